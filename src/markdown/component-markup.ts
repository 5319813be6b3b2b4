import { randomUUID } from 'node:crypto';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compactText } from './compact-text.ts';

/**
 * A site component's markup with HTML the build made where the component shows it:
 * each piece of `html` is given to `element` as a placeholder, which React renders as
 * text no writer can type, then replaced by the HTML. A placeholder is an element,
 * not a string: a component that puts one in an attribute gets `[object Object]`
 * there, never HTML that could end the attribute. A piece that is undefined is given
 * as undefined.
 */
export function markupAround<Name extends string>(
  html: Readonly<Record<Name, string | undefined>>,
  element: (placeholders: Readonly<Record<Name, ReactNode>>) => ReactElement,
): string {
  const pieces = Object.entries(html) as [Name, string | undefined][];
  const placeholders = Object.fromEntries(
    pieces.map(([name, piece]) => [name, piece === undefined ? undefined : createElement(Fragment, null, placeholderText(name))]),
  ) as Record<Name, ReactNode>;
  let markup = renderToStaticMarkup(element(placeholders));
  for (const [name, piece] of pieces) if (piece !== undefined) markup = markup.replaceAll(placeholderText(name), () => piece);
  // The placeholders' private-use characters made the markup two bytes a character: a body is kept in one if it can be.
  return compactText(markup);
}

const placeholderNonce = randomUUID();

function placeholderText(name: string): string {
  return `\uE002${placeholderNonce}:${name}\uE003`;
}
