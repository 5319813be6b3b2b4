import type { ReactNode } from 'react';
import type { DocumentProps, Heading, LoadedData } from 'sitegen';
import type { CommandHelp, DocsContent } from './content.ts';

export interface PageHead {
  readonly title: string;
  readonly description: string;
}

type Words = LoadedData<DocsContent>['site']['words'];

export function Document({ data, head, canonical, assets, paths, children }: DocumentProps<LoadedData<DocsContent>, PageHead>) {
  const { site } = data;
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title === site.title ? site.title : `${head.title} | ${site.title}`}</title>
        <meta name="description" content={head.description} />
        {canonical && <link rel="canonical" href={canonical} />}
        {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} />}
        {assets.script && <script type="module" src={assets.script} />}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {site.words.skipToContent}
        </a>
        <header className="site-header">
          <a className="site-header__title" href={paths.link('/')}>
            {site.title}
          </a>
          <form className="site-header__search" role="search" action={paths.link('/search')} method="get">
            <label className="visually-hidden" htmlFor="site-search">
              {site.words.search}
            </label>
            <input id="site-search" type="search" name="q" placeholder={site.words.searchPlaceholder} />
            <button type="submit">{site.words.search}</button>
          </form>
        </header>
        <div className="layout">{children}</div>
      </body>
    </html>
  );
}

/** A page's place in the sidebar. */
export interface SidebarLink {
  readonly title: string;
  readonly href: string;
}

interface FrameProps {
  readonly sidebar: readonly SidebarLink[];
  /** The sidebar's link to this page, marked as the current one; none on pages the sidebar does not list. */
  readonly current: string | undefined;
  readonly label: string;
  readonly children: ReactNode;
}

/** The sidebar beside a page's main content: the pages in their order. */
function Frame({ sidebar, current, label, children }: FrameProps) {
  return (
    <>
      <nav className="sidebar" aria-label={label}>
        <ol>
          {sidebar.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                {link.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <main id="main" className="content">
        {children}
      </main>
    </>
  );
}

export interface DocPageProps {
  readonly sidebar: readonly SidebarLink[];
  readonly href: string;
  readonly title: string;
  readonly description: string;
  readonly html: string;
  readonly headings: readonly Heading[];
  /** Every command's help, when the page ends with the CLI reference. */
  readonly commands: readonly CommandHelp[];
  readonly words: Words;
}

export function DocPage({ sidebar, href, title, description, html, headings, commands, words }: DocPageProps) {
  const contents = [...headings.filter((heading) => heading.depth <= 3), ...commands.map((command) => commandHeading(command))];
  return (
    <Frame sidebar={sidebar} current={href} label={words.contents}>
      <article className="page">
        <h1>{title}</h1>
        <p className="page__description">{description}</p>
        {contents.length > 0 && (
          <nav className="toc" aria-label={words.onThisPage}>
            <p className="toc__title">{words.onThisPage}</p>
            <ol>
              {contents.map((heading) => (
                <li key={heading.id} className={`toc__item toc__item--${heading.depth}`}>
                  <a href={`#${heading.id}`}>{heading.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="prose" data-page-body="" dangerouslySetInnerHTML={{ __html: html }} />
        {commands.map((command) => (
          <section key={command.name} className="command" aria-labelledby={commandHeading(command).id}>
            <h2 id={commandHeading(command).id}>{commandHeading(command).title}</h2>
            <p>{command.description}</p>
            {command.options.length > 0 && (
              <table className="command__options">
                <thead>
                  <tr>
                    <th scope="col">{words.option}</th>
                    <th scope="col">{words.optionMeaning}</th>
                    <th scope="col">{words.optionDefault}</th>
                  </tr>
                </thead>
                <tbody>
                  {command.options.map((option) => (
                    <tr key={option.flags}>
                      <td>
                        <code>{option.flags}</code>
                      </td>
                      <td>{option.description}</td>
                      <td>{option.default === undefined ? '' : <code>{option.default}</code>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <pre className="command__help" data-command={command.name}>
              {command.help}
            </pre>
          </section>
        ))}
      </article>
    </Frame>
  );
}

/** The heading of a command's section: `sitegen deploy s3`, anchored at `#sitegen-deploy-s3`. */
function commandHeading(command: CommandHelp): Heading {
  const title = command.name ? `sitegen ${command.name}` : 'sitegen';
  return { id: title.replaceAll(' ', '-'), title, depth: 2 };
}

export function SearchPage({ sidebar, words }: { sidebar: readonly SidebarLink[]; words: Words }) {
  return (
    <Frame sidebar={sidebar} current={undefined} label={words.contents}>
      <h1>{words.search}</h1>
      <p data-search-status="" data-no-results={words.noResults} role="status">
        {words.searchNeedsScript}
      </p>
      <ol className="search-results" data-search-results="" />
    </Frame>
  );
}

export function NotFoundPage({ sidebar, words }: { sidebar: readonly SidebarLink[]; words: Words }) {
  return (
    <Frame sidebar={sidebar} current={undefined} label={words.contents}>
      <h1>{words.notFoundTitle}</h1>
      <p>{words.notFoundText}</p>
    </Frame>
  );
}
