import type { ReactNode } from 'react';
import type { Hero as HeroContent } from '../schema/common.ts';
import { ActionLinks } from './ActionLinks.tsx';
import { HeroArt } from './visuals/HeroArt.tsx';

interface HeroProps {
  hero: HeroContent;
  children?: ReactNode;
  /** Shown beside the text instead of the illustration `hero.art` names (an author's portrait). */
  visual?: ReactNode;
}

/** The opening block of a page; its title is the page's only h1. */
export function Hero({ hero, children, visual }: HeroProps) {
  const aside = visual ?? (hero.art && <HeroArt motif={hero.art} />);
  return (
    <section className={aside ? 'hero hero--art' : 'hero'}>
      <div className="container hero__inner">
        <div className="hero__text">
          {hero.eyebrow && <p className="hero__eyebrow">{hero.eyebrow}</p>}
          <h1 className="hero__title">{hero.title}</h1>
          <p className="hero__lead">{hero.lead}</p>
          <ActionLinks actions={hero.actions} />
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
