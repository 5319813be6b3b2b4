import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NestedSharedMarkupError, sharedMarkup, type SharedMarkupPart } from './shared-markup.ts';

/** A header that marks the current page's link, counting how often it is rendered. */
function countingHeader(renders: string[]) {
  return function Header({ current }: { current: string }) {
    renders.push(current);
    return createElement(
      'nav',
      null,
      ['/', '/about'].map((href) => createElement('a', { key: href, href, 'aria-current': href === current ? 'page' : undefined }, href)),
    );
  };
}

function page(part: SharedMarkupPart, path: string, Header: (props: { current: string }) => ReactNode, body: string): ReactNode {
  const current = ['/', '/about'].includes(path) ? path : '';
  return createElement(
    'body',
    null,
    part(`header ${current}`, createElement(Header, { current })),
    createElement('main', null, body),
    part('footer', createElement('footer', null, 'Written by hand & kept short.')),
  );
}

const renderAlone = (path: string, body: string) => renderToStaticMarkup(page((_, children) => children, path, countingHeader([]), body));

describe('shared markup', () => {
  it('renders each part once for its id, and gives every page the markup it would have alone', () => {
    const renders: string[] = [];
    const Header = countingHeader(renders);
    const shared = sharedMarkup();
    const paths = ['/blog/a', '/about', '/blog/b', '/', '/blog/c', '/about'];
    for (const path of paths) {
      const html = shared.complete(renderToStaticMarkup(page(shared.part, path, Header, `Page ${path}`)));
      expect(html, path).toBe(renderAlone(path, `Page ${path}`));
    }
    expect(renders).toEqual(['', '/about', '/']);
  });

  it('keeps nothing from one build for the next', () => {
    const renders: string[] = [];
    const Header = countingHeader(renders);
    for (const shared of [sharedMarkup(), sharedMarkup()])
      shared.complete(renderToStaticMarkup(page(shared.part, '/blog/a', Header, 'Body')));
    expect(renders).toEqual(['', '']);
  });

  it('fills in a part a page shows twice, and leaves text that imitates a holder as written', () => {
    const shared = sharedMarkup();
    const twice = (note: string) =>
      createElement(
        'div',
        null,
        shared.part('badge', createElement('b', null, 'New')),
        note,
        shared.part('badge', createElement('b', null, 'New')),
      );
    const imitation = '<sitegen-shared data-part="x:0"></sitegen-shared>';
    expect(shared.complete(renderToStaticMarkup(twice(imitation)))).toBe(
      renderToStaticMarkup(createElement('div', null, createElement('b', null, 'New'), imitation, createElement('b', null, 'New'))),
    );
    expect(shared.complete(renderToStaticMarkup(twice('again')))).toBe('<div><b>New</b>again<b>New</b></div>');
  });

  it('refuses a part inside another', () => {
    const shared = sharedMarkup();
    const nested = createElement('div', null, shared.part('outer', createElement('p', null, shared.part('inner', 'text'))));
    expect(() => shared.complete(renderToStaticMarkup(nested))).toThrow(NestedSharedMarkupError);
  });
});
