import type { ContentError } from '../content/content-error.ts';
import type { HighlightCache, HighlightCacheOptions } from '../cache/highlight-cache.ts';
import { highlightBlocks, openCodeCache, type Highlighting } from './highlighter.ts';
import { parseMarkdown, renderMarkdown, type MarkdownSource, type RenderedMarkdown } from './render-markdown.ts';

export interface MarkdownSettings {
  /** Rewrites site paths in links (`/guides/setup`) to the URLs the build serves. */
  readonly link: (path: string) => string;
  /** The accessible label of each code block's copy button. */
  readonly copyLabel: string;
  /** The accessible name of the box each table scrolls in. */
  readonly tableLabel: string;
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
  readonly highlighting: Highlighting;
}

/**
 * Parses the bodies, highlights their code (from the cache where it can) and renders
 * every body without errors. Writes nothing: the caller saves the highlighting.
 */
export async function renderBatch(
  sources: readonly MarkdownSource[],
  settings: Omit<MarkdownSettings, 'cache'>,
  cache: HighlightCache,
): Promise<BatchPart> {
  const parsed = sources.map(parseMarkdown);
  const clean = parsed.filter((body) => body.errors.length === 0);
  const blocks = clean.flatMap((body) => body.codeBlocks);
  const highlighting = await highlightBlocks(blocks, cache);
  const { link, copyLabel, tableLabel } = settings;
  const options = { highlighter: highlighting.highlighter, link, copyLabel, tableLabel };
  return {
    rendered: parsed.map((body) => (body.errors.length === 0 ? renderMarkdown(body, options) : undefined)),
    errors: parsed.flatMap((body) => body.errors),
    highlighting,
  };
}

/** Renders every body in this thread. */
export const renderHere: MarkdownRenderer = async (sources, settings) => {
  const cache = openCodeCache(settings.cache);
  const part = await renderBatch(sources, settings, cache);
  await cache.save([part.highlighting]);
  return part;
};
