/**
 * "Also mentioned in": articles whose body matches a query, found with Pagefind's
 * browser API. Pagefind is loaded only when asked, so it costs nothing on page load.
 *
 * The build names the parts of the index in search-indexes.json: one part per
 * thousand or so articles (see src/output/search-index.ts). Every part is searched
 * and their results merged by score.
 */

export interface Mention {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string };
}

interface Pagefind {
  init(): Promise<void>;
  search(
    query: string,
    options: { filters?: Record<string, string> },
  ): Promise<{ results: { score?: number; data(): Promise<Mention> }[] }>;
}

/** What the build says of its index: search-indexes.json (src/output/search-index.ts). */
interface SearchManifest {
  readonly parts: readonly string[];
}

interface Found {
  readonly score: number;
  readonly mention: Mention;
}

/** Finds the articles mentioning a query, optionally within one category. */
export type MentionSearch = (query: string, category: string) => Promise<Mention[]>;

/** Starts loading Pagefind and its indexes now, so the first real search is quick. */
export function loadMentionSearch(manifestUrl: string): MentionSearch {
  const indexes = loadIndexes(manifestUrl);
  // A failed load must not surface as an unhandled rejection; each search reports it instead.
  indexes.catch(() => undefined);
  return async (query, category) => {
    const options = category ? { filters: { category } } : {};
    const found = await Promise.all((await indexes).map((part) => search(part, query, options)));
    return found
      .flat()
      .sort((a, b) => b.score - a.score)
      .map((result) => result.mention);
  };
}

async function loadIndexes(manifestUrl: string): Promise<readonly Promise<Pagefind>[]> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl}: ${response.status}`);
  const manifest = (await response.json()) as SearchManifest;
  const start = (moduleUrl: string) => {
    const pagefind = startPagefind(new URL(moduleUrl, response.url).href);
    pagefind.catch(() => undefined);
    return pagefind;
  };
  return manifest.parts.map(start);
}

function startPagefind(moduleUrl: string): Promise<Pagefind> {
  return (import(moduleUrl) as Promise<Pagefind>).then(async (api) => {
    await api.init();
    return api;
  });
}

async function search(pagefind: Promise<Pagefind>, query: string, options: { filters?: Record<string, string> }): Promise<Found[]> {
  const { results } = await (await pagefind).search(query, options);
  return Promise.all(results.map(async (result) => ({ score: result.score ?? 0, mention: await result.data() })));
}

export function renderMentions(list: HTMLElement, mentions: readonly Mention[]): void {
  const doc = list.ownerDocument;
  list.replaceChildren(
    ...mentions.map((mention) => {
      const item = doc.createElement('li');
      const link = doc.createElement('a');
      const excerpt = doc.createElement('p');
      link.href = mention.url;
      link.textContent = mention.meta.title ?? mention.url;
      excerpt.append(...excerptNodes(doc, mention.excerpt));
      item.append(link, excerpt);
      return item;
    }),
  );
}

/**
 * Pagefind's excerpt is page text with `<` and `>` escaped and each match wrapped
 * in <mark>. Rebuilding it from text nodes and <mark> elements, never parsing it
 * as HTML, keeps anything else in the text from becoming markup.
 */
function excerptNodes(doc: Document, excerpt: string): Node[] {
  return excerpt.split(/<\/?mark>/).map((part, index) => {
    const text = part.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    if (index % 2 === 0) return doc.createTextNode(text);
    const mark = doc.createElement('mark');
    mark.textContent = text;
    return mark;
  });
}
