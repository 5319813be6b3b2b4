import { beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { LoadedContent } from 'sitegen';
import type { SiteContent } from '../templates/content.ts';
import { authorPath, categoryPath } from '../templates/blog-paths.ts';
import { blogPosts } from '../templates/routes.ts';
import { fileOf, type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';
import { loadSiteContent } from './support/site-content.ts';
import { markdownPageRoutes, specRoutes } from './routes.ts';
import { srcsetUrls } from '../src/check/asset-references.ts';

let site: BuiltSite;
let content: LoadedContent<SiteContent>;
let postSlugs: string[];
const origin = 'https://www.northbeam.example';

beforeAll(async () => {
  [site, content] = await Promise.all([sharedSite(), loadSiteContent()]);
  // The blog's folders other than its archives' are its articles.
  postSlugs = (await readdir(join(site.outDir, 'blog'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== 'category' && entry.name !== 'author')
    .map((entry) => entry.name);
});

describe('the built site', () => {
  it("has every route of the spec, its Markdown pages, one page per article and the blog's archives", async () => {
    expect(postSlugs).toHaveLength(13);
    const archives = [
      ...content.site.blog.categories.map((category) => categoryPath(category.name)),
      ...content.authors.map((author) => authorPath(author.name)),
    ];
    expect(archives).toHaveLength(13);
    const expected = [...specRoutes, ...markdownPageRoutes, ...postSlugs.map((slug) => `/blog/${slug}`), ...archives].map(fileOf);
    expect(site.htmlFiles).toEqual([...expected, '404.html'].sort());
  });

  it('gives every page exactly one shown h1 and complete head metadata', async () => {
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      // The 404 page holds a second, hidden variant that its script may show instead.
      const shown = $('h1').filter((_, element) => $(element).closest('[hidden]').length === 0);
      expect(shown, file).toHaveLength(1);
      expect(shown.text().trim(), file).not.toBe('');
      expect($('html').attr('lang'), file).toBe('en');
      expect($('meta[name="viewport"]').attr('content'), file).toContain('width=device-width');
      expect($('title').text(), file).toMatch(/ \| Northbeam Software$/);
      expect($('meta[name="description"]').attr('content')?.length, file).toBeGreaterThan(50);
      expect($('meta[name="keywords"]').attr('content'), file).toBeTruthy();
      expect($('meta[property="og:title"]').attr('content'), file).toBe($('title').text());
      // A page with a social card shows it large; the not-found page has none.
      expect($('meta[name="twitter:card"]').attr('content'), file).toBe(file === '404.html' ? 'summary' : 'summary_large_image');
      expect($('link[rel="icon"]').attr('href'), file).toBe('/favicon.svg');
      expect($('link[rel="alternate"][type="application/rss+xml"]').attr('href'), file).toBe('/feed.xml');
      expect($('link[rel="stylesheet"]').attr('href'), file).toMatch(/^\/assets\/main\.[0-9a-f]{10}\.css$/);
      expect($('script[type="module"]').attr('src'), file).toMatch(/^\/assets\/main\.[0-9a-f]{10}\.js$/);
    }
  });

  it('gives every page an absolute canonical on the site host, matching its own address', async () => {
    for (const file of site.htmlFiles.filter((file) => file !== '404.html')) {
      const $ = await site.page(file);
      const canonical = $('link[rel="canonical"]').attr('href') ?? '';
      const expected = `${origin}/${file.replace(/index\.html$/, '')}`;
      expect(canonical, file).toBe(expected);
      expect($('meta[property="og:url"]').attr('content'), file).toBe(expected);
    }
  });

  it('gives every page a unique title and description', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      titles.add($('title').text());
      descriptions.add($('meta[name="description"]').attr('content') ?? '');
    }
    expect(titles.size).toBe(site.htmlFiles.length);
    expect(descriptions.size).toBe(site.htmlFiles.length);
  });

  it('marks the home page as an Organization and articles as BlogPostings in JSON-LD', async () => {
    const jsonLd = async (path: string) => {
      const $ = await site.page(path);
      return $('script[type="application/ld+json"]')
        .toArray()
        .map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
    };
    expect(await jsonLd('/')).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Northbeam Software' })]);
    const slug = postSlugs[0]!;
    const [posting] = await jsonLd(`/blog/${slug}`);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', url: `${origin}/blog/${slug}/` });
    expect(await jsonLd('/about')).toEqual([]);
  });

  it('keeps the 404 page out of search engines, with the generic and the Post Not Found variants', async () => {
    const $ = await site.page('404.html');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="canonical"]')).toHaveLength(0);
    const generic = $('[data-not-found-variant="page"]');
    expect(generic.text()).toContain('404');
    expect(generic.text()).toContain('Oops! Page not found');
    expect(generic.find('a').attr('href')).toBe('/');
    const post = $('[data-not-found-variant="post"]');
    expect(post.attr('hidden')).toBeDefined();
    expect(post.text()).toContain('Post Not Found');
    expect(post.text()).toContain("The blog post you're looking for doesn't exist.");
    expect(post.find('a').text()).toBe('Back to Blog');
    expect(post.find('a').attr('href')).toBe('/blog/');
  });

  it('lists every indexable page in sitemap.xml, and robots.txt points to it', async () => {
    const sitemap = new XMLParser().parse(await site.read('sitemap.xml')) as { urlset: { url: { loc: string }[] } };
    const locs = sitemap.urlset.url.map((entry) => entry.loc).sort();
    const expected = site.htmlFiles.filter((file) => file !== '404.html').map((file) => `${origin}/${file.replace(/index\.html$/, '')}`);
    expect(locs).toEqual(expected.sort());
    expect(await site.read('robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('dates every sitemap entry from the content: the copy, the article, or the newest article a list shows', async () => {
    const entries = (new XMLParser().parse(await site.read('sitemap.xml')) as { urlset: { url: { loc: string; lastmod?: string }[] } })
      .urlset.url;
    const lastmod = new Map(entries.map((entry) => [entry.loc.slice(origin.length), entry.lastmod]));
    for (const [loc, date] of lastmod) expect(date, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmod.get('/about/')).toBe(content.about.meta.updated);
    expect(lastmod.get('/services/java/')).toBe(content.services.find((entry) => entry.name === 'java')!.data.meta.updated);
    expect(lastmod.get('/privacy/')).toBe(content.pages.find((entry) => entry.name === 'privacy')!.data.updated);
    const posts = blogPosts(content);
    for (const post of posts) expect(lastmod.get(`/blog/${post.slug}/`)).toBe(post.updated ?? post.publishDate);
    const newest = [content.blog.meta.updated, ...posts.map((post) => post.updated ?? post.publishDate)].sort().at(-1);
    expect(lastmod.get('/blog/')).toBe(newest);
    const rahul = posts.find((post) => post.author === 'Rahul Iyer')!;
    expect(lastmod.get('/blog/author/rahul-iyer/')).toBe(rahul.updated ?? rahul.publishDate);
  });

  it('writes an RSS feed that parses, with every article (fewer than blog.feedSize), newest first', async () => {
    const feed = new XMLParser().parse(await site.read('feed.xml')) as {
      rss: { channel: { title: string; item: { title: string; link: string; pubDate: string }[] } };
    };
    const items = feed.rss.channel.item;
    expect(items).toHaveLength(13);
    expect(items.map((item) => item.link).sort()).toEqual(postSlugs.map((slug) => `${origin}/blog/${slug}/`).sort());
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('indexes the blog articles, and only them, with Pagefind', async () => {
    // Thirteen articles fit in one part of the index.
    expect(JSON.parse(await site.read('search-indexes.json'))).toEqual({ parts: ['/pagefind/1/pagefind.js'] });
    const entry = JSON.parse(await site.read('pagefind/1/pagefind-entry.json')) as { languages: Record<string, { page_count: number }> };
    expect(entry.languages.en?.page_count).toBe(13);
    expect(await readdir(join(site.outDir, 'pagefind', '1', 'filter'))).not.toHaveLength(0);
  });

  it('loads nothing from any other host: no external stylesheet, script, image or font', async () => {
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      const resources = $('link[rel="stylesheet"], link[rel="icon"], link[rel="preload"], script[src], img, source, iframe, video, audio')
        .toArray()
        .flatMap((element) => {
          const { href, src, srcset } = $(element).attr() ?? {};
          // A picture's source names its files in srcset alone.
          return srcset === undefined ? [href ?? src ?? ''] : [...srcsetUrls(srcset), ...(src === undefined ? [] : [src])];
        });
      for (const url of resources) expect(url, file).toMatch(/^\/(?!\/)/);
    }
    const css = await site.read((await site.page('/'))('link[rel="stylesheet"]').attr('href')!.slice(1));
    expect(css).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
    expect(css).not.toMatch(/@import/);
  });

  it('writes the hashed stylesheet and script the pages link to, and copies static files', async () => {
    const $ = await site.page('/');
    for (const url of [$('link[rel="stylesheet"]').attr('href')!, $('script[type="module"]').attr('src')!, '/favicon.svg']) {
      expect((await readFile(join(site.outDir, url))).length, url).toBeGreaterThan(0);
    }
  });
});
