import type { PageContent } from '../model.ts';
import { Badges } from '../parts/Badges.tsx';
import { CallToAction } from '../parts/CallToAction.tsx';
import { Hero } from '../parts/Hero.tsx';
import { IconCards } from '../parts/IconCards.tsx';
import { Section } from '../parts/Section.tsx';
import { Steps } from '../parts/Steps.tsx';
import { Icon } from '../parts/Icon.tsx';

export function StaffAugmentationPage({ content }: { content: PageContent['staff-augmentation'] }) {
  const { benefits, talent, process, engagement } = content;
  return (
    <>
      <Hero hero={content.hero} />
      <Section id="benefits" title={benefits.title} lead={benefits.lead}>
        <IconCards items={benefits.items} />
      </Section>
      <Section id="talent" title={talent.title} lead={talent.lead} tone="muted">
        <ul className="card-grid" role="list">
          {talent.profiles.map((profile) => (
            <li key={profile.title} className="card profile">
              <h3 className="card__title">{profile.title}</h3>
              <dl className="profile__facts">
                <div>
                  <dt>{talent.experienceLabel}</dt>
                  <dd>{profile.experience}</dd>
                </div>
                <div>
                  <dt>{talent.availabilityLabel}</dt>
                  <dd className="profile__availability">{profile.availability}</dd>
                </div>
              </dl>
              <Badges items={profile.skills} label={talent.skillsLabel} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" title={process.title} lead={process.lead}>
        <Steps items={process.steps} />
      </Section>
      <Section id="engagement" title={engagement.title} lead={engagement.lead} tone="muted">
        <ul className="card-grid" role="list">
          {engagement.models.map((model) => (
            <li key={model.name} className={`card plan${model.popular ? ' plan--popular' : ''}`}>
              {model.popular && <p className="plan__badge">{engagement.popularLabel}</p>}
              <h3 className="card__title">{model.name}</h3>
              <p className="plan__duration">{model.duration}</p>
              <p className="card__text">{model.description}</p>
              <ul className="plan__features" role="list">
                {model.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={16} />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction id="staff-cta" cta={content.cta} />
    </>
  );
}
