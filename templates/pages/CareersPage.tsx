import type { PageContent } from '../model.ts';
import { ActionLinks } from '../parts/ActionLinks.tsx';
import { Hero } from '../parts/Hero.tsx';
import { Icon } from '../parts/Icon.tsx';
import { IconCards } from '../parts/IconCards.tsx';
import { Section } from '../parts/Section.tsx';

export function CareersPage({ content }: { content: PageContent['careers'] }) {
  const { openings, culture } = content;
  return (
    <>
      <Hero hero={content.hero} />
      <section className="section" aria-labelledby="openings-title">
        <div className="container">
          <div className="panel openings">
            <Icon name="briefcase" className="panel__icon" />
            <h2 className="panel__title" id="openings-title">
              {openings.title}
            </h2>
            <p className="openings__text">{openings.text}</p>
            <p>{openings.note}</p>
            <ActionLinks actions={[openings.action]} />
          </div>
        </div>
      </section>
      <Section id="culture" title={culture.title} lead={culture.lead} tone="muted">
        <IconCards items={culture.items} />
      </Section>
    </>
  );
}
