import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { pagefindUrlOf, searchDocument } from './search-index.ts';

describe('the page Pagefind indexes for an article', () => {
  const article = {
    file: 'blog/tuning-jvm-pauses/index.html',
    title: 'Pauses <under> 10 ms & "why"',
    category: 'Java & JVM',
    html: '<p>G1 keeps <code>-XX:MaxGCPauseMillis</code> as a goal.</p><div data-pagefind-ignore="">Copy code</div>',
  };
  const $ = cheerio.load(searchDocument(article, 'en-GB'));

  it('holds the title as its result title and the category as its filter, as text', () => {
    expect($('[data-pagefind-meta="title"]').text()).toBe(article.title);
    expect($('title').text()).toBe(article.title);
    expect($('[data-pagefind-filter="category"]').text()).toBe(article.category);
  });

  it('searches the body as the article page shows it, and nothing around it', () => {
    expect($('[data-pagefind-body]').html()).toBe(article.html);
    expect($('[data-pagefind-body]').find('[data-pagefind-meta], [data-pagefind-filter]')).toHaveLength(0);
  });

  it("is in the site's language, which picks Pagefind's word stemming", () => {
    expect($('html').attr('lang')).toBe('en-GB');
  });

  it('is found at the address of the article page', () => {
    expect(pagefindUrlOf(article.file)).toBe('/blog/tuning-jvm-pauses/');
  });
});
