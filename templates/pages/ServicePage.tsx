import type { ServicePage as ServicePageModel } from '../model.ts';
import { Badges } from '../parts/Badges.tsx';
import { CallToAction } from '../parts/CallToAction.tsx';
import { CheckList } from '../parts/CheckList.tsx';
import { Hero } from '../parts/Hero.tsx';
import { IconCards } from '../parts/IconCards.tsx';
import { Section } from '../parts/Section.tsx';
import { Steps } from '../parts/Steps.tsx';

/** One template for all nine services; `layout: full` adds the feature grid and the extra section. */
export function ServicePage({ page }: { page: ServicePageModel }) {
  const { content } = page;
  return (
    <>
      <Hero hero={content.hero} />
      <section className="section" aria-labelledby="offerings-title">
        <div className="container service-overview">
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
          <div className="panel">
            <h2 className="panel__title" id="offerings-title">
              {content.offerings.title}
            </h2>
            <CheckList items={content.offerings.items} />
            <h3 className="panel__subtitle">{content.technologies.title}</h3>
            <Badges items={content.technologies.items} />
          </div>
        </div>
      </section>
      {content.layout === 'full' && (
        <>
          <Section id="features" title={content.features.title} lead={content.features.lead} tone="muted">
            <IconCards items={content.features.items} />
          </Section>
          <Section id={content.extra.kind} title={content.extra.title} lead={content.extra.lead}>
            {content.extra.kind === 'process' ? (
              <Steps items={content.extra.items} />
            ) : (
              <ul className="card-grid" role="list">
                {content.extra.items.map((item) => (
                  <li key={item.title} className="card">
                    <h3 className="card__title">{item.title}</h3>
                    <p className="card__text">{item.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
      <CallToAction id="service-cta" cta={content.cta} />
    </>
  );
}
