/**
 * "Also mentioned in": articles whose text mentions every word of a query, found with
 * Pagefind's browser API. Pagefind is loaded only when asked, so it costs nothing on
 * page load.
 *
 * The build names the parts of the index in search-indexes.json: one part per
 * thousand or so articles (see src/output/search-index.ts). Every part is searched
 * and their results merged by score. A result is kept only when its text mentions
 * every word of the query (mention-words.ts): Pagefind's own results also hold pages
 * it matched by a word's stem, or by the words it split an unknown word into.
 */
import { mentionExcerpt, type ExcerptPart, type WordRange } from './mention-excerpt.ts';
import { mentionsEveryWord, queryWords } from './mention-words.ts';

/** An article that mentions a query: where it is, its title, and the passage of its prose to show (none when only its code does). */
export interface Mention {
  readonly url: string;
  readonly title: string;
  readonly excerpt: readonly ExcerptPart[] | undefined;
}

/** What Pagefind tells of a result: its text (with `<` and `>` escaped), and each element with an id, where its words start. */
interface PagefindRecord {
  readonly url: string;
  readonly content: string;
  readonly meta: { readonly title?: string };
  readonly anchors?: readonly { readonly element: string; readonly text: string; readonly location: number }[];
}

interface Pagefind {
  init(): Promise<void>;
  search(
    query: string,
    options: { filters?: Record<string, string> },
  ): Promise<{ results: { score?: number; data(): Promise<PagefindRecord> }[] }>;
}

/** What the build says of its index: search-indexes.json (src/output/search-index.ts). */
interface SearchManifest {
  readonly parts: readonly string[];
}

interface Found {
  readonly score: number;
  readonly record: PagefindRecord;
}

/** The articles' code blocks, weighed low in the index (templates/blog-files.ts), each an anchor of its article there. */
const codeElement = 'pre';

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
    const words = queryWords(query);
    return found
      .flat()
      .sort((a, b) => b.score - a.score)
      .flatMap(({ record }) => {
        const text = unescaped(record.content);
        return mentionsEveryWord(text, words) ? [mentionOf(record, text, words)] : [];
      });
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
  return Promise.all(results.map(async (result) => ({ score: result.score ?? 0, record: await result.data() })));
}

function mentionOf(record: PagefindRecord, text: string, words: readonly string[]): Mention {
  const code = (record.anchors ?? []).filter((anchor) => anchor.element === codeElement).map(wordsOf);
  return { url: record.url, title: record.meta.title ?? record.url, excerpt: mentionExcerpt(text, code, words) };
}

/** The words an anchored element takes in its page's text: from where it starts, as many as its own text has. */
function wordsOf(anchor: { readonly text: string; readonly location: number }): WordRange {
  const count = anchor.text.split(/\s+/).filter(Boolean).length;
  return { start: anchor.location, end: anchor.location + count };
}

/** Pagefind's text of a page escapes `<` and `>`, and nothing else. */
function unescaped(content: string): string {
  return content.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Lists the mentions, each a link and its passage, or the note that only its code
 * has the words. The passage is made of text nodes and <mark> elements, never parsed
 * as HTML, so nothing in an article's text can become markup.
 */
export function renderMentions(list: HTMLElement, mentions: readonly Mention[], inCodeNote: string): void {
  const doc = list.ownerDocument;
  list.replaceChildren(
    ...mentions.map((mention) => {
      const item = doc.createElement('li');
      const link = doc.createElement('a');
      const excerpt = doc.createElement('p');
      link.href = mention.url;
      link.textContent = mention.title;
      if (mention.excerpt) excerpt.append(...mention.excerpt.map((part) => excerptNode(doc, part)));
      else excerpt.textContent = inCodeNote;
      item.append(link, excerpt);
      return item;
    }),
  );
}

function excerptNode(doc: Document, { text, marked }: ExcerptPart): Node {
  if (!marked) return doc.createTextNode(text);
  const mark = doc.createElement('mark');
  mark.textContent = text;
  return mark;
}
