import type { BundledLanguage } from 'shiki';
import { bundledLanguages } from 'shiki/langs';
import shikiPackage from 'shiki/package.json' with { type: 'json' };
import type { Element, Root } from 'hast';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeFileAtomically } from '../output/write-atomically.ts';

export const codeTheme = 'github-light';

/** Fences that are shown as they are, without a grammar. */
const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext']);

/**
 * The theme's orange (variables, parameters) reaches only 3.5:1 on white; WCAG AA asks
 * 4.5:1 for text, so it is darkened. The theme's other colours pass.
 */
const accessibleColours: Record<string, string> = { '#e36209': '#b35000' };

/** Changes whenever cached output could differ: another shiki, theme or conversion below. */
const cacheVersion = `shiki ${shikiPackage.version}, ${codeTheme}, ${JSON.stringify(accessibleColours)}, hast names 1`;

export function isKnownLanguage(lang: string): boolean {
  return plainLanguages.has(lang) || lang in bundledLanguages;
}

export interface CodeBlock {
  readonly code: string;
  readonly lang: string;
}

export interface CodeHighlighter {
  /** The `<pre>` element of a block given to createCodeHighlighter. */
  highlight(code: string, lang: string): Element;
}

export interface HighlightCacheOptions {
  /** Where highlighted blocks are kept between builds; none means no caching. */
  readonly file?: string | undefined;
  /**
   * Whether the blocks given are every block of the site: only then are the other
   * cached blocks dropped, so that the cache never grows with deleted code.
   */
  readonly everyBlock?: boolean;
}

/** Highlighted `<pre>` elements by block: what the cache file holds. */
export type HighlightedBlocks = Record<string, Element>;

/** The cache's blocks, read on first need and only once: a build with nothing to highlight never reads it. */
export type CachedBlocks = () => Promise<HighlightedBlocks>;

export function readCacheOnce(cache: HighlightCacheOptions): CachedBlocks {
  let reading: Promise<HighlightedBlocks> | undefined;
  return () => (reading ??= cache.file ? readHighlightCache(cache.file) : Promise.resolve({}));
}

/** The blocks a set of bodies needed, highlighted: from the cache, or by shiki for `missed` of them. */
export interface Highlighting {
  readonly highlighter: CodeHighlighter;
  readonly used: HighlightedBlocks;
  readonly missed: number;
}

/**
 * Highlights every code block of the build up front, so that Markdown rendering can
 * ask for them synchronously. Blocks highlighted by an earlier build are read from
 * the cache; shiki is loaded only for the others, once, with only their languages
 * (loading every grammar shiki bundles takes seconds).
 */
export async function createCodeHighlighter(blocks: readonly CodeBlock[], cache: HighlightCacheOptions = {}): Promise<CodeHighlighter> {
  const cached = readCacheOnce(cache);
  const highlighting = await highlightBlocks(blocks, cached);
  await saveHighlighting(cache, cached, [highlighting]);
  return highlighting.highlighter;
}

/** Highlights the blocks, taking those already in the cache from it; writes nothing. */
export async function highlightBlocks(blocks: readonly CodeBlock[], cachedBlocks: CachedBlocks): Promise<Highlighting> {
  const cached = blocks.length > 0 ? await cachedBlocks() : {};
  const used: HighlightedBlocks = {};
  const misses: CodeBlock[] = [];
  for (const block of blocks) {
    const key = keyOf(block.code, block.lang);
    const hit = cached[key];
    if (hit) used[key] = hit;
    else misses.push(block);
  }
  if (misses.length) {
    const highlight = await startShiki(misses.map((block) => block.lang));
    for (const block of misses) used[keyOf(block.code, block.lang)] = highlight(block);
  }
  return {
    used,
    missed: misses.length,
    highlighter: {
      highlight(code, lang) {
        const element = used[keyOf(code, lang)];
        if (!element) throw new Error(`A ${lang} code block was rendered without being highlighted first`);
        return structuredClone(element);
      },
    },
  };
}

/** Writes what one or more highlightings of a build used into the cache, when that changes it. */
export async function saveHighlighting(
  cache: HighlightCacheOptions,
  cachedBlocks: CachedBlocks,
  parts: readonly Pick<Highlighting, 'used' | 'missed'>[],
): Promise<void> {
  const missed = parts.some((part) => part.missed > 0);
  if (!cache.file || !(missed || cache.everyBlock)) return;
  const cached = await cachedBlocks();
  const used: HighlightedBlocks = Object.assign({}, ...parts.map((part) => part.used));
  const pruned = cache.everyBlock === true && Object.keys(cached).length !== Object.keys(used).length;
  if (missed || pruned) await writeCache(cache.file, cache.everyBlock ? used : { ...cached, ...used });
}

function keyOf(code: string, lang: string): string {
  return createHash('sha256').update(`${lang}\n${code}`).digest('base64url');
}

async function startShiki(languages: readonly string[]): Promise<(block: CodeBlock) => Element> {
  // Loaded only when a block is not in the cache: a rebuild after an edit without code never pays for it.
  const { createHighlighter, createJavaScriptRegexEngine } = await import('shiki');
  const langs = [...new Set(languages)].filter((lang): lang is BundledLanguage => lang in bundledLanguages);
  const highlighter = await createHighlighter({
    themes: [codeTheme],
    langs,
    // The JavaScript regex engine starts faster than the WebAssembly one and gives identical
    // output for this site's languages; `forgiving` skips a pattern it cannot translate
    // instead of failing the build over a colour.
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return ({ code, lang }) => {
    const root: Root = highlighter.codeToHast(code, {
      lang: plainLanguages.has(lang) ? 'text' : lang,
      theme: codeTheme,
      colorReplacements: accessibleColours,
    });
    const pre = root.children[0];
    if (pre?.type !== 'element') throw new Error('shiki returned no <pre> element');
    return withHastPropertyNames(pre);
  };
}

/** The blocks highlighted by earlier builds; empty when there are none or the file cannot be used. */
async function readHighlightCache(file: string): Promise<HighlightedBlocks> {
  try {
    const cache = JSON.parse(await readFile(file, 'utf8')) as { version?: string; entries?: HighlightedBlocks };
    return cache.version === cacheVersion && cache.entries ? cache.entries : {};
  } catch {
    // No cache yet, or an unreadable one: highlight everything again.
    return {};
  }
}

function writeCache(file: string, entries: HighlightedBlocks): Promise<void> {
  return writeFileAtomically(file, JSON.stringify({ version: cacheVersion, entries }));
}

/**
 * shiki names attributes as in HTML (`class`, `tabindex`), while hast and its
 * sanitizer expect property names (`className`, `tabIndex`).
 */
function withHastPropertyNames(element: Element): Element {
  const { class: className, tabindex: tabIndex, ...rest } = element.properties;
  const properties: Element['properties'] = { ...rest };
  if (typeof className === 'string') properties.className = className.split(' ');
  if (tabIndex !== undefined) properties.tabIndex = Number(tabIndex);
  return {
    ...element,
    properties,
    children: element.children.map((child) => (child.type === 'element' ? withHastPropertyNames(child) : child)),
  };
}
