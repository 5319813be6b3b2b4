/** A list page by number, and its site path. */
export interface PageLink {
  readonly page: number;
  readonly path: string;
}

/** One page of a paginated list. */
export interface ListPage<Item> {
  /** From 1. */
  readonly number: number;
  readonly path: string;
  readonly items: readonly Item[];
  /** The pages this one links to, in order: the first, the last and those within reach of this one. */
  readonly links: readonly PageLink[];
}

export interface PaginateOptions {
  /** Items per page. */
  readonly size: number;
  /** The site path of page `number` (from 1). */
  readonly path: (number: number) => string;
  /** How many pages either side of the current one are linked; 2 unless set. */
  readonly reach?: number;
}

/**
 * Splits a list into pages of `size` items: one (possibly empty) page at least. Each
 * page links the first, the last and its neighbours within reach, so that a list of
 * thousands of pages does not link every page from every page; a gap of a single
 * page is filled rather than left for an ellipsis.
 */
export function paginate<Item>(items: readonly Item[], options: PaginateOptions): ListPage<Item>[] {
  const count = Math.max(1, Math.ceil(items.length / options.size));
  const reach = options.reach ?? 2;
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    return {
      number,
      path: options.path(number),
      items: items.slice(index * options.size, number * options.size),
      links: linkedPages(number, count, reach).map((page) => ({ page, path: options.path(page) })),
    };
  });
}

function linkedPages(current: number, count: number, reach: number): number[] {
  const near = Array.from({ length: 2 * reach + 1 }, (_, index) => current - reach + index);
  const numbers = [...new Set([1, ...near, count])].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const filled: number[] = [];
  for (const page of numbers) {
    const previous = filled.at(-1);
    if (previous !== undefined && page - previous === 2) filled.push(page - 1);
    filled.push(page);
  }
  return filled;
}
