/**
 * "Also mentioned in": articles whose body matches a query, found with Pagefind's
 * browser API. Pagefind is loaded only when asked, so it costs nothing on page load.
 *
 * A build may leave two indexes: the full one, and a delta holding the articles
 * changed since the full one was built (see src/pipeline/search-plan.ts). Both are
 * searched; the full index's results for articles the delta replaces are dropped.
 */

export interface Mention {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string };
}

interface Pagefind {
  init(): Promise<void>;
  search(query: string, options: { filters?: Record<string, string> }): Promise<{ results: { score?: number; data(): Promise<Mention> }[] }>;
}

/** What the build says of the delta: pagefind-delta.json. */
interface DeltaManifest {
  readonly index: string | null;
  readonly replaced: readonly string[];
}

interface Found {
  readonly score: number;
  readonly mention: Mention;
}

/** Finds the articles mentioning a query, optionally within one category. */
export type MentionSearch = (query: string, category: string) => Promise<Mention[]>;

/** Starts loading Pagefind and its indexes now, so the first real search is quick. */
export function loadMentionSearch(moduleUrl: string, deltaManifestUrl?: string): MentionSearch {
  const full = startPagefind(moduleUrl);
  const delta = deltaManifestUrl ? loadDelta(deltaManifestUrl) : Promise.resolve(undefined);
  // A failed load must not surface as an unhandled rejection; each search reports it instead.
  full.catch(() => undefined);
  delta.catch(() => undefined);
  return async (query, category) => {
    const options = category ? { filters: { category } } : {};
    const [fromFull, latest] = await Promise.all([
      search(full, query, options),
      delta.then(async (loaded) => loaded && { replaced: loaded.replaced, found: await search(loaded.pagefind, query, options) }),
    ]);
    if (!latest) return fromFull.map((found) => found.mention);
    return [...fromFull.filter((found) => !latest.replaced.has(found.mention.url)), ...latest.found]
      .sort((a, b) => b.score - a.score)
      .map((found) => found.mention);
  };
}

function startPagefind(moduleUrl: string): Promise<Pagefind> {
  return (import(moduleUrl) as Promise<Pagefind>).then(async (api) => {
    await api.init();
    return api;
  });
}

async function loadDelta(manifestUrl: string): Promise<{ pagefind: Promise<Pagefind>; replaced: Set<string> } | undefined> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl}: ${response.status}`);
  const manifest = (await response.json()) as DeltaManifest;
  if (manifest.index === null && manifest.replaced.length === 0) return undefined;
  // With no delta index, some articles were only removed: their old results are dropped all the same.
  const pagefind = manifest.index === null ? Promise.resolve(emptyIndex) : startPagefind(new URL(manifest.index, response.url).href);
  return { pagefind, replaced: new Set(manifest.replaced) };
}

const emptyIndex: Pagefind = { init: async () => undefined, search: async () => ({ results: [] }) };

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
