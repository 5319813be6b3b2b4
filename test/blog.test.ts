import { beforeAll, describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import type { Post } from '../templates/model.ts';
import { categoryPath } from '../templates/blog-paths.ts';
import { blogPosts } from '../templates/routes.ts';
import { fileOf, type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';
import { loadSiteContent } from './support/site-content.ts';

let site: BuiltSite;
let posts: readonly Post[];
/** The categories of site.yaml that have posts, in its order. */
let categories: readonly string[];
beforeAll(async () => {
  const content = await loadSiteContent();
  posts = blogPosts(content);
  categories = content.site.blog.categories.map((category) => category.name).filter((name) => posts.some((post) => post.category === name));
  site = await sharedSite();
});

const texts = ($: CheerioAPI, selector: string) =>
  $(selector)
    .toArray()
    .map((element) => $(element).text().trim());

describe('blog list', () => {
  it('opens with the hero, the search box and a category link per distinct category', async () => {
    const $ = await site.page('/blog');
    expect($('h1').text()).toBe('Insights on Software Engineering');
    expect($('input[type="search"]').attr('placeholder')).toBe('Search articles...');
    expect(new Set(posts.map((post) => post.category)).size).toBe(10);
    expect(categories).toHaveLength(10);
    expect(texts($, '[data-blog-filter] .filter-button')).toEqual(['All', ...categories]);
    expect(texts($, '[data-blog-filter] [aria-current="page"]')).toEqual(['All']);
  });

  it("links each category to its archive, and All to the list, with the category's name as the filter's value", async () => {
    for (const path of ['/blog', ...categories.map((category) => categoryPath(category))]) {
      const $ = await site.page(path);
      const links = $('[data-blog-filter] a.filter-button').toArray();
      expect(
        links.map((element) => $(element).attr('href')),
        path,
      ).toEqual(['/blog/', ...categories.map((category) => `/blog/category/${category.toLowerCase().replaceAll(' ', '-')}/`)]);
      expect(links.map((element) => $(element).attr('data-filter-value'))).toEqual(['', ...categories]);
      for (const element of links) expect(site.htmlFiles, $(element).attr('href')).toContain(fileOf($(element).attr('href')!));
    }
  });

  it('shows the category links without JavaScript, and hides only the search box', async () => {
    const $ = await site.page('/blog');
    expect($('[data-requires-js] .filter-button')).toHaveLength(0);
    expect($('[data-requires-js] input[type="search"]')).toHaveLength(1);
  });

  it('lists the articles newest first, each card dated in a <time datetime>', async () => {
    const $ = await site.page('/blog');
    const dates = posts.map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]!.publishDate).toBe('2025-08-05');
    expect(
      $('[data-blog-grid] > [data-post-card]')
        .toArray()
        .map((element) => Number($(element).attr('data-post-id'))),
    ).toEqual(posts.map((post) => post.id));
    const card = $(`[data-post-id="${posts.find((post) => post.publishDate === '2024-10-01')!.id}"]`);
    expect(card.find('time').attr('datetime')).toBe('2024-10-01');
    expect(card.find('time').text()).toBe('October 1, 2024');
  });

  it('features the first featured article in that order, with category, read time, author, date and Read Full Article', async () => {
    const $ = await site.page('/blog');
    const first = posts.find((post) => post.featured)!;
    expect(first.id).toBe(6);
    expect(posts.filter((post) => post.featured && post.publishDate > first.publishDate)).toEqual([]);
    const featured = $('[data-blog-featured]');
    expect(featured.find('h2').text()).toBe('Featured Article');
    expect(featured.find('.featured__title').text()).toBe(first.title);
    expect(featured.text()).toContain(first.category);
    expect(featured.text()).toContain(first.readTime);
    expect(featured.text()).toContain(first.author);
    expect(featured.find('time').attr('datetime')).toBe(first.publishDate);
    const link = featured.find('a.button');
    expect(link.text()).toContain('Read Full Article');
    expect(link.attr('href')).toBe(`/blog/${first.slug}/`);
  });

  it("heads the grid 'All Articles' and leaves out only the first featured article", async () => {
    const $ = await site.page('/blog');
    expect($('[data-blog-grid-title]').text()).toBe('All Articles');
    expect($('[data-blog-grid-title]').attr('data-title-category')).toBe('{category} Articles');
    const cards = $('[data-post-card]');
    expect(cards).toHaveLength(13);
    expect(
      cards
        .filter('[hidden]')
        .toArray()
        .map((element) => $(element).attr('data-post-id')),
    ).toEqual(['6']);
    expect(cards.filter('[data-post-id="1"], [data-post-id="2"]').filter(':not([hidden])')).toHaveLength(2);
  });

  it('shows icon, category, read time, title, excerpt and Read More on every card', async () => {
    const $ = await site.page('/blog');
    for (const post of posts) {
      const card = $(`[data-post-id="${post.id}"]`);
      expect(card.find('.post-card__icon svg')).toHaveLength(1);
      expect(card.find('.post-card__category').text()).toBe(post.category);
      expect(card.find('.post-card__read-time').text()).toBe(post.readTime);
      expect(card.find('time').attr('datetime')).toBe(post.publishDate);
      expect(card.find('.post-card__title').text()).toBe(post.title);
      expect(card.find('.post-card__excerpt').text()).toBe(post.excerpt);
      expect(card.find('.post-card__more').text()).toContain('Read More');
      expect(card.find('.post-card__more').attr('href')).toBe(`/blog/${post.slug}/`);
      expect(card.attr('data-search-text')).toContain(post.tags[0]!.toLowerCase());
    }
  });

  it("has the hidden 'No articles found.' state with Clear Filters", async () => {
    const $ = await site.page('/blog');
    const empty = $('[data-blog-empty]');
    expect(empty.attr('hidden')).toBeDefined();
    expect(empty.find('p').text()).toBe('No articles found.');
    expect(empty.find('button').text()).toBe('Clear Filters');
  });
});

describe('blog article', () => {
  it('colours its code through classes the stylesheet defines, with no style attribute', async () => {
    const stylesheet = (await site.page('/')).root().find('link[rel="stylesheet"]').attr('href') ?? '';
    const defined = new Set([...(await site.read(stylesheet.slice(1))).matchAll(/\.([\w-]+)\{/g)].map((match) => match[1]));
    let tokens = 0;
    for (const post of posts) {
      const $ = await site.page(`/blog/${post.slug}`);
      expect($('[style]'), post.slug).toHaveLength(0);
      const classes = $('pre.shiki .line > span')
        .toArray()
        .flatMap((token) => ($(token).attr('class') ?? '').split(' '))
        // Plain-text tokens have no class: they take the block's colours.
        .filter(Boolean);
      tokens += classes.length;
      expect(
        [...new Set(classes)].filter((name) => !defined.has(name)),
        post.slug,
      ).toEqual([]);
    }
    expect(tokens).toBeGreaterThan(1000);
  });

  it('shows back link, category, title, author, long-form date and read time', async () => {
    const post = posts.find((entry) => entry.publishDate === '2024-10-01')!;
    const $ = await site.page(`/blog/${post.slug}`);
    expect($('.back-link').text()).toBe('Back to Blog');
    expect($('.back-link').attr('href')).toBe('/blog/');
    expect($('.article__category').text()).toBe(post.category);
    expect($('h1').text()).toBe(post.title);
    expect($('.article__meta').text()).toContain(post.author);
    expect($('.article__meta time').text()).toBe('October 1, 2024');
    expect($('.article__meta').text()).toContain(post.readTime);
  });

  it('has a table of contents that anchors to every section', async () => {
    for (const post of posts) {
      const $ = await site.page(`/blog/${post.slug}`);
      const tocTargets = $('.toc a')
        .toArray()
        .map((element) => $(element).attr('href'));
      const sectionIds = $('.article__body h2')
        .toArray()
        .map((element) => `#${$(element).attr('id')}`);
      expect(tocTargets.length, post.slug).toBeGreaterThanOrEqual(4);
      expect(tocTargets, post.slug).toEqual(sectionIds);
    }
  });

  it('offers Twitter, LinkedIn and Facebook share links with the article address and text', async () => {
    const post = posts[4]!;
    const $ = await site.page(`/blog/${post.slug}`);
    const url = `https://www.northbeam.example/blog/${post.slug}/`;
    const share = (network: string) => new URL($(`[data-share="${network}"]`).attr('href')!);
    expect(share('twitter').searchParams.get('url')).toBe(url);
    expect(share('twitter').searchParams.get('text')).toBe(`Check out this article: ${post.title}`);
    expect(share('linkedin').searchParams.get('url')).toBe(url);
    expect(share('linkedin').searchParams.get('title')).toBe(post.title);
    expect(share('linkedin').searchParams.get('summary')).toBe(post.excerpt);
    expect(share('linkedin').searchParams.get('text')).toBe(`Check out this article: ${post.title}`);
    expect(share('facebook').searchParams.get('u')).toBe(url);
    expect(share('facebook').searchParams.get('quote')).toBe(`Check out this article: ${post.title}`);
    $('[data-share]').each((_, element) => {
      expect($(element).attr('target')).toBe('_blank');
    });
  });

  it('highlights every code block and gives it a copy button', async () => {
    let blocks = 0;
    for (const post of posts) {
      const $ = await site.page(`/blog/${post.slug}`);
      $('.article__body [data-code-block]').each((_, element) => {
        blocks++;
        expect($(element).find('button[data-copy-code]').text()).toBe('Copy code');
        expect($(element).find('pre code').text().length).toBeGreaterThan(0);
      });
    }
    expect(blocks).toBeGreaterThan(13);
  });

  it('shows the idempotency diagram as a figure: its files at every width, a caption, and a link to the full-size image', async () => {
    const { site: config } = await loadSiteContent();
    const $ = await site.page('/blog/idempotency-keys-for-safe-retries');
    const figure = $('.article__body figure.figure--diagram');
    expect(figure).toHaveLength(1);
    const widths = (srcset: string | undefined) =>
      (srcset ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)));
    expect(
      figure
        .find('picture source')
        .toArray()
        .map((source) => $(source).attr('type')),
    ).toEqual(['image/avif', 'image/webp']);
    const img = figure.find('picture img');
    expect(widths(img.attr('srcset'))).toEqual([480, 800, 1200, 1600]);
    expect([img.attr('width'), img.attr('height')]).toEqual(['1600', '1100']);
    expect(img.attr('alt')).toMatch(/^Sequence diagram of a payment retried with the same Idempotency-Key\./);
    const caption = figure.find('figcaption');
    expect(caption.text()).toBe(
      `A lost response, retried with the same key: the stored 201 is replayed, and the card is charged once. ${config.directives.fullSize}`,
    );
    // The image and the link under it lead to the widest file, the original's size; the link is no part of the caption's text for search.
    const fullSize = /\/images\/idempotent-retry-1600\.[0-9a-f]{10}\.png/;
    expect(
      figure
        .find('a')
        .toArray()
        .map((link) => $(link).attr('href')),
    ).toEqual([expect.stringMatching(fullSize), expect.stringMatching(fullSize)]);
    expect(caption.find('a[data-pagefind-ignore]').text()).toBe(config.directives.fullSize);
    expect(site.files).toContain(figure.find('a').first().attr('href')?.slice(1));
  });

  it('sets callouts apart as notes, headed by the writer’s label or the word site.yaml gives', async () => {
    const { site: config } = await loadSiteContent();
    const callouts: string[][] = [];
    for (const post of posts) {
      const $ = await site.page(`/blog/${post.slug}`);
      $('.article__body .callout').each((_, element) => {
        const callout = $(element);
        expect(callout.attr('role')).toBe('note');
        expect(callout.children('p').length).toBeGreaterThan(1);
        callouts.push([post.slug, callout.attr('class') ?? '', callout.children('.callout__title').text()]);
      });
    }
    // In the blog's order, newest first.
    expect(callouts).toEqual([
      ['modelling-domains-with-records-and-sealed-types', 'callout callout--warning', "Component order is part of a record's contract"],
      ['idempotency-keys-for-safe-retries', 'callout callout--warning', config.directives.warning],
      ['java-virtual-threads-in-practice', 'callout callout--note', 'JDK 24 removes most of this pinning'],
    ]);
  });

  it('leaves no directive syntax on any page', async () => {
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      $('pre, script').remove();
      expect($('body').text(), file).not.toMatch(/:::|(^|\s)::[a-z]/);
    }
  });

  it("has the author box: the company's sentence, then the author's own bio and a link to their page", async () => {
    const content = await loadSiteContent();
    for (const author of content.authors) {
      const post = posts.find((entry) => entry.author === author.data.name)!;
      const $ = await site.page(`/blog/${post.slug}`);
      const box = $('.author-box');
      const statement = `${post.author} is an expert software developer at Northbeam Software, specialising in enterprise solutions.`;
      expect(box.text()).toContain(statement);
      expect(box.find('.author-box__bio').text()).toBe(author.data.bio);
      // One paragraph, read as one: the bio carries on from the sentence, without naming the company again at once.
      expect(box.find('.author-box__bio').closest('p').text()).toBe(`${statement} ${author.data.bio}`);
      expect(author.data.bio.split('. ')[0]).not.toContain('Northbeam');
      // The company is named as site.yaml names it, once, there.
      expect(content['blog-post'].authorText).not.toContain(content.site.name);
      const link = box.find('a.author-box__link');
      expect(link.attr('href')).toBe(`/blog/author/${author.name}/`);
      expect(link.text()).toBe(`More articles by ${author.data.name}`);
    }
  });

  it('lists at most two related articles of the same category, newest first, never itself, with excerpts cut at 100 characters', async () => {
    let withRelated = 0;
    for (const post of posts) {
      const $ = await site.page(`/blog/${post.slug}`);
      const related = $('section[aria-labelledby="related-title"] [data-post-card]');
      const expected = posts.filter((other) => other.category === post.category && other.id !== post.id).slice(0, 2);
      expect(
        related.toArray().map((element) => Number($(element).attr('data-post-id'))),
        post.slug,
      ).toEqual(expected.map((other) => other.id));
      related.each((_, element) => {
        const excerpt = $(element).find('.post-card__excerpt').text();
        expect(excerpt.length).toBeLessThanOrEqual(101);
        expect(excerpt.endsWith('…')).toBe(true);
      });
      const dates = expected.map((other) => other.publishDate);
      expect(dates).toEqual([...dates].sort().reverse());
      if (expected.length) withRelated++;
    }
    expect(withRelated).toBeGreaterThanOrEqual(6);
  });
});
