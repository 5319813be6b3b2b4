import { bundledLanguages, createHighlighter, createJavaScriptRegexEngine, type BundledLanguage, type Highlighter } from 'shiki';
import type { Element, Root } from 'hast';

export const codeTheme = 'github-light';

/** Fences that are shown as they are, without a grammar. */
const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext']);

export function isKnownLanguage(lang: string): boolean {
  return plainLanguages.has(lang) || lang in bundledLanguages;
}

export interface CodeHighlighter {
  /** The `<pre>` element of the highlighted code. */
  highlight(code: string, lang: string): Element;
}

/**
 * One highlighter for the whole build, loaded with only the languages the content
 * uses: loading every grammar shiki bundles takes seconds.
 */
export async function createCodeHighlighter(languages: Iterable<string>): Promise<CodeHighlighter> {
  const langs = [...new Set(languages)].filter((lang): lang is BundledLanguage => lang in bundledLanguages);
  const highlighter: Highlighter = await createHighlighter({
    themes: [codeTheme],
    langs,
    // The JavaScript regex engine starts faster than the WebAssembly one and gives identical
    // output for this site's languages; `forgiving` skips a pattern it cannot translate
    // instead of failing the build over a colour.
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return {
    highlight(code, lang) {
      const root: Root = highlighter.codeToHast(code, {
        lang: plainLanguages.has(lang) ? 'text' : lang,
        theme: codeTheme,
      });
      const pre = root.children[0];
      if (pre?.type !== 'element') throw new Error('shiki returned no <pre> element');
      return withHastPropertyNames(pre);
    },
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
