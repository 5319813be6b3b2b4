import type { Entry, LoadedContent, ProblemReport, SearchSpec } from 'sitegen';
import type { DocsContent } from './content.ts';

/** A published page of the docs, its body rendered. */
export type DocPage = LoadedContent<DocsContent>['pages'][number];

/** `index.md` is the home page; every other page is at its file's name. */
export function docPath(page: DocPage): string {
  return page.name === 'index' ? '/' : `/${page.name}`;
}

/** The pages in sidebar order. */
export function inOrder(pages: readonly DocPage[]): DocPage[] {
  return [...pages].sort((a, b) => a.data.order - b.data.order);
}

/** Two pages may not share an order: the sidebar, and the next and previous links, would put them either way round. */
export function checkDocs({ pages }: LoadedContent<DocsContent>, problems: ProblemReport<DocsContent>): void {
  const byOrder = new Map<number, Entry<unknown>>();
  for (const page of pages) {
    const first = byOrder.get(page.data.order);
    if (first) problems.entry(page, ['order'], `${page.data.order} is already the order of ${first.file}`);
    else byOrder.set(page.data.order, page);
  }
}

/** Search covers every page; the words of code count for less than those of prose. */
export function docsSearch({ pages }: LoadedContent<DocsContent>): SearchSpec {
  return {
    partSize: 1000,
    documents: inOrder(pages).map((page) => ({ path: docPath(page), title: page.data.title, filters: {}, html: page.html })),
    weights: { pre: 0.2 },
  };
}
