import type { BundledLanguage } from 'shiki';
import { bundledLanguages } from 'shiki/langs';
import shikiPackage from 'shiki/package.json' with { type: 'json' };
import type { Element, Root } from 'hast';
import { createHash } from 'node:crypto';
import { openHighlightCache, type HighlightCache, type HighlightCacheOptions, type HighlightUse } from '../cache/highlight-cache.ts';

const codeTheme = 'github-light';

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
  /** The `<pre>` element of a block given to highlightBlocks. */
  highlight(code: string, lang: string): Element;
}

/** The blocks a set of bodies needed, highlighted: from the cache, or by shiki for the `fresh` ones. */
export interface Highlighting extends HighlightUse {
  readonly highlighter: CodeHighlighter;
}

/** Opens the cache of highlighted blocks of one build (see highlight-cache.ts). */
export function openCodeCache(options: HighlightCacheOptions): HighlightCache {
  return openHighlightCache(options, cacheVersion);
}

/**
 * Highlights every code block of a batch up front, so that Markdown rendering can
 * ask for them synchronously. Blocks highlighted by an earlier build are taken from
 * the cache; shiki is loaded only for the others, once, with only their languages
 * (loading every grammar shiki bundles takes seconds). Writes nothing: the caller
 * saves the highlighting.
 */
export async function highlightBlocks(blocks: readonly CodeBlock[], cache: HighlightCache): Promise<Highlighting> {
  const keyed = blocks.map((block) => ({ block, key: keyOf(block.code, block.lang) }));
  const used = await cache.lookup(keyed.map(({ key }) => key));
  const misses = keyed.filter(({ key }) => !used[key]);
  if (misses.length) {
    const highlight = await startShiki(misses.map(({ block }) => block.lang));
    for (const { block, key } of misses) used[key] = highlight(block);
  }
  return {
    used,
    fresh: [...new Set(misses.map(({ key }) => key))],
    highlighter: {
      highlight(code, lang) {
        const element = used[keyOf(code, lang)];
        if (!element) throw new Error(`A ${lang} code block was rendered without being highlighted first`);
        return structuredClone(element);
      },
    },
  };
}

function keyOf(code: string, lang: string): string {
  return createHash('sha256').update(`${lang}\n${code}`).digest('hex');
}

async function startShiki(languages: readonly string[]): Promise<(block: CodeBlock) => Element> {
  // Loaded only when a block is not in the cache: a rebuild after an edit without code never pays for it.
  const { createHighlighter, createOnigurumaEngine } = await import('shiki');
  const langs = [...new Set(languages)].filter((lang): lang is BundledLanguage => lang in bundledLanguages);
  const highlighter = await createHighlighter({
    themes: [codeTheme],
    langs,
    // Oniguruma, compiled to WebAssembly, is the regex engine the grammars are written for.
    // It also compiles them faster than the JavaScript engine translates them: 0.1 s
    // instead of 0.3 s for SQL's.
    engine: createOnigurumaEngine(import('shiki/wasm')),
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
