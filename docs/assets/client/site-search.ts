/**
 * Searches the index sitegen builds with Pagefind. The build lists the index's parts
 * in the manifest the search form names (search-indexes.json); each part is a
 * Pagefind module, loaded when the first search runs, and their results are merged
 * by score.
 */

interface PagefindResult {
  readonly score?: number;
  data(): Promise<{ readonly url: string; readonly excerpt: string; readonly meta: { readonly title?: string } }>;
}

interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{ readonly results: readonly PagefindResult[] }>;
}

interface Found {
  readonly score: number;
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
}

/** How many results a search lists. */
const shownResults = 20;

export function enhanceSearch(root: Document, location: Location): void {
  const form = root.querySelector<HTMLFormElement>('form[data-search-manifest]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !list || !status || !input) return;
  const manifest = new URL(form.dataset.searchManifest ?? '', location.href);
  let indexes: Promise<Pagefind[]> | undefined;

  const run = async (query: string) => {
    indexes ??= loadIndexes(manifest);
    status.textContent = 'Searching…';
    try {
      const found = await searchAll(await indexes, query);
      list.replaceChildren(...found.slice(0, shownResults).map((result) => resultItem(root, result)));
      status.textContent = matchCount(found.length, query);
    } catch (error) {
      indexes = undefined;
      status.textContent = 'The search index could not be loaded. Try again in a moment.';
      console.error(error);
    }
  };

  // The form sends its query to this page as `?q=`: the page searches for the query its address holds.
  const query = new URLSearchParams(location.search).get('q')?.trim();
  if (query) {
    input.value = query;
    void run(query);
  }
}

function matchCount(count: number, query: string): string {
  if (count === 0) return `Nothing matches “${query}”.`;
  return count === 1 ? `1 page matches “${query}”.` : `${count} pages match “${query}”.`;
}

async function loadIndexes(manifest: URL): Promise<Pagefind[]> {
  const response = await fetch(manifest);
  if (!response.ok) throw new Error(`${manifest.href}: ${response.status}`);
  const { parts } = (await response.json()) as { parts: readonly string[] };
  return Promise.all(
    parts.map(async (part) => {
      const pagefind = (await import(new URL(part, response.url).href)) as Pagefind;
      await pagefind.init();
      return pagefind;
    }),
  );
}

async function searchAll(indexes: readonly Pagefind[], query: string): Promise<Found[]> {
  const found = await Promise.all(
    indexes.map(async (pagefind) => {
      const { results } = await pagefind.search(query);
      return Promise.all(
        results.slice(0, shownResults).map(async (result) => {
          const data = await result.data();
          return { score: result.score ?? 0, url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
        }),
      );
    }),
  );
  return found.flat().sort((a, b) => b.score - a.score);
}

/** A result as a link and its excerpt. The excerpt is made of text and <mark> elements, never parsed as HTML. */
function resultItem(root: Document, result: Found): HTMLElement {
  const item = root.createElement('li');
  const link = root.createElement('a');
  link.href = result.url;
  link.textContent = result.title;
  const excerpt = root.createElement('p');
  // Pagefind's excerpt is escaped text with the query's words between <mark> and </mark>.
  result.excerpt.split(/<\/?mark>/).forEach((part, index) => {
    const text = unescaped(part);
    if (index % 2 === 0) excerpt.append(text);
    else excerpt.append(Object.assign(root.createElement('mark'), { textContent: text }));
  });
  item.append(link, excerpt);
  return item;
}

function unescaped(text: string): string {
  return text.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_entity, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name] ?? '',
  );
}
