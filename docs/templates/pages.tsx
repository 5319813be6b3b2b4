import type { ReactNode } from 'react';
import type { DocumentProps, Heading, LoadedData } from 'sitegen';
import type { DocsContent } from './content.ts';
import { SearchPage } from './search-page.tsx';

export interface PageHead {
  /** The full title, the site's name included. */
  readonly title: string;
  readonly description: string;
}

export interface NavLink {
  readonly title: string;
  readonly href: string;
}

/** What wraps every page: the head, and a bar with the site's name and search. */
export function Document({
  data,
  head,
  canonical,
  assets,
  paths,
  sharedMarkup,
  children,
}: DocumentProps<LoadedData<DocsContent>, PageHead>) {
  const { site } = data;
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        <link rel="icon" href={paths.link('/favicon.svg')} type="image/svg+xml" />
        {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} />}
        {assets.script && <script type="module" src={assets.script}></script>}
      </head>
      <body>
        {sharedMarkup(
          'header',
          <header className="site-header">
            <a className="site-name" href={paths.link('/')}>
              {site.title}
            </a>
            <a href={paths.link('/search')}>Search</a>
          </header>,
        )}
        {children}
      </body>
    </html>
  );
}

export interface DocPageProps {
  /** Every page, in order, the one shown marked current. */
  sidebar: readonly (NavLink & { current: boolean })[];
  title: string;
  html: string;
  contents: readonly Heading[];
  previous: NavLink | undefined;
  next: NavLink | undefined;
}

/** A page of the docs; `children`, if any, is what a site's own template for the page shows below its Markdown. */
export function DocPageView({ sidebar, title, html, contents, previous, next, children }: DocPageProps & { children?: ReactNode }) {
  return (
    <div className="docs">
      <nav className="sidebar" aria-label="Pages">
        <ol>
          {sidebar.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.current ? 'page' : undefined}>
                {link.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <main>
        <article>
          <h1>{title}</h1>
          {/* Markdown that the build rendered and sanitized. */}
          <div className="body" dangerouslySetInnerHTML={{ __html: html }} />
          {children}
        </article>
        <nav className="pager" aria-label="Previous and next">
          {previous && (
            <a rel="prev" href={previous.href}>
              ← {previous.title}
            </a>
          )}
          {next && (
            <a rel="next" href={next.href}>
              {next.title} →
            </a>
          )}
        </nav>
      </main>
      {contents.length > 0 && (
        <nav className="contents" aria-label="On this page">
          <p>On this page</p>
          <ol>
            {contents.map((heading) => (
              <li key={heading.id} className={`contents__depth-${heading.depth}`}>
                <a href={`#${heading.id}`}>{heading.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}

export function DocsSearchPage(props: { heading: string; manifest: string }) {
  return (
    <main>
      <SearchPage {...props} />
    </main>
  );
}

export function NotFoundPage({ home }: { home: string }) {
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        No page lives at this address. Start from the <a href={home}>introduction</a>, or search.
      </p>
    </main>
  );
}
