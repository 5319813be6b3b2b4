import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as cheerio from 'cheerio';
import type { PageRoute } from 'sitegen';
import { memoryBuildCache } from '../src/cache/build-cache.ts';
import { PagePlanError, planPages } from '../src/pipeline/plan-pages.ts';
import { loadSiteModule } from '../src/render/load-site-module.ts';
import { renderPage } from '../src/render/render-page.ts';
import { createSitePaths } from '../src/render/site-paths.ts';
import { blogFeed } from '../templates/blog-files.ts';
import type { PageHead } from '../templates/page-head.ts';
import { readingMinutes } from '../templates/read-time.ts';
import { siteRoutes } from '../templates/routes.ts';
import { contentErrorsOf, editedContent, lineOf, replaceLine, type Edit } from './support/content-edits.ts';
import { makeTempDir, repoRoot } from './support/project.ts';
import { loadSiteContent, siteRenderEnvironment } from './support/site-content.ts';
import { checkFunctions } from '../src/functions/declared-functions.ts';
import { imageCatalogOf } from '../src/images/published-image.ts';
import { routeEnvironment } from '../src/pipeline/route-environment.ts';
import site from '../templates/site.ts';

/** The fields a writer gives an article beyond the required ones, on edited copies of this site's content. */
let workDir: string;
const cache = memoryBuildCache();
beforeAll(async () => {
  workDir = await makeTempDir('sitegen-writers-fields-');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const post = 'blog/code-reviews-that-scale.md';
const slug = 'code-reviews-that-scale';
const paths = createSitePaths('https://www.northbeam.example', '/');
const assets = { stylesheet: '/site.css', script: '/site.js', feed: '/feed.xml' };

/** The site's routes after the edits, and a function rendering one of them. */
async function siteAfter(edits: Readonly<Record<string, Edit>>) {
  const dir = await editedContent(join(repoRoot, 'content'), workDir, edits);
  const content = await loadSiteContent({ contentDir: dir, cache });
  const routes = siteRoutes(content, routeEnvironment(site.functions, paths, imageCatalogOf([])));
  const pageAt = (path: string): PageRoute<PageHead> => {
    const route = routes.find((candidate) => candidate.path === path);
    if (route?.kind !== 'page') throw new Error(`no page at ${path}`);
    return route;
  };
  const render = (path: string) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no route at ${path}`);
    return cheerio.load(renderPage(route, siteRenderEnvironment(content, paths, assets)));
  };
  return { content, routes, pageAt, render };
}

/** The problems planning the site's pages finds after the edits, each as a writer reads it, files named relative to the content folder. */
async function planProblemsAfter(edits: Readonly<Record<string, Edit>>): Promise<{ problems: readonly string[]; dir: string }> {
  const dir = await editedContent(join(repoRoot, 'content'), workDir, edits);
  const content = await loadSiteContent({ contentDir: dir, cache });
  try {
    // The definition as the engine loads it from templates/site.ts, for any site's content.
    const { definition } = await loadSiteModule(repoRoot);
    planPages(definition, content, paths, imageCatalogOf([]), await checkFunctions(definition.functions ?? {}, repoRoot));
  } catch (error) {
    if (!(error instanceof PagePlanError)) throw error;
    return { problems: error.problems.map((problem) => problem.replaceAll(`${relative(process.cwd(), dir)}/`, '')), dir };
  }
  return { problems: [], dir };
}

async function errorsAfter(edits: Readonly<Record<string, Edit>>): Promise<{ errors: string[]; dir: string }> {
  const dir = await editedContent(join(repoRoot, 'content'), workDir, edits);
  return { errors: await contentErrorsOf(loadSiteContent({ contentDir: dir, cache }), dir), dir };
}

describe('readTime', () => {
  it("is computed from the body's words when left out, and shown as 'N min read' on the article and its card", async () => {
    const { content, render } = await siteAfter({ [post]: replaceLine(/^readTime: .*\n/m, '') });
    const entry = content.posts.find((candidate) => candidate.data.slug === slug)!;
    expect(entry.data.readTime).toBeUndefined();
    const expected = `${readingMinutes(entry.html)} min read`;
    expect(expected).toBe('6 min read');
    expect(render(`/blog/${slug}`)('.article__meta').text()).toContain(expected);
    expect(render('/blog')(`[data-post-id="${entry.data.id}"] .post-card__read-time`).text()).toBe(expected);
  });

  it('is taken as written when given', async () => {
    const { render } = await siteAfter({ [post]: replaceLine(/^readTime: .*$/m, 'readTime: 9 min read') });
    expect(render(`/blog/${slug}`)('.article__meta').text()).toContain('9 min read');
  });
});

describe('updated', () => {
  it("is shown as 'Updated {date}' and dates the article's dateModified, its sitemap entry and its feed item", async () => {
    const { content, render, pageAt } = await siteAfter({
      [post]: replaceLine(/^publishDate: .*$/m, 'publishDate: 2024-10-01\nupdated: 2025-09-02'),
    });
    expect(blogFeed(content).items.find((item) => item.path === `/blog/${slug}`)).toMatchObject({
      published: '2024-10-01',
      updated: '2025-09-02',
    });
    const $ = render(`/blog/${slug}`);
    const updated = $('.article__updated');
    expect(updated.text()).toBe('Updated September 2, 2025');
    expect(updated.find('time').attr('datetime')).toBe('2025-09-02');
    const data = JSON.parse($('script[type="application/ld+json"]').text()) as Record<string, unknown>;
    expect(data).toMatchObject({ datePublished: '2024-10-01', dateModified: '2025-09-02' });
    expect(pageAt(`/blog/${slug}`).lastModified).toBe('2025-09-02');
    expect(pageAt('/blog/category/development-practices').lastModified).toBe('2025-09-02');
  });

  it('is not shown, and dateModified is the publish date, when left out', async () => {
    const { render, pageAt } = await siteAfter({});
    const $ = render(`/blog/${slug}`);
    expect($('.article__updated')).toHaveLength(0);
    expect(JSON.parse($('script[type="application/ld+json"]').text())).toMatchObject({ dateModified: '2024-10-01' });
    expect(pageAt(`/blog/${slug}`).lastModified).toBe('2024-10-01');
  });

  it('may not be before the publish date, nor a date the calendar lacks', async () => {
    const before = await errorsAfter({ [post]: replaceLine(/^publishDate: .*$/m, 'publishDate: 2024-10-01\nupdated: 2024-09-30') });
    expect(before.errors).toEqual([
      `${post}:${await lineOf(join(before.dir, post), /^updated:/)}: updated: 2024-09-30 is before publishDate 2024-10-01`,
    ]);
    const unreal = await errorsAfter({ [post]: replaceLine(/^publishDate: .*$/m, 'publishDate: 2024-10-01\nupdated: 2025-02-30') });
    expect(unreal.errors).toEqual([
      `${post}:${await lineOf(join(unreal.dir, post), /^updated:/)}: updated: must be a real date written YYYY-MM-DD`,
    ]);
  });
});

describe('author', () => {
  it('must have a file in content/authors/', async () => {
    const { errors, dir } = await errorsAfter({ [post]: replaceLine(/^author: .*$/m, 'author: Priya Menon') });
    expect(errors).toEqual([
      `${post}:${await lineOf(join(dir, post), /^author:/)}: author: 'Priya Menon' has no file in content/authors/ (known: Ananya Desai, Rahul Iyer, Vikram Joshi)`,
    ]);
  });
});

describe('categories', () => {
  it('must each make an archive address of their own', async () => {
    const { errors, dir } = await errorsAfter({ 'site.yaml': replaceLine(/^ {4}- name: Search$/m, '    - name: search technology') });
    const line = await lineOf(join(dir, 'site.yaml'), /^ {4}- name: search technology$/);
    expect(errors).toContain(
      `site.yaml:${line}: blog.categories[7].name: 'search technology' would share the archive /blog/category/search-technology/ with 'Search Technology'`,
    );
  });
});

describe('aliases', () => {
  it("leave a page at each old address that sends readers on to the article's new one", async () => {
    const { routes, render } = await siteAfter({
      [post]: replaceLine(/^slug: .*$/m, `slug: ${slug}\naliases: [/blog/code-review-at-scale/, /blog/reviews]`),
    });
    const redirects = routes.filter((route) => route.kind === 'redirect');
    expect(redirects.map((route) => [route.path, route.to])).toEqual([
      ['/blog/code-review-at-scale/', `/blog/${slug}`],
      ['/blog/reviews', `/blog/${slug}`],
    ]);
    const $ = render('/blog/code-review-at-scale/');
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe(`0; url=/blog/${slug}/`);
    expect($('link[rel="canonical"]').attr('href')).toBe(`https://www.northbeam.example/blog/${slug}/`);
    expect($('title').text()).toBe('This article has moved');
    expect($(`a[href="/blog/${slug}/"]`).text()).toBe('Read it at its new address');
  });

  it('that another page has, or that lead out of the site, fail the build at their lines, naming where the other address was declared', async () => {
    const other = 'blog/building-a-document-management-system.md';
    const { problems, dir } = await planProblemsAfter({
      [post]: replaceLine(
        /^slug: .*$/m,
        `slug: ${slug}\naliases:\n  - /blog/../about\n  - /about/\n  - /blog/building-a-document-management-system`,
      ),
    });
    const first = (await lineOf(join(dir, post), /^aliases:/)) + 1;
    expect(problems).toEqual([
      `${post}:${first}: aliases[0]: '/blog/../about' must not have a . or .. segment`,
      `${post}:${first + 1}: aliases[1]: '/about/' is also the address of the page /about (AboutPage)`,
      `${post}:${first + 2}: aliases[2]: '/blog/building-a-document-management-system' is also the address of the page /blog/building-a-document-management-system (BlogPostPage), from ${other}:${await lineOf(join(dir, other), /^slug:/)} (slug)`,
    ]);
  });

  it('must be site paths', async () => {
    const { errors, dir } = await errorsAfter({ [post]: replaceLine(/^slug: .*$/m, `slug: ${slug}\naliases: [blog/old]`) });
    expect(errors).toEqual([`${post}:${await lineOf(join(dir, post), /^aliases:/)}: aliases[0]: must be a site path starting with /`]);
  });
});
