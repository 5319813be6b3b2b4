/**
 * Blog list: filters the rendered cards by search text and category, keeps that
 * state in the URL (`?q=...&category=...`), and lists articles whose body mentions
 * the query. The categories are links to their archives: on the list of every post
 * a plain click on one filters in place instead; on an archive they lead to the other
 * archives, and the search covers the archive's own category. Without JavaScript the
 * search box is hidden, the links navigate and every article shows.
 */
import { loadAllCards } from './blog-index.ts';
import { loadMentionSearch, renderMentions, type MentionSearch } from './blog-mentions.ts';

interface FilterState {
  readonly query: string;
  /** A category name; empty for All. */
  readonly category: string;
}

interface BlogList {
  readonly toolbar: HTMLElement;
  readonly input: HTMLInputElement;
  /** 'All' (an empty value) and one link per category, each to its archive. */
  readonly links: readonly HTMLAnchorElement[];
  /** The category of the archive this is, marked current by the page; empty on the list of every post. */
  readonly home: string;
  readonly grid: HTMLElement;
  /** The cards filtering chooses from: this page's, or every post's once the index is loaded. */
  cards: readonly HTMLElement[];
  /** This page's own cards, the ones the unfiltered view shows. */
  readonly pageCards: ReadonlySet<HTMLElement>;
  /** Where the compact index of every post is, when the list spans several pages. */
  readonly indexUrl: string | undefined;
  readonly pagination: HTMLElement | null;
  readonly featured: HTMLElement | null;
  /** The grid's copy of the featured article, left out while the featured block shows it. */
  readonly featuredCard: HTMLElement | null;
  readonly heading: HTMLElement;
  /** What holds the results, whichever show: the grid's heading and cards, "No articles found." or the mentions. */
  readonly results: HTMLElement;
  readonly empty: HTMLElement;
  readonly status: HTMLElement;
  readonly mentions: HTMLElement;
  /** Worded for mentions below matching cards, or for mentions that are the only results. */
  readonly mentionsTitle: HTMLElement;
  readonly mentionList: HTMLElement;
}

/** Long enough that the count is announced and Pagefind asked once per pause in typing, not per key. */
const SETTLE_MS = 250;
const MIN_MENTION_QUERY = 3;
/** Room left between the sticky toolbar and the results brought into view below it, in CSS pixels. */
const REVEAL_GAP = 16;

export function enhanceBlogFilter(root: Document, win: Window): void {
  const list = findBlogList(root);
  if (!list) return;
  const { toolbar, input, links, home, empty, mentions } = list;
  // An archive shows its own category only; the list of every post, any of them.
  const categories = home ? [home] : links.map(filterValue);
  let state = readState(win.location, categories, home);
  let typing = false;
  let mentionSearch: MentionSearch | undefined;
  let settleTimer = 0;
  let everyCard: Promise<void> | undefined;

  /** Filtering a list spread over pages must cover every post: load them all, once. */
  const coverEveryPost = (indexUrl: string) => {
    everyCard ??= loadAllCards(list.grid, indexUrl, root).then(
      (cards) => {
        list.cards = cards;
      },
      // Without the index, filtering still covers this page's posts.
      () => undefined,
    );
    return everyCard;
  };

  /** Shows a view; `reveal` when the visitor changed it here, and its results are to be brought into view. */
  const show = (next: FilterState, announce: boolean, reveal = false) => {
    state = next;
    if (list.indexUrl && isFiltered(next, home)) {
      void coverEveryPost(list.indexUrl).then(() => {
        if (state === next) showLoaded(next, announce, reveal);
      });
    } else {
      showLoaded(next, announce, reveal);
    }
  };

  /** Pagefind, started on the first input, or by the first query long enough to search for (a shared URL's). */
  const startMentionSearch = () => {
    const { searchIndexesPath } = toolbar.dataset;
    mentionSearch ??= searchIndexesPath ? loadMentionSearch(searchIndexesPath) : undefined;
    return mentionSearch;
  };

  const showLoaded = (next: FilterState, announce: boolean, reveal: boolean) => {
    const count = showMatches(list, next);
    const query = next.query.trim();
    const search = query.length >= MIN_MENTION_QUERY ? startMentionSearch() : undefined;
    // With no card shown, "No articles found." waits for the full-text search, which may still find some.
    empty.hidden = count > 0 || search !== undefined;
    if (!search) mentions.hidden = true;
    headResults(list, next);
    if (reveal) revealResults(list, win);
    win.clearTimeout(settleTimer);
    settleTimer = win.setTimeout(() => {
      const shown = search ? showMentions(search, next, query) : Promise.resolve(0);
      void shown.then((mentioned) => {
        if (state !== next) return;
        empty.hidden = count + mentioned > 0;
        headResults(list, next);
        if (reveal) revealResults(list, win);
        if (announce) list.status.textContent = resultsStatus(toolbar, count + mentioned);
      });
    }, SETTLE_MS);
  };

  /** Lists the articles that mention every word of the query though their card is not shown, and returns how many. */
  const showMentions = async (search: MentionSearch, asked: FilterState, query: string): Promise<number> => {
    try {
      const found = await search(query, asked.category);
      if (state !== asked) return 0;
      const shownPaths = new Set(list.cards.filter((card) => !card.hidden).map(cardPath));
      const unseen = found.filter((mention) => !shownPaths.has(new URL(mention.url, win.location.href).pathname));
      renderMentions(list.mentionList, unseen, list.mentionList.dataset.inCode ?? '');
      mentions.hidden = unseen.length === 0;
      return unseen.length;
    } catch {
      // Mentions are an extra: without Pagefind the filtered cards still stand on their own.
      mentions.hidden = true;
      return 0;
    }
  };

  /** Writes the view into the URL; returns whether it changed. */
  const record = (next: FilterState, push: boolean) => {
    const url = urlFor(next, win.location, home);
    if (url === urlFor(state, win.location, home)) return false;
    win.history[push ? 'pushState' : 'replaceState'](null, '', url);
    return true;
  };

  const choose = (next: FilterState, reveal: boolean) => {
    typing = false;
    record(next, true);
    show(next, true, reveal);
  };

  input.addEventListener('input', () => {
    // Started at the first keystroke, so that it is ready by the time the query is long enough.
    startMentionSearch();
    const next = { ...state, query: input.value };
    // The first change of a search gets its own history entry, so Back returns to the view before it.
    typing = record(next, !typing) || typing;
    show(next, true, true);
  });
  for (const link of links) {
    // The browser leaves a chip it focuses under the row's faded end; the row's scroll padding keeps it clear.
    link.addEventListener('focus', () => link.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  }
  // On an archive the links lead to the other archives, each a page of its own.
  for (const link of home ? [] : links) {
    link.addEventListener('click', (event) => {
      // A click meant to open the archive elsewhere (a new tab or window) is the link's to follow.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      choose({ ...state, category: filterValue(link) }, true);
    });
  }
  empty.querySelector('[data-blog-clear]')?.addEventListener('click', () => {
    input.value = '';
    choose({ query: '', category: home }, false);
    input.focus();
  });
  win.addEventListener('popstate', () => {
    typing = false;
    const next = readState(win.location, categories, home);
    input.value = next.query;
    show(next, true);
  });

  input.value = state.query;
  show(state, false);
}

function findBlogList(root: Document): BlogList | null {
  const toolbar = root.querySelector<HTMLElement>('[data-blog-filter]');
  const input = toolbar?.querySelector<HTMLInputElement>('[data-blog-search]');
  const grid = root.querySelector<HTMLElement>('[data-blog-grid]');
  const heading = root.querySelector<HTMLElement>('[data-blog-grid-title]');
  const results = root.querySelector<HTMLElement>('[data-blog-results]');
  const empty = root.querySelector<HTMLElement>('[data-blog-empty]');
  const status = toolbar?.querySelector<HTMLElement>('[data-blog-status]');
  const mentions = root.querySelector<HTMLElement>('[data-blog-mentions]');
  const mentionsTitle = mentions?.querySelector<HTMLElement>('[data-blog-mentions-title]');
  const mentionList = mentions?.querySelector<HTMLElement>('[data-blog-mentions-list]');
  if (!toolbar || !input || !grid || !heading || !results || !empty || !status || !mentions || !mentionsTitle || !mentionList) return null;
  const featured = root.querySelector<HTMLElement>('[data-blog-featured]');
  const cards = [...grid.querySelectorAll<HTMLElement>('[data-post-card]')];
  const links = [...toolbar.querySelectorAll<HTMLAnchorElement>('a[data-filter-value]')];
  const current = links.find((link) => link.getAttribute('aria-current') === 'page');
  return {
    toolbar,
    input,
    links,
    home: current ? filterValue(current) : '',
    grid,
    cards,
    pageCards: new Set(cards),
    indexUrl: grid.dataset.blogIndex || undefined,
    pagination: root.querySelector<HTMLElement>('[data-blog-pagination]'),
    featured,
    featuredCard: featured && grid.querySelector<HTMLElement>(`[data-post-id="${featured.dataset.blogFeatured}"]`),
    heading,
    results,
    empty,
    status,
    mentions,
    mentionsTitle,
    mentionList,
  };
}

function filterValue(link: HTMLAnchorElement): string {
  return link.dataset.filterValue ?? '';
}

function readState(location: Location, categories: readonly string[], home: string): FilterState {
  const params = new URLSearchParams(location.search);
  const category = params.get('category') ?? '';
  return { query: params.get('q') ?? '', category: categories.includes(category) ? category : home };
}

function urlFor(state: FilterState, location: Location, home: string): string {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('q', state.query.trim());
  if (state.category !== home) params.set('category', state.category);
  const search = params.toString();
  return location.pathname + (search ? `?${search}` : '');
}

/** Shows the matching cards, the featured block only at the default view, and returns how many articles show. */
function showMatches(list: BlogList, { query, category }: FilterState): number {
  const needle = query.trim().toLowerCase();
  const isDefault = !isFiltered({ query, category }, list.home);
  let count = 0;
  for (const card of list.cards) {
    const matches = (card.dataset.searchText ?? '').includes(needle) && (!category || card.dataset.category === category);
    // Unfiltered, a page shows its own posts; filtered, every matching post.
    card.hidden = !matches || (isDefault && (card === list.featuredCard || !list.pageCards.has(card)));
    if (!card.hidden) count++;
  }
  if (list.featured) list.featured.hidden = !isDefault;
  if (list.pagination) list.pagination.hidden = !isDefault;
  for (const link of list.links) {
    if (filterValue(link) === category) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  const { titleAll = '', titleCategory = '' } = list.heading.dataset;
  list.heading.textContent = category ? titleCategory.replace('{category}', () => category) : titleAll;
  return count + (isDefault && list.featured ? 1 : 0);
}

/** Whether the view differs from what the page shows by itself: all of its category, or of every post. */
function isFiltered({ query, category }: FilterState, home: string): boolean {
  return query.trim() !== '' || category !== home;
}

function cardPath(card: HTMLElement): string {
  return card.querySelector('a')?.pathname ?? '';
}

/** What screen readers are told the view shows: "1 article found", "3 articles found". */
function resultsStatus(toolbar: HTMLElement, found: number): string {
  const { resultsStatus: many = '', resultsStatusOne: one = '' } = toolbar.dataset;
  return found === 1 ? one : many.replace('{count}', String(found));
}

/**
 * Heads the results as they stand: the grid's heading over matching cards, and over
 * "No articles found."; the mentions' own heading, naming the query, when they are the
 * only results ("Also mentioned in" when they follow cards).
 */
function headResults(list: BlogList, { query, category }: FilterState): void {
  const cardsShown = list.cards.some((card) => !card.hidden);
  list.heading.hidden = !cardsShown && !list.mentions.hidden;
  const { titleAlso = '', titleOnly = '', titleOnlyCategory = '' } = list.mentionsTitle.dataset;
  const only = (category ? titleOnlyCategory : titleOnly).replace('{category}', () => category);
  list.mentionsTitle.textContent = cardsShown ? titleAlso : only.replace('{query}', () => query.trim());
}

/**
 * Brings the results into view after the visitor changed them: a search typed under
 * the hero would otherwise fill a grid below the fold, and filtering can shrink it
 * above the viewport or under the sticky toolbar. The results' top is brought just
 * below where the toolbar sticks, unless it shows there already with the first result
 * whole below it (or, taller than the room, starting there). The page scrolls; focus
 * stays in the search box.
 */
function revealResults(list: BlogList, win: Window): void {
  const first = firstResult(list);
  if (!first) return;
  const stuckBottom = parseFloat(win.getComputedStyle(list.toolbar).top) + list.toolbar.offsetHeight;
  const resultsTop = list.results.getBoundingClientRect().top;
  const { top, height } = first.getBoundingClientRect();
  const room = win.innerHeight - stuckBottom - REVEAL_GAP;
  if (resultsTop >= stuckBottom && top + Math.min(height, room) <= win.innerHeight) return;
  // An absolute target: a smooth scroll may still be under way from the last keystroke.
  const target = win.scrollY + resultsTop - stuckBottom - REVEAL_GAP;
  // No behaviour given: the page's CSS scroll-behavior applies, smooth only without prefers-reduced-motion.
  win.scrollTo({ top: target });
}

/** The first thing the results show: a card, a mention, "No articles found.", or the grid's heading while mentions are sought. */
function firstResult(list: BlogList): HTMLElement | undefined {
  const candidates = [
    list.cards.find((card) => !card.hidden),
    list.mentions.hidden ? null : list.mentionList.querySelector<HTMLElement>('li'),
    list.empty.hidden ? null : list.empty,
    list.heading.hidden ? null : list.heading,
  ];
  return candidates.find((candidate) => candidate) ?? undefined;
}
