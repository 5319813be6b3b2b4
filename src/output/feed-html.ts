import type { Element, Properties } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';
import { tableScrollClass } from '../markdown/scrolling-table.ts';

/** The attributes that hold one URL, by their hast names. */
const urlProperties = ['href', 'src', 'poster', 'cite'] as const;

/**
 * An article's HTML as a feed item carries it: read away from its page, in a reader
 * that runs no script and knows no base. Every URL is made absolute against the
 * page's address (`/docs/a.png`, `#setup`); what the page's interface adds to the
 * text is dropped (elements marked as no part of the article's text, such as a code
 * block's language and copy button, and every button), the box a table scrolls in
 * gives way to its table, and script hooks (`data-*`, `tabindex`) go.
 */
export function feedItemHtml(html: string, pageUrl: string): string {
  const tree = fromHtml(html, { fragment: true });
  visit(tree, 'element', (element: Element, index, parent) => {
    if (parent === undefined || index === undefined) return;
    if (isInterface(element)) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (classesOf(element).includes(tableScrollClass)) {
      parent.children.splice(index, 1, ...element.children);
      // Visited again from the same place: the table itself.
      return index;
    }
    element.properties = standAloneProperties(element.properties, pageUrl);
    return undefined;
  });
  return toHtml(tree);
}

function isInterface(element: Element): boolean {
  return element.tagName === 'button' || element.properties.dataPagefindIgnore !== undefined;
}

function classesOf(element: Element): readonly unknown[] {
  const { className } = element.properties;
  return Array.isArray(className) ? className : [];
}

function standAloneProperties(properties: Properties, pageUrl: string): Properties {
  const kept = Object.entries(properties).filter(([name]) => !/^data[A-Z]/.test(name) && name !== 'tabIndex');
  return Object.fromEntries(
    kept.map(([name, value]) => {
      if ((urlProperties as readonly string[]).includes(name) && typeof value === 'string') return [name, absoluteUrl(value, pageUrl)];
      if (name === 'srcSet' && typeof value === 'string') return [name, absoluteSrcset(value, pageUrl)];
      return [name, value];
    }),
  );
}

/** `a.png 1x, a@2x.png 2x` with each candidate's URL made absolute. */
function absoluteSrcset(srcset: string, pageUrl: string): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [absoluteUrl(url, pageUrl), ...descriptor].join(' ');
    })
    .join(', ');
}

/** A URL as the page would resolve it; one that does not parse is left as it is. */
function absoluteUrl(url: string, pageUrl: string): string {
  return URL.canParse(url, pageUrl) ? new URL(url, pageUrl).href : url;
}
