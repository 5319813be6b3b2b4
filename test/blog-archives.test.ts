import { beforeAll, describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import type { LoadedContent } from 'sitegen';
import type { SiteContent } from '../templates/content.ts';
import type { Post } from '../templates/model.ts';
import { categoryPath } from '../templates/blog-paths.ts';
import { blogPosts } from '../templates/routes.ts';
import { sitemapUrls, type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';
import { loadSiteContent } from './support/site-content.ts';

let site: BuiltSite;
let content: LoadedContent<SiteContent>;
let posts: readonly Post[];
beforeAll(async () => {
  [site, content] = await Promise.all([sharedSite(), loadSiteContent()]);
  posts = blogPosts(content);
});

const origin = 'https://www.northbeam.example';
const cardIds = ($: CheerioAPI) =>
  $('.post-grid > [data-post-card]')
    .toArray()
    .map((element) => Number($(element).attr('data-post-id')));

describe("a category's archive", () => {
  it('is at /blog/category/{slug}/ with its own heading, title, description and canonical', async () => {
    const descriptions = new Set<string>();
    for (const { name, description } of content.site.blog.categories) {
      const path = categoryPath(name);
      expect(path).toBe(`/blog/category/${name.toLowerCase().replaceAll(' ', '-')}`);
      const $ = await site.page(path);
      expect($('h1').text()).toBe(`Articles on ${name}`);
      expect($('title').text()).toBe(`Articles on ${name} | Northbeam Software`);
      expect($('meta[name="description"]').attr('content')).toBe(description);
      expect($('link[rel="canonical"]').attr('href')).toBe(`${origin}${path}/`);
      descriptions.add(description);
    }
    expect(descriptions.size).toBe(content.site.blog.categories.length);
  });

  it("shows the category's posts alone, newest first, headed '{category} Articles', with no featured block", async () => {
    for (const { name } of content.site.blog.categories) {
      const $ = await site.page(categoryPath(name));
      const expected = posts.filter((post) => post.category === name);
      expect(expected.length).toBeGreaterThan(0);
      expect(cardIds($), name).toEqual(expected.map((post) => post.id));
      expect($('[data-blog-grid-title]').text()).toBe(`${name} Articles`);
      expect($('[data-blog-featured]')).toHaveLength(0);
      expect($('[data-blog-filter] [aria-current="page"]').text()).toBe(name);
      expect($('[data-blog-filter] [aria-current="page"]').attr('data-filter-value')).toBe(name);
    }
  });

  it('is in the sitemap, dated by the newest post it shows', async () => {
    const sitemap = await site.read('sitemap.xml');
    for (const { name } of content.site.blog.categories) {
      const newest = posts.find((post) => post.category === name)!;
      expect(sitemap).toContain(`<loc>${origin}${categoryPath(name)}/</loc><lastmod>${newest.updated ?? newest.publishDate}</lastmod>`);
    }
  });
});

describe("an author's page", () => {
  it('is at /blog/author/{slug}/ with their name, role, own bio and links, titled and described for them', async () => {
    expect(content.authors.map((author) => author.name).sort()).toEqual(['ananya-desai', 'rahul-iyer', 'vikram-joshi']);
    for (const author of content.authors) {
      const { name, role, bio, links } = author.data;
      const path = `/blog/author/${author.name}`;
      const $ = await site.page(path);
      expect($('h1').text()).toBe(name);
      expect($('.hero__eyebrow').text()).toBe(role);
      expect($('.hero__lead').text()).toBe(bio);
      expect(
        $('.author-links a')
          .toArray()
          .map((element) => $(element).attr('href')),
      ).toEqual(links.map((item) => item.url));
      expect($('title').text()).toBe(`Articles by ${name} | Northbeam Software`);
      expect($('meta[name="description"]').attr('content')).toBe(bio);
      expect($('link[rel="canonical"]').attr('href')).toBe(`${origin}${path}/`);
      expect(sitemapUrls(await site.read('sitemap.xml'))).toContain(`${origin}${path}/`);
    }
  });

  it('lists every article the author wrote, newest first, and no other', async () => {
    let listed = 0;
    for (const author of content.authors) {
      const $ = await site.page(`/blog/author/${author.name}`);
      const expected = posts.filter((post) => post.author === author.data.name).map((post) => post.id);
      expect(cardIds($)).toEqual(expected);
      listed += expected.length;
    }
    expect(listed).toBe(posts.length);
  });

  it('gives each author a bio of their own, not the sentence every article shares', () => {
    const bios = content.authors.map((author) => author.data.bio);
    expect(new Set(bios).size).toBe(bios.length);
    for (const author of content.authors) {
      expect(author.data.bio).toContain(author.data.name.split(' ')[0]);
      expect(author.data.bio).not.toMatch(/expert software developer/);
    }
  });
});
