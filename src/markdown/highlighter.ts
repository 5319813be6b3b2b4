import type { BundledLanguage, Highlighter, ShikiTransformer } from 'shiki';
import { bundledLanguages } from 'shiki/langs';
import shikiPackage from 'shiki/package.json' with { type: 'json' };
import { createHash } from 'node:crypto';
import {
  openHighlightCache,
  type HighlightCache,
  type HighlightCacheOptions,
  type HighlightedBlocks,
  type HighlightUse,
} from '../cache/highlight-cache.ts';
import { declarationClasses, themeClasses } from './code-classes.ts';
import { compactText } from './compact-text.ts';
import type { CodeThemes } from './code-stylesheet.ts';

/** Fences that are shown as they are, without a grammar. */
const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext']);

/** Changes whenever cached output could differ: another shiki, other themes or another conversion below. */
function cacheVersion(themes: CodeThemes): string {
  return `shiki ${shikiPackage.version}, ${themes.light} and ${themes.dark}, HTML with classes, lines never cut short 4`;
}

export function isKnownLanguage(lang: string): boolean {
  return plainLanguages.has(lang) || lang in bundledLanguages;
}

export interface CodeBlock {
  readonly code: string;
  readonly lang: string;
}

export interface CodeHighlighter {
  /** The `<pre>` element of a block given to `prepare`, as HTML. */
  highlight(code: string, lang: string): string;
}

/**
 * Highlights the code of one thread's bodies, one batch after another, with one shiki
 * for all of them: rendering asks for each block synchronously, so a batch's blocks
 * are highlighted before it is rendered.
 */
export interface CodeHighlighting {
  /**
   * Highlights these blocks: from the cache where an earlier build highlighted them,
   * by shiki otherwise (loaded on the first block the cache lacks, and with only the
   * grammars the blocks need: loading every grammar shiki bundles takes seconds).
   */
  prepare(blocks: readonly CodeBlock[]): Promise<PreparedBlocks>;
}

export interface PreparedBlocks {
  readonly highlighter: CodeHighlighter;
  /** The blocks prepared, and which of them shiki made: what the caller saves the cache from. */
  readonly use: HighlightUse;
}

/** Opens the cache of blocks highlighted in these themes by one build (see highlight-cache.ts). */
export function openCodeCache(options: HighlightCacheOptions, themes: CodeThemes): HighlightCache {
  return openHighlightCache(options, cacheVersion(themes));
}

/** Highlights in both themes at once, into classes that code-stylesheet.ts defines: the HTML holds no style attribute. */
export function startHighlighting(cache: HighlightCache, themes: CodeThemes): CodeHighlighting {
  const used: HighlightedBlocks = {};
  const shiki = sharedShikiSession(themes);
  const highlighter: CodeHighlighter = {
    highlight(code, lang) {
      const html = used[keyOf(code, lang)];
      if (html === undefined) throw new Error(`A ${lang} code block was rendered without being highlighted first`);
      return html;
    },
  };
  return {
    async prepare(blocks) {
      const keyed = new Map(blocks.map((block) => [keyOf(block.code, block.lang), block]));
      Object.assign(used, await cache.lookup([...keyed.keys()].filter((key) => !used[key])));
      const misses = [...keyed].filter(([key]) => !used[key]);
      if (misses.length) {
        const highlight = await shiki(misses.map(([, block]) => block.lang));
        for (const [key, block] of misses) used[key] = compactText(highlight(block));
      }
      const prepared = [...keyed.keys()].flatMap((key) => {
        const html = used[key];
        return html === undefined ? [] : [[key, html] as const];
      });
      return { highlighter, use: { used: Object.fromEntries(prepared), fresh: misses.map(([key]) => key) } };
    },
  };
}

function keyOf(code: string, lang: string): string {
  return createHash('sha256').update(`${lang}\n${code}`).digest('hex');
}

/** Highlights blocks of these languages, once their grammars are loaded. */
type ShikiSession = (languages: readonly string[]) => Promise<(block: CodeBlock) => string>;

/**
 * One shiki per thread and pair of themes, for every build the thread makes. A
 * highlighter keeps its grammars' compiled patterns in WebAssembly memory, which no
 * garbage collection frees: the dev server, starting one for each rebuild with new
 * code, grew by 10 MB a save, and shiki warned of it from the tenth.
 */
const sessions = new Map<string, ShikiSession>();

function sharedShikiSession(themes: CodeThemes): ShikiSession {
  const key = `${themes.light} ${themes.dark}`;
  const session = sessions.get(key) ?? shikiSession(themes);
  sessions.set(key, session);
  return session;
}

/** Starts shiki on first use, and loads each grammar the first time a block needs it. */
function shikiSession(themes: CodeThemes): ShikiSession {
  let starting: Promise<{ highlighter: Highlighter; transformer: ShikiTransformer }> | undefined;
  return async (languages) => {
    const langs = [...new Set(languages)].filter((lang): lang is BundledLanguage => lang in bundledLanguages);
    starting ??= startShiki(langs, themes).then(
      (highlighter) => ({
        highlighter,
        transformer: declarationClasses(
          themeClasses({ light: highlighter.getTheme(themes.light), dark: highlighter.getTheme(themes.dark) }),
        ),
      }),
      (error: unknown) => {
        // A start that failed is tried again by the next build, not remembered for the thread's life.
        starting = undefined;
        throw error;
      },
    );
    const { highlighter, transformer } = await starting;
    const loaded = new Set(highlighter.getLoadedLanguages());
    const missing = langs.filter((lang) => !loaded.has(lang));
    if (missing.length) await highlighter.loadLanguage(...missing);
    return ({ code, lang }) =>
      highlighter.codeToHtml(code, {
        lang: plainLanguages.has(lang) ? 'text' : lang,
        themes: { ...themes },
        // Every colour goes into the variables of its theme, none into `color`: the site's CSS chooses.
        defaultColor: false,
        // Neighbouring tokens of the same colours in one span: fewer spans, lighter articles.
        mergeSameStyleTokens: true,
        // Every line tokenized whole, however long it takes. By default shiki gives up on a
        // line after 500 ms and leaves its rest in one colour: on a busy machine, the first
        // line of a grammar (whose patterns are compiled then) could come out so, and be cached.
        tokenizeTimeLimit: 0,
        transformers: [transformer],
      });
  };
}

async function startShiki(langs: readonly BundledLanguage[], themes: CodeThemes): Promise<Highlighter> {
  // Loaded only when a block is not in the cache: a rebuild after an edit without code never pays for it.
  const { createHighlighter, createOnigurumaEngine } = await import('shiki');
  return createHighlighter({
    themes: [themes.light, themes.dark],
    langs: [...langs],
    // Oniguruma, compiled to WebAssembly, is the regex engine the grammars are written for.
    // It also compiles them faster than the JavaScript engine translates them: 0.1 s
    // instead of 0.3 s for SQL's.
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
}
