import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { bodyWeighting, checkSearchWeights } from './search-weights.ts';
import { SearchIndexError } from './pagefind-process.ts';

describe('a body weighted for the index', () => {
  const weigh = bodyWeighting({ pre: 0.2, aside: 3 });

  it('marks each element the weights name with its weight and an id of its own, and nothing else', () => {
    const html = '<p>Keep <code>put</code> warm.</p><pre class="x"><code>cache.put(k)</code></pre><aside>Aside</aside><PRE>two</PRE>';
    const $ = cheerio.load(weigh(html), null, false);
    expect(
      $('pre, aside')
        .toArray()
        .map((element) => [$(element).attr('data-pagefind-weight'), $(element).attr('id')]),
    ).toEqual([
      ['0.2', 'pagefind-weighted-1'],
      ['3', 'pagefind-weighted-2'],
      ['0.2', 'pagefind-weighted-3'],
    ]);
    expect($('[data-pagefind-weight]')).toHaveLength(3);
    expect($('pre').first().attr('class')).toBe('x');
    expect($('pre').first().text()).toBe('cache.put(k)');
  });

  it("keeps an element's own id, which its anchor then has", () => {
    const $ = cheerio.load(weigh('<pre id="listing-1">a</pre>'), null, false);
    expect($('pre').attr('id')).toBe('listing-1');
    expect($('pre').attr('data-pagefind-weight')).toBe('0.2');
  });

  it('leaves alone what only looks like the element: text, attribute values, comments and longer names', () => {
    const html = '<p title="<pre>">a &lt;pre> b</p><!-- <pre> --><prefix-box>c</prefix-box><preview>d</preview>';
    expect(weigh(html)).toBe(html);
  });

  it('returns a body without weighted elements, and every body when nothing is weighted, as it was', () => {
    const html = '<p>Prose only.</p>';
    expect(weigh(html)).toBe(html);
    expect(bodyWeighting({})('<pre>x</pre>')).toBe('<pre>x</pre>');
  });
});

describe('the weights a site gives', () => {
  it('are element names with a weight from 0 to 10, every other one named at once', () => {
    expect(() => checkSearchWeights({ pre: 0, code: 10, 'my-box': 0.5 })).not.toThrow();
    expect(() => checkSearchWeights({ 'pre.code': 0.2, aside: 11, h1: Number.NaN, p: -1 })).toThrow(
      new SearchIndexError(
        "search.weights: 'pre.code' is not an element name (such as pre); aside: 11 is not a weight from 0 to 10; " +
          'h1: NaN is not a weight from 0 to 10; p: -1 is not a weight from 0 to 10',
      ),
    );
  });
});
