import type { ContentError } from '../content/content-error.ts';
import type { HighlightCache, HighlightCacheOptions, HighlightUse } from '../cache/highlight-cache.ts';
import type { CodeThemes } from './code-stylesheet.ts';
import { openCodeCache, startHighlighting } from './highlighter.ts';
import { parseMarkdown, renderMarkdown, type MarkdownSource, type RenderedMarkdown } from './render-markdown.ts';

export interface MarkdownSettings {
  /** Rewrites site paths in links (`/guides/setup`) to the URLs the build serves. */
  readonly link: (path: string) => string;
  /** The accessible label of each code block's copy button. */
  readonly copyLabel: string;
  /** The accessible name of the box each table scrolls in. */
  readonly tableLabel: string;
  /** The light and dark themes code is highlighted in. */
  readonly codeThemes: CodeThemes;
  readonly cache: HighlightCacheOptions;
}

export interface RenderedBatch {
  /** Each body's rendering, in order; undefined for a body with errors. */
  readonly rendered: readonly (RenderedMarkdown | undefined)[];
  readonly errors: readonly ContentError[];
}

/** Turns Markdown bodies into HTML: in this thread (renderHere), or spread over threads (see parallel-render.ts). */
export type MarkdownRenderer = (sources: readonly MarkdownSource[], settings: MarkdownSettings) => Promise<RenderedBatch>;

/** A batch as one thread renders it, with the code blocks it highlighted, for the cache. */
export interface BatchPart extends RenderedBatch {
  readonly highlighting: HighlightUse;
}

/**
 * Bodies parsed, highlighted and rendered together. A parsed body's tree is many
 * times the size of its text: taking a few at a time keeps only their trees alive,
 * where a whole site's trees at once made most of a large build's memory and of its
 * garbage collection.
 */
const chunkSize = 32;

/**
 * Parses the bodies, highlights their code (from the cache where it can) and renders
 * every body without errors. Writes nothing: the caller saves the highlighting.
 */
export async function renderBatch(
  sources: readonly MarkdownSource[],
  settings: Omit<MarkdownSettings, 'cache'>,
  cache: HighlightCache,
): Promise<BatchPart> {
  const highlighting = startHighlighting(cache, settings.codeThemes);
  const { link, copyLabel, tableLabel } = settings;
  const rendered: (RenderedMarkdown | undefined)[] = [];
  const errors: ContentError[] = [];
  for (let start = 0; start < sources.length; start += chunkSize) {
    const parsed = sources.slice(start, start + chunkSize).map(parseMarkdown);
    const clean = parsed.filter((body) => body.errors.length === 0);
    const highlighter = await highlighting.prepare(clean.flatMap((body) => body.codeBlocks));
    for (const body of parsed) {
      rendered.push(body.errors.length === 0 ? renderMarkdown(body, { highlighter, link, copyLabel, tableLabel }) : undefined);
      errors.push(...body.errors);
    }
  }
  return { rendered, errors, highlighting: highlighting.use() };
}

/** Renders every body in this thread. */
export const renderHere: MarkdownRenderer = async (sources, settings) => {
  const cache = openCodeCache(settings.cache, settings.codeThemes);
  const part = await renderBatch(sources, settings, cache);
  await cache.save([part.highlighting]);
  return part;
};
