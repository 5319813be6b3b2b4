import type { ReactNode } from 'react';
import type { Hero as HeroContent } from '../schema/common.ts';
import { ActionLinks } from './ActionLinks.tsx';

/** The opening block of a page; its title is the page's only h1. */
export function Hero({ hero, children }: { hero: HeroContent; children?: ReactNode }) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        {hero.eyebrow && <p className="hero__eyebrow">{hero.eyebrow}</p>}
        <h1 className="hero__title">{hero.title}</h1>
        <p className="hero__lead">{hero.lead}</p>
        <ActionLinks actions={hero.actions} />
        {children}
      </div>
    </section>
  );
}
