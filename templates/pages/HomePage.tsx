import type { PageContent } from '../model.ts';
import { Badges } from '../parts/Badges.tsx';
import { CallToAction } from '../parts/CallToAction.tsx';
import { Hero } from '../parts/Hero.tsx';
import { fillPlaceholders } from '../format.ts';
import { Icon } from '../parts/Icon.tsx';
import { IconCards } from '../parts/IconCards.tsx';
import { Section } from '../parts/Section.tsx';
import { StarRating } from '../parts/StarRating.tsx';
import { Stats } from '../parts/Stats.tsx';
import { Portrait } from '../parts/visuals/Portrait.tsx';
import { useSite } from '../site-context.tsx';

/** Ratings are out of five stars (the schema holds them to 0 to 5). */
const ratingScale = 5;

export function HomePage({ content }: { content: PageContent['home'] }) {
  const { link } = useSite();
  const { services, technologies, reasons, testimonial } = content;
  return (
    <>
      <Hero hero={content.hero} />
      <Stats claims={content.stats} />
      <Section id="services" title={services.title} lead={services.lead}>
        <ul className="card-grid" role="list">
          {services.cards.map((card) => (
            <li key={card.title} className="card card--link">
              <span className="card__icon">
                <Icon name={card.icon} />
              </span>
              <h3 className="card__title">{card.title}</h3>
              <p className="card__text">{card.description}</p>
              <a className="card__link" href={link(card.href)}>
                {card.linkLabel}
                <span className="visually-hidden">: {card.title}</span>
                <Icon name="arrow-right" size={16} />
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="technologies" title={technologies.title} lead={technologies.lead} tone="muted">
        <Badges items={technologies.items} />
      </Section>
      <Section id="reasons" title={reasons.title} lead={reasons.lead}>
        <IconCards items={reasons.items} />
      </Section>
      <section className="section section--muted" aria-labelledby="testimonial-title">
        <div className="container">
          <h2 className="section__title" id="testimonial-title">
            {testimonial.title}
          </h2>
          <figure className="testimonial">
            <p className="testimonial__rating">
              <StarRating rating={testimonial.rating} outOf={ratingScale} size={20} />
              <span className="testimonial__score" aria-hidden="true">
                {testimonial.rating.toFixed(1)}
              </span>
              <span className="visually-hidden">
                {fillPlaceholders(testimonial.ratingLabel, { rating: testimonial.rating.toFixed(1), outOf: String(ratingScale) })}
              </span>
            </p>
            <blockquote className="testimonial__quote">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="testimonial__author">
              <Portrait name={testimonial.author} traits={testimonial.portrait} size={56} />
              <strong>{testimonial.author}</strong>
              <span>{testimonial.role}</span>
            </figcaption>
          </figure>
        </div>
      </section>
      <CallToAction id="home-cta" cta={content.cta} />
    </>
  );
}
