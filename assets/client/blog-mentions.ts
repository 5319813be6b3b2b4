/**
 * "Also mentioned in": articles whose body matches a query, found with Pagefind's
 * browser API. Pagefind is loaded only when asked, so it costs nothing on page load.
 */

export interface Mention {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string };
}

interface Pagefind {
  init(): Promise<void>;
  search(query: string, options: { filters?: Record<string, string> }): Promise<{ results: { data(): Promise<Mention> }[] }>;
}

/** Finds the articles mentioning a query, optionally within one category. */
export type MentionSearch = (query: string, category: string) => Promise<Mention[]>;

/** Starts loading Pagefind and its index now, so the first real search is quick. */
export function loadMentionSearch(moduleUrl: string): MentionSearch {
  const pagefind = (import(moduleUrl) as Promise<Pagefind>).then(async (api) => {
    await api.init();
    return api;
  });
  // A failed load must not surface as an unhandled rejection; each search reports it instead.
  pagefind.catch(() => undefined);
  return async (query, category) => {
    const { results } = await (await pagefind).search(query, category ? { filters: { category } } : {});
    return Promise.all(results.map((result) => result.data()));
  };
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
