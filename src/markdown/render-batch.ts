import type { ContentError } from '../content/content-error.ts';
import type { HighlightCache, HighlightCacheOptions, HighlightUse } from '../cache/highlight-cache.ts';
import type { ContentSources, LoadedData } from '../definition/content-sources.ts';
import type { MarkdownSettings } from '../definition/define-site.ts';
import type { SiteModule } from '../render/load-site-module.ts';
import type { CodeThemes } from './code-stylesheet.ts';
import { openCodeCache, startHighlighting } from './highlighter.ts';
import { markdownPipeline, type RenderingSettings } from './markdown-pipeline.ts';
import { parseMarkdown, renderMarkdown, type MarkdownSource, type RenderedMarkdown } from './render-markdown.ts';

/** What a batch of bodies is rendered with. */
export interface BatchSettings {
  /** Rewrites site paths in links (`/guides/setup`) to the URLs the build serves. */
  readonly link: (path: string) => string;
  /** The site's Markdown settings (see markdownSettingsOf); undefined while its data files have errors. */
  readonly markdown: MarkdownSettings | undefined;
  /** What a worker thread makes the same settings from when they hold plugins: the site module, which it imports, and the data files it calls `markdown` with. */
  readonly origin: MarkdownOrigin;
  /** The light and dark themes code is highlighted in. */
  readonly codeThemes: CodeThemes;
  readonly cache: HighlightCacheOptions;
}

/** Where a site's Markdown settings come from. */
export interface MarkdownOrigin {
  readonly module: SiteModule;
  /** The data files' values; undefined while they have errors. */
  readonly data: LoadedData<ContentSources> | undefined;
}

export interface RenderedBatch {
  /** Each body's rendering, in order; undefined for a body that cannot be rendered (see ParsedMarkdown.renderable). */
  readonly rendered: readonly (RenderedMarkdown | undefined)[];
  readonly errors: readonly ContentError[];
}

/** Turns Markdown bodies into HTML: in this thread (renderHere), or spread over threads (see parallel-render.ts). */
export type MarkdownRenderer = (sources: readonly MarkdownSource[], settings: BatchSettings) => Promise<RenderedBatch>;

/** A chunk of a batch as one thread renders it, with the code blocks it highlighted, for the cache: what a worker sends. */
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

/** The bodies in chunks, in order, as renderChunks takes them. */
export function chunksOf(sources: readonly MarkdownSource[]): (readonly MarkdownSource[])[] {
  return Array.from({ length: Math.ceil(sources.length / chunkSize) }, (_, index) =>
    sources.slice(index * chunkSize, (index + 1) * chunkSize),
  );
}

/**
 * Parses each chunk's bodies, highlights their code (from the cache where it can) and
 * renders every body without errors: each chunk's part is handed on as soon as it is
 * made, so that a worker thread holds no more than one chunk's renderings. The chunks
 * may arrive one by one (a worker's, from the thread that shares them out). Writes
 * nothing: the caller saves the highlighting.
 */
export async function* renderChunks(
  chunks: Iterable<readonly MarkdownSource[]> | AsyncIterable<readonly MarkdownSource[]>,
  settings: { readonly link: (path: string) => string; readonly markdown: RenderingSettings | undefined; readonly codeThemes: CodeThemes },
  cache: HighlightCache,
): AsyncGenerator<BatchPart> {
  const highlighting = startHighlighting(cache, settings.codeThemes);
  const pipeline = markdownPipeline(settings.markdown, settings.link);
  for await (const chunk of chunks) {
    const parsed = chunk.map((source) => parseMarkdown(source, pipeline));
    const renderable = parsed.filter((body) => body.renderable);
    const { highlighter, use } = await highlighting.prepare(renderable.flatMap((body) => body.codeBlocks));
    yield {
      rendered: parsed.map((body) => (body.renderable ? renderMarkdown(body, pipeline, highlighter) : undefined)),
      errors: parsed.flatMap((body) => body.errors),
      highlighting: use,
    };
  }
}

/** Renders every body in this thread. */
export const renderHere: MarkdownRenderer = async (sources, settings) => {
  const cache = openCodeCache(settings.cache, settings.codeThemes);
  const parts: BatchPart[] = [];
  for await (const part of renderChunks(chunksOf(sources), settings, cache)) parts.push(part);
  await cache.save(parts.map((part) => part.highlighting));
  return { rendered: parts.flatMap((part) => part.rendered), errors: parts.flatMap((part) => part.errors) };
};
