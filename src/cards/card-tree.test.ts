import { describe, expect, it } from 'vitest';
import { Fragment, createElement, type ReactNode } from 'react';
import { CardTreeError, cardTreeOf, elementOf } from './card-tree.ts';

function Title({ text, size }: { text: string; size: number }) {
  return createElement('h1', { style: { fontSize: size } }, text);
}

describe('cardTreeOf', () => {
  it('calls components, flattens fragments, drops empty children and unset attributes, and writes numbers as text', () => {
    const element = createElement(
      'div',
      { style: { display: 'flex', padding: 64 }, title: undefined },
      createElement(Title, { text: 'Tide tables', size: 72 }),
      createElement(Fragment, null, 'Walk ', 3, null, false, ['of ', 12]),
    );
    expect(cardTreeOf(element)).toEqual([
      {
        type: 'div',
        props: { style: { display: 'flex', padding: 64 } },
        children: [{ type: 'h1', props: { style: { fontSize: 72 } }, children: ['Tide tables'] }, 'Walk ', '3', 'of ', '12'],
      },
    ]);
  });

  it('gives back an element that makes the same tree', () => {
    const [tree] = cardTreeOf(createElement('div', { style: { color: '#fff' } }, createElement(Title, { text: 'Dunes', size: 40 })));
    expect(tree).toBeDefined();
    expect(cardTreeOf(elementOf(tree ?? ''))).toEqual([tree]);
  });

  it('calls a component once for equal plain props, and again for other props or props holding elements', () => {
    let calls = 0;
    function Counted({ text }: { text: string | ReactNode }) {
      calls += 1;
      return createElement('p', null, text);
    }
    const first = cardTreeOf(createElement(Counted, { text: 'High tide' }));
    expect(cardTreeOf(createElement(Counted, { text: 'High tide' }))).toBe(first);
    expect(calls).toBe(1);
    expect(cardTreeOf(createElement(Counted, { text: 'Low tide' }))).toEqual([{ type: 'p', props: {}, children: ['Low tide'] }]);
    cardTreeOf(createElement(Counted, { text: createElement('b', null, 'Spring tide') }));
    cardTreeOf(createElement(Counted, { text: createElement('b', null, 'Spring tide') }));
    expect(calls).toBe(4);
  });

  it('refuses what satori cannot draw or a thread cannot be sent, saying where it is', () => {
    const withHandler = createElement('div', { onClick: function open() {} });
    expect(() => cardTreeOf(withHandler)).toThrow(
      new CardTreeError("A card's div.onClick is a function (open): a card takes text, numbers and plain style objects only"),
    );
    const withDate = createElement('div', { style: { when: new Date(0) } });
    expect(() => cardTreeOf(withDate)).toThrow(/div\.style\.when is an object of no plain kind/);
  });
});
