import type { PageContent } from '../model.ts';
import { Badges } from '../parts/Badges.tsx';
import { CallToAction } from '../parts/CallToAction.tsx';
import { FilterButtons } from '../parts/FilterButtons.tsx';
import { Hero } from '../parts/Hero.tsx';
import { Icon } from '../parts/Icon.tsx';
import { Section } from '../parts/Section.tsx';
import { Stats } from '../parts/Stats.tsx';
import { ProjectPreview } from '../parts/visuals/ProjectPreview.tsx';

export function PortfolioPage({ content }: { content: PageContent['portfolio'] }) {
  const { filter, projects, technologyGroups } = content;
  return (
    <>
      <Hero hero={content.hero} />
      <Stats claims={content.stats} />
      <section className="section" aria-label={filter.label}>
        <div className="container">
          <div className="portfolio-filter" data-requires-js data-portfolio-filter>
            <FilterButtons label={filter.label} all={filter.all} options={filter.categories} />
          </div>
          <ul className="project-grid" role="list">
            {projects.map((project) => (
              <li key={project.title} className="project" data-category={project.category}>
                <ProjectPreview project={project} />
                <p className="project__category">{project.category}</p>
                <h2 className="project__title">{project.title}</h2>
                <p className="project__domain">{project.domain}</p>
                <p className="project__text">{project.description}</p>
                <h3 className="project__label">{content.technologiesLabel}</h3>
                <Badges items={project.technologies} />
                <h3 className="project__label">{content.featuresLabel}</h3>
                <ul className="project__features">
                  {project.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <a className="button button--secondary project__visit" href={project.url} target="_blank" rel="noopener">
                  {content.visitLabel}
                  <span className="visually-hidden">: {project.title}</span>
                  <Icon name="external-link" size={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section id="technology-groups" title={technologyGroups.title} lead={technologyGroups.lead} tone="muted">
        <div className="tech-groups">
          {technologyGroups.groups.map((group) => (
            <div key={group.title} className="tech-group">
              <h3 className="tech-group__title">{group.title}</h3>
              <Badges items={group.items} />
            </div>
          ))}
        </div>
      </Section>
      <CallToAction id="portfolio-cta" cta={content.cta} />
    </>
  );
}
