/**
 * The search page: runs the query in the address (`/search/?q=...`) against the
 * Pagefind index the build wrote, and lists the pages it finds. Without the script
 * the page says that search needs it; every page stays reachable from the sidebar.
 */

interface PagefindResult {
  data(): Promise<{ url: string; meta: { title?: string }; excerpt: string }>;
}

interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

/** What the build says of its index: search-indexes.json, one module per part. */
interface SearchManifest {
  readonly parts: readonly string[];
}

async function showResults(doc: Document, location: Location): Promise<void> {
  const status = doc.querySelector<HTMLElement>('[data-search-status]');
  const list = doc.querySelector<HTMLOListElement>('[data-search-results]');
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? '';
  const input = doc.querySelector<HTMLInputElement>('#site-search');
  if (!status || !list) return;
  if (input) input.value = query;
  status.textContent = '';
  if (!query) return;
  const manifestUrl = new URL('../search-indexes.json', location.href);
  const manifest = (await (await fetch(manifestUrl)).json()) as SearchManifest;
  const found = await Promise.all(
    manifest.parts.map(async (part) => {
      const pagefind = (await import(new URL(part, manifestUrl).href)) as Pagefind;
      await pagefind.init();
      const { results } = await pagefind.search(query);
      return Promise.all(results.map((result) => result.data()));
    }),
  );
  const pages = found.flat();
  if (pages.length === 0) status.textContent = status.dataset.noResults ?? '';
  list.replaceChildren(
    ...pages.map((record) => {
      const item = doc.createElement('li');
      const link = doc.createElement('a');
      const excerpt = doc.createElement('p');
      link.href = record.url;
      link.textContent = record.meta.title ?? record.url;
      // Pagefind's excerpt is the page's own text with the query's words in <mark>: only its text is shown.
      excerpt.textContent = new DOMParser().parseFromString(record.excerpt, 'text/html').body.textContent;
      item.append(link, excerpt);
      return item;
    }),
  );
}

void showResults(document, window.location);
