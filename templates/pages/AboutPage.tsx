import type { PageContent } from '../model.ts';
import { Badges } from '../parts/Badges.tsx';
import { CallToAction } from '../parts/CallToAction.tsx';
import { Hero } from '../parts/Hero.tsx';
import { Icon } from '../parts/Icon.tsx';
import { IconCards } from '../parts/IconCards.tsx';
import { Offices } from '../parts/Offices.tsx';
import { Section } from '../parts/Section.tsx';
import { Portrait } from '../parts/visuals/Portrait.tsx';
import { fillPlaceholders } from '../format.ts';

export function AboutPage({ content }: { content: PageContent['about'] }) {
  const { story, milestones, mission, vision, values, founders, offices } = content;
  return (
    <>
      <Hero hero={content.hero} />
      <Section id="story" title={story.title} lead={story.lead}>
        <div className="prose">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="milestones" title={milestones.title} lead={milestones.lead} tone="muted">
        <ol className="timeline">
          {milestones.items.map((item) => (
            <li key={item.date} className="timeline__item">
              <p className="timeline__date">{item.date}</p>
              <h3 className="timeline__title">{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <section className="section" aria-label={`${mission.title} / ${vision.title}`}>
        <div className="container split">
          <div className="panel">
            <Icon name="target" className="panel__icon" />
            <h2 className="panel__title">{mission.title}</h2>
            <p>{mission.text}</p>
          </div>
          <div className="panel">
            <Icon name="telescope" className="panel__icon" />
            <h2 className="panel__title">{vision.title}</h2>
            <p>{vision.text}</p>
          </div>
        </div>
      </section>
      <Section id="values" title={values.title} lead={values.lead} tone="muted">
        <IconCards items={values.items} />
      </Section>
      <Section id="founders" title={founders.title} lead={founders.lead}>
        <ul className="card-grid" role="list">
          {founders.people.map((person) => (
            <li key={person.name} className="card person">
              <Portrait
                name={person.name}
                label={fillPlaceholders(founders.portraitLabel, { name: person.name })}
                traits={person.portrait}
                size={88}
                className="person__portrait"
              />
              <h3 className="card__title">{person.name}</h3>
              <p className="person__role">{person.role}</p>
              <p className="person__experience">{person.experience}</p>
              <p className="card__text">{person.description}</p>
              <Badges items={person.expertise} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="offices" title={offices.title} lead={offices.lead} tone="muted">
        <Offices />
      </Section>
      <CallToAction id="about-cta" cta={content.cta} />
    </>
  );
}
