import { inquiryFieldLimits } from '../functions/inquiry/field-limits.ts';
import type { PageContent } from '../model.ts';
import { Hero } from '../parts/Hero.tsx';
import { Icon } from '../parts/Icon.tsx';
import { PhoneLink } from '../parts/PhoneLink.tsx';
import { IconCards } from '../parts/IconCards.tsx';
import { Offices } from '../parts/Offices.tsx';
import { Section } from '../parts/Section.tsx';
import { useSite } from '../site-context.tsx';

/** The contact page; its form posts to `inquiryAction`, the inquiry handler's URL. */
export function ContactPage({ content, inquiryAction }: { content: PageContent['contact']; inquiryAction: string }) {
  const { config, link } = useSite();
  const { form, promises, cards, faqs, offices } = content;
  const { contact } = config;
  return (
    <>
      <Hero hero={content.hero} />
      <section className="section" aria-labelledby="inquiry-title">
        <div className="container contact-layout">
          <div className="panel inquiry">
            <h2 className="panel__title" id="inquiry-title">
              {form.title}
            </h2>
            {form.lead && <p>{form.lead}</p>}
            {/* Shown without JavaScript when the handler redirects back to #inquiry-sent or #inquiry-failed. */}
            <p className="form-status form-status--success" id="inquiry-sent" role="status">
              {form.success}
            </p>
            <p className="form-status form-status--error" id="inquiry-failed" role="status">
              {form.failure}
            </p>
            <form
              className="inquiry-form"
              method="post"
              action={inquiryAction}
              data-inquiry-form
              data-submitting-label={form.submitting}
              data-success-message={form.success}
              data-failure-message={form.failure}
            >
              <div className="field">
                <label htmlFor="inquiry-name">{form.labels.name}</label>
                <input
                  id="inquiry-name"
                  name="name"
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={inquiryFieldLimits.name}
                  placeholder={form.placeholders.name}
                />
              </div>
              <div className="field">
                <label htmlFor="inquiry-email">{form.labels.email}</label>
                <input
                  id="inquiry-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={inquiryFieldLimits.email}
                  placeholder={form.placeholders.email}
                />
              </div>
              <div className="field">
                <label htmlFor="inquiry-message">{form.labels.message}</label>
                <textarea
                  id="inquiry-message"
                  name="message"
                  rows={5}
                  required
                  maxLength={inquiryFieldLimits.message}
                  placeholder={form.placeholders.message}
                ></textarea>
              </div>
              {/* A field people never see or reach: bots that fill it in are quietly ignored by the inquiry handler. */}
              <div className="inquiry-form__trap" aria-hidden="true">
                <label htmlFor="inquiry-website">{form.trapLabel}</label>
                <input id="inquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
              </div>
              <button className="button button--primary" type="submit">
                {form.submit}
              </button>
              <p className="inquiry-form__privacy">
                {form.privacy.text} <a href={link(form.privacy.link.href)}>{form.privacy.link.label}</a>
              </p>
            </form>
          </div>
          <aside className="contact-aside" aria-label={promises.title}>
            <h2 className="contact-aside__title">{promises.title}</h2>
            <IconCards items={promises.items} />
            <ul className="contact-cards" role="list">
              <li className="contact-card">
                <Icon name="mail" />
                <h3>{cards.email}</h3>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li className="contact-card">
                <Icon name="phone" />
                <h3>{cards.phone}</h3>
                <PhoneLink phone={contact.phone} />
                <p>{contact.phoneHours}</p>
              </li>
              <li className="contact-card">
                <Icon name="clock" />
                <h3>{cards.hours}</h3>
                <dl className="hours">
                  {contact.hours.map((entry) => (
                    <div key={entry.days}>
                      <dt>{entry.days}</dt>
                      <dd>{entry.time}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            </ul>
          </aside>
        </div>
      </section>
      <Section id="offices" title={offices.title} lead={offices.lead} tone="muted">
        <Offices />
      </Section>
      <Section id="faqs" title={faqs.title} lead={faqs.lead}>
        <div className="faqs">
          {faqs.items.map((faq) => (
            <details key={faq.question} className="faq">
              <summary className="faq__question">{faq.question}</summary>
              <p className="faq__answer">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
