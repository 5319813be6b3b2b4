import type { MarkdownPage as MarkdownPageModel } from '../model.ts';
import { Hero } from '../parts/Hero.tsx';

/** A page written in Markdown: its title and description as the hero, its body below. */
export function MarkdownPage({ page }: { page: MarkdownPageModel }) {
  return (
    <>
      <Hero hero={{ title: page.title, lead: page.description, actions: [] }} />
      <section className="section">
        <div className="container">
          <div className={page.layout === 'wide' ? 'prose prose--wide' : 'prose'} dangerouslySetInnerHTML={{ __html: page.html }} />
        </div>
      </section>
    </>
  );
}
