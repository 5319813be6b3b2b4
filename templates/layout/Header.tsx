import type { NavItem, SiteConfig } from '../model.ts';
import { Icon } from '../parts/Icon.tsx';
import { useSite } from '../site-context.tsx';

/**
 * The id the header's markup is shared by between pages (DocumentProps.sharedMarkup):
 * it differs only in what it marks as current, the page's own link or the Services
 * menu on a service's page, and on most pages (the blog's) it marks nothing.
 */
export function headerMarkupId(config: SiteConfig, currentPath: string): string {
  const marksPage = currentPath.startsWith('/services/') || config.nav.items.some((item) => 'href' in item && item.href === currentPath);
  return marksPage ? `header ${currentPath}` : 'header';
}

/** Sticky site header: brand, main navigation with the Services dropdown, Get Quote, and the mobile menu. */
export function Header() {
  const { config, link } = useSite();
  const { nav } = config;
  return (
    <>
      <a className="skip-link" href="#main">
        {config.skipLink}
      </a>
      <header className="site-header" data-site-header>
        <div className="container site-header__inner">
          <a className="brand" href={link('/')}>
            <Icon name="compass" className="brand__mark" />
            <span className="brand__name">{config.name}</span>
          </a>
          <nav className="site-nav" aria-label={nav.label}>
            <ul className="site-nav__list" role="list">
              {nav.items.map((item) => (
                <NavEntry key={item.label} item={item} idPrefix="desktop" />
              ))}
            </ul>
          </nav>
          <a className="button button--primary site-header__cta" href={link(nav.cta.href)}>
            {nav.cta.label}
          </a>
          <a className="menu-button" href="#mobile-menu" aria-controls="mobile-menu" data-menu-open>
            <Icon name="menu" />
            <span className="visually-hidden">{nav.openMenu}</span>
          </a>
        </div>
      </header>
      <MobileMenu />
    </>
  );
}

function NavEntry({ item, idPrefix }: { item: NavItem; idPrefix: string }) {
  const { currentPath, link } = useSite();
  if ('href' in item) {
    return (
      <li>
        <a className="nav-link" href={link(item.href)} aria-current={item.href === currentPath ? 'page' : undefined}>
          {item.label}
        </a>
      </li>
    );
  }
  const panelId = `${idPrefix}-services-menu`;
  const inServices = currentPath.startsWith('/services/');
  return (
    <li className="nav-dropdown" data-dropdown>
      <button
        type="button"
        className={`nav-link nav-dropdown__toggle${inServices ? ' is-current' : ''}`}
        // No aria-expanded until the script manages it: without it, CSS opens the panel on hover and focus.
        aria-controls={panelId}
        data-dropdown-toggle
      >
        {item.label}
        <Icon name="chevron-down" size={16} className="nav-dropdown__chevron" />
      </button>
      <div className="nav-dropdown__panel" id={panelId} data-dropdown-panel>
        <ServiceLinks />
      </div>
    </li>
  );
}

function ServiceLinks() {
  const { config, currentPath, link } = useSite();
  return (
    <ul className="service-links" role="list">
      {config.services.map((service) => (
        <li key={service.href}>
          <a className="service-link" href={link(service.href)} aria-current={service.href === currentPath ? 'page' : undefined}>
            <Icon name={service.icon} size={20} className="service-link__icon" />
            <span className="service-link__title">{service.title}</span>
            <span className="service-link__text">{service.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The slide-out panel for small screens. Without JavaScript it opens as the #mobile-menu target;
 * the client script makes it a modal dialog labelled by its title and gives the menu button its
 * `aria-expanded` state (without the script, that button is a plain link).
 */
function MobileMenu() {
  const { config, link, currentPath } = useSite();
  const { nav } = config;
  return (
    <div className="mobile-menu" id="mobile-menu" data-mobile-menu>
      <a className="mobile-menu__backdrop" href="#" tabIndex={-1} aria-hidden="true" data-menu-close></a>
      <div className="mobile-menu__panel" data-mobile-menu-panel>
        <div className="mobile-menu__top">
          <span className="brand__name">{config.name}</span>
          <h2 className="visually-hidden" id="mobile-menu-title" data-mobile-menu-title>
            {nav.menuLabel}
          </h2>
          <a className="mobile-menu__close" href="#" data-menu-close>
            <Icon name="x" />
            <span className="visually-hidden">{nav.closeMenu}</span>
          </a>
        </div>
        <nav aria-label={nav.menuLabel}>
          <ul className="mobile-menu__list" role="list">
            {nav.items.map((item) =>
              'href' in item ? (
                <li key={item.label}>
                  <a className="mobile-menu__link" href={link(item.href)} aria-current={item.href === currentPath ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ) : (
                <li key={item.label} className="mobile-menu__group">
                  <span className="mobile-menu__group-title">{item.label}</span>
                  <ServiceLinks />
                </li>
              ),
            )}
          </ul>
        </nav>
        <a className="button button--primary mobile-menu__cta" href={link(nav.cta.href)}>
          {nav.cta.label}
        </a>
      </div>
    </div>
  );
}
