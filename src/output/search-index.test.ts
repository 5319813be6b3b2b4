import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { searchPage, splitIntoParts } from './search-index.ts';

describe('the page Pagefind indexes for a document', () => {
  const document = {
    path: '/blog/tuning-jvm-pauses',
    title: 'Pauses <under> 10 ms & "why"',
    filters: { category: 'Java & JVM' },
    html: '<p>G1 keeps <code>-XX:MaxGCPauseMillis</code> as a goal.</p><div data-pagefind-ignore="">Copy code</div>',
  };
  const $ = cheerio.load(searchPage(document, 'en-GB'));

  it('holds the title as its result title and each filter, as text', () => {
    expect($('[data-pagefind-meta="title"]').text()).toBe(document.title);
    expect($('title').text()).toBe(document.title);
    expect($('[data-pagefind-filter="category"]').text()).toBe(document.filters.category);
  });

  it('searches the body as the page shows it, and nothing around it', () => {
    expect($('[data-pagefind-body]').html()).toBe(document.html);
    expect($('[data-pagefind-body]').find('[data-pagefind-meta], [data-pagefind-filter]')).toHaveLength(0);
  });

  it("is in the site's language, which picks Pagefind's word stemming", () => {
    expect($('html').attr('lang')).toBe('en-GB');
  });
});

describe('the parts of the index', () => {
  it('are the fewest that hold at most the part size, as even as they can be', () => {
    const items = Array.from({ length: 2500 }, (_, index) => index);
    expect(splitIntoParts(items, 1000).map((part) => part.length)).toEqual([833, 833, 834]);
    expect(splitIntoParts(items, 1000).flat()).toEqual(items);
    expect(splitIntoParts([], 1000)).toEqual([]);
  });
});
