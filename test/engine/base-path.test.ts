import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { feedLinks, readBuiltSite, sitemapUrls, type BuiltSite } from '../support/built-site.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

let project: TempProject;
let site: BuiltSite;

const origin = 'https://example.org';

beforeAll(async () => {
  project = await copyFixture('notes');
  await buildProject(project, { base: '/docs/', url: origin });
  site = await readBuiltSite(join(project.root, 'dist'));
});
afterAll(() => project.remove());

/** Every URL the page's elements name, by the attribute that names it. */
async function urlsOf(file: string): Promise<string[]> {
  const $ = await site.page(file);
  return $('[href], [src]')
    .toArray()
    .map((element) => $(element).attr('href') ?? $(element).attr('src') ?? '');
}

const isExternal = (url: string) => /^https?:\/\/(?!example\.org\/)/.test(url);

describe('a site built under a base path', () => {
  it('links every page, asset and file under the base', async () => {
    const urls = (await Promise.all(site.htmlFiles.map(urlsOf))).flat().filter((url) => !isExternal(url));
    // Every page links the home page, the favicon, the feed and the stylesheet, at least.
    expect(urls.length).toBeGreaterThan(site.htmlFiles.length * 4);
    for (const url of urls) expect(url).toMatch(/^\/docs\/|^https:\/\/example\.org\/docs\//);
  });

  it('serves what it links there: the stylesheet, the favicon and the feed', async () => {
    const linked = (await urlsOf('index.html')).filter((url) => /\.(css|svg|xml)$/.test(url));
    expect(linked).toEqual(
      expect.arrayContaining(['/docs/favicon.svg', '/docs/feed.xml', expect.stringMatching(/^\/docs\/assets\/main\.[0-9a-f]+\.css$/)]),
    );
    for (const url of linked) expect(existsSync(join(site.outDir, url.slice('/docs/'.length))), url).toBe(true);
  });

  it('rewrites the site paths that Markdown bodies link to', async () => {
    const $ = await site.page('/notes/naming-things');
    expect($('.body a').attr('href')).toBe('/docs/tags/writing/');
  });

  it('gives canonicals, sitemap, robots.txt and feed absolute URLs under the base', async () => {
    expect((await site.page('/notes/small-commits'))('link[rel="canonical"]').attr('href')).toBe(`${origin}/docs/notes/small-commits/`);
    const pages = site.htmlFiles.filter((file) => file !== '404.html').map((file) => `${origin}/docs/${file.replace(/index\.html$/, '')}`);
    expect(sitemapUrls(await site.read('sitemap.xml')).sort()).toEqual(pages.sort());
    expect(await site.read('robots.txt')).toContain(`Sitemap: ${origin}/docs/sitemap.xml`);
    const feed = feedLinks(await site.read('feed.xml'));
    expect(feed.channel).toBe(`${origin}/docs/`);
    expect(feed.items).toHaveLength(6);
    for (const link of feed.items) expect(link).toMatch(new RegExp(`^${origin}/docs/notes/[a-z-]+/$`));
  });

  it('names the parts of its search index under the base', async () => {
    const { parts } = JSON.parse(await site.read('search-indexes.json')) as { parts: string[] };
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      expect(part).toMatch(/^\/docs\/pagefind\/\d+\/pagefind\.js$/);
      expect(existsSync(join(project.root, 'dist', part.slice('/docs/'.length)))).toBe(true);
    }
  });
});
