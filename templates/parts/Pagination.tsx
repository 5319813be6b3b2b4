import { Fragment } from 'react';
import type { PageLink } from 'sitegen';
import type { PageContent } from '../model.ts';
import { fillPlaceholders } from '../format.ts';
import { useSite } from '../site-context.tsx';

interface PaginationProps {
  content: PageContent['blog']['pagination'];
  /** Which page this is (from 1). */
  current: number;
  /** The pages it links to, in order. */
  links: readonly PageLink[];
}

/**
 * Links to the list pages given, the current one marked, with an ellipsis where pages
 * are left out, and to the previous and next pages; nothing when there is one page.
 */
export function Pagination({ content, current, links }: PaginationProps) {
  const { link } = useSite();
  if (links.length < 2) return null;
  const previous = links.find((other) => other.page === current - 1);
  const next = links.find((other) => other.page === current + 1);
  return (
    <nav className="pagination" aria-label={content.label} data-blog-pagination>
      {previous && (
        <a className="pagination__step" href={link(previous.path)} rel="prev">
          {content.previous}
        </a>
      )}
      <ol className="pagination__pages">
        {links.map(({ page, path }, index) => (
          <Fragment key={path}>
            {page > (links[index - 1]?.page ?? page - 1) + 1 && <li className="pagination__gap">…</li>}
            <li>
              <a
                className="pagination__page"
                href={link(path)}
                aria-label={fillPlaceholders(content.page, { page: String(page) })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </a>
            </li>
          </Fragment>
        ))}
      </ol>
      {next && (
        <a className="pagination__step" href={link(next.path)} rel="next">
          {content.next}
        </a>
      )}
    </nav>
  );
}
