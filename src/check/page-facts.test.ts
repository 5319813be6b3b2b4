import { describe, expect, it } from 'vitest';
import { openMemoryMemo, type Memo } from '../cache/memo.ts';
import { openPageFactsReader, type PageFacts } from './page-facts.ts';
import { pageWith } from './site-output-fixture.ts';

/** A memo that counts the facts set in it: each one set is a page parsed and validated. */
function countingMemo(): Memo<PageFacts> & { readonly sets: () => number } {
  const memo = openMemoryMemo<PageFacts>();
  let sets = 0;
  return {
    get: (key) => memo.get(key),
    set(key, value) {
      sets++;
      memo.set(key, value);
    },
    sweep: (options) => memo.sweep(options),
    sets: () => sets,
  };
}

describe('the facts of a page', () => {
  it('hold what every check reads of it, in document order', async () => {
    const html = pageWith(
      '<a href="/about/#team" id="top">About</a><a name="old">x</a><area href="map.html">' +
        '<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x"><img src="/b.png" alt="B"><video poster="/p.jpg"></video>' +
        '<script>go()</script><script type="application/ld+json">{}</script><template><script src="/inert.js"></script></template>',
      '<title>A  page</title><meta name="Description" content="Words."><link rel="stylesheet" href="/main.css"><style>a{}</style><script type="module" src="/main.js"></script>',
    );
    const facts = await openPageFactsReader(openMemoryMemo()).read(html);
    expect(facts).toMatchObject({
      links: [
        { element: '<a href="/about/#team">', reference: '/about/#team' },
        { element: '<area href="map.html">', reference: 'map.html' },
      ],
      fragmentTargets: ['top', 'old'],
      loads: [
        { element: '<script src="/main.js">', reference: '/main.js' },
        { element: '<img src="/a.png">', reference: '/a.png' },
        { element: '<img src="/b.png">', reference: '/b.png' },
        // Not run, but a file all the same: its address must lead somewhere.
        { element: '<script src="/inert.js">', reference: '/inert.js' },
        { element: '<link href="/main.css">', reference: '/main.css' },
        { element: '<video poster="/p.jpg">', reference: '/p.jpg' },
        { element: '<img srcset="/a.png 1x, /a@2x.png 2x">', reference: '/a.png' },
        { element: '<img srcset="/a.png 1x, /a@2x.png 2x">', reference: '/a@2x.png' },
      ],
      scripts: { files: ['/main.js'], inlineBytes: [expect.any(Number)] },
      stylesheets: { files: ['/main.css'], inlineBytes: [expect.any(Number)] },
      imagesWithoutAlt: ['/a.png'],
      title: 'A  page',
      description: 'Words.',
      redirects: false,
    });
    expect(facts.htmlErrors.map((error) => error.ruleId)).toContain('wcag/h37');
  });

  it('are read once for each HTML text: a page with the same HTML, in this check or a later one, takes them from the memo', async () => {
    const memo = countingMemo();
    const first = openPageFactsReader(memo);
    const home = pageWith('<h1>Home</h1>');
    const facts = await first.read(home);
    await first.read(home);
    expect(memo.sets()).toBe(1);
    memo.sweep();
    expect(await openPageFactsReader(memo).read(home)).toEqual(facts);
    expect(memo.sets()).toBe(1);
    await openPageFactsReader(memo).read(pageWith('<h1>Home, edited</h1>'));
    expect(memo.sets()).toBe(2);
  });
});
