import { feedPath } from 'sitegen';
import { BrandMark, Icon } from '../parts/Icon.tsx';
import { PhoneLink } from '../parts/PhoneLink.tsx';
import { useSite } from '../site-context.tsx';

/** Site footer: services, company links, socials and the blog's feed, contact details and offices. */
export function Footer() {
  const { config, link } = useSite();
  const { footer, contact } = config;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <a className="brand brand--footer" href={link('/')}>
            <Icon name="compass" className="brand__mark" />
            <span className="brand__name">{config.name}</span>
          </a>
          <p className="site-footer__tagline">{config.tagline}</p>
          <h2 className="site-footer__title">{footer.followTitle}</h2>
          <ul className="socials" role="list">
            {config.socials.map((social) => (
              <li key={social.name}>
                <a className="social-link" href={social.url} target="_blank" rel="noopener">
                  <BrandMark brand={social.brand} size={18} />
                  <span>{social.name}</span>
                </a>
              </li>
            ))}
            <li>
              <a className="social-link" href={link(feedPath)} type="application/rss+xml" target="_blank" rel="noopener">
                <Icon name="rss" size={18} />
                <span>{footer.feedLabel}</span>
              </a>
            </li>
          </ul>
        </div>
        <FooterLinks
          title={footer.servicesTitle}
          links={config.services.filter((service) => service.inFooter).map((service) => ({ label: service.title, href: service.href }))}
        />
        <FooterLinks title={footer.companyTitle} links={footer.company} />
        <div className="site-footer__column">
          <h2 className="site-footer__title">{footer.contactTitle}</h2>
          <ul className="site-footer__contact" role="list">
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <PhoneLink phone={contact.phone} />
            </li>
            <li>
              <Icon name="clock" size={18} />
              <span>{contact.phoneHours}</span>
            </li>
          </ul>
        </div>
        <div className="site-footer__column site-footer__offices">
          <h2 className="site-footer__title">{footer.officesTitle}</h2>
          <ul className="site-footer__links" role="list">
            {config.offices.map((office) => (
              <li key={office.title}>
                <strong>{office.title}</strong>
                <address>{office.address.join(', ')}</address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  const { link } = useSite();
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__title">{title}</h2>
      <ul className="site-footer__links" role="list">
        {links.map((item) => (
          <li key={item.href}>
            <a href={link(item.href)}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
