import { createElement, type ComponentType } from 'react';
import type { CodeBlockProps } from '../definition/define-site.ts';
import { compactText } from './compact-text.ts';
import { markupAround } from './component-markup.ts';

/** A highlighted block's markup, from its language and its `<pre>`. */
export type CodeBlockMarkup = (language: string, pre: string) => string;

/**
 * A block as the site's component shows it (MarkdownSettings.codeBlock), or its
 * `<pre>` alone. The component is given only the language and the code's `<pre>`, so
 * its markup around the code is the same for every block of a language: rendered once
 * a language, where a large site has thousands of blocks.
 */
export function codeBlockMarkup(component: ComponentType<CodeBlockProps> | undefined): CodeBlockMarkup {
  if (component === undefined) return (_language, pre) => pre;
  const around = new Map<string, readonly string[]>();
  return (language, pre) => {
    let pieces = around.get(language);
    if (pieces === undefined) {
      // Each piece on its own: the hole's private-use characters kept the whole markup two bytes a character.
      pieces = markupAround({ children: codeHole }, ({ children }) => createElement(component, { language, children }))
        .split(codeHole)
        .map(compactText);
      around.set(language, pieces);
    }
    // Joined with +, not join(), which would copy the code into a string of its own (see withComponents).
    return pieces.reduce((markup, piece) => markup + pre + piece);
  };
}

/** Where a block's code goes in the markup rendered for its language: private-use characters no component writes. */
const codeHole = '\uE004code\uE005';
