import type { ReactNode } from 'react';

/** A link an article ends on, to a page of the site, shown as the site's primary button. */
export function CallToActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="article-cta">
      <a className="button button--primary" href={href}>
        {children}
      </a>
    </p>
  );
}
