import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { LoadedContent, PageRoute } from 'sitegen';
import { memoryBuildCache } from '../src/cache/build-cache.ts';
import { cardByteBudget } from '../src/cards/social-card.ts';
import { imageCatalogOf } from '../src/images/published-image.ts';
import { routeEnvironment } from '../src/pipeline/route-environment.ts';
import { createSitePaths } from '../src/render/site-paths.ts';
import { siteSocialCards } from '../templates/cards/social-cards.tsx';
import type { SiteContent } from '../templates/content.ts';
import type { PageHead } from '../templates/page-head.ts';
import { siteRoutes } from '../templates/routes.ts';
import type { BuiltSite } from './support/built-site.ts';
import { contentErrorsOf, editedContent, lineOf, replaceLine, type Edit } from './support/content-edits.ts';
import { makeTempDir, repoRoot } from './support/project.ts';
import { sharedSite } from './support/shared-site.ts';
import { loadSiteContent } from './support/site-content.ts';
import site from '../templates/site.ts';

const origin = 'https://www.northbeam.example';
const post = 'blog/code-reviews-that-scale.md';
const postPath = '/blog/code-reviews-that-scale';

describe("the site's pages", () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await sharedSite();
  });

  it('each announce a card of their own at 1200x630, whose file the site serves, but the not-found page', async () => {
    const urls = new Set<string>();
    for (const file of site.htmlFiles.filter((file) => file !== '404.html')) {
      const $ = await site.page(file);
      const meta = (property: string) => $(`meta[property="${property}"]`).attr('content');
      const url = meta('og:image') ?? '';
      expect(url, file).toMatch(new RegExp(`^${origin}/cards/[0-9a-f]{20}\\.png$`));
      expect(existsSync(join(site.outDir, url.slice(origin.length))), url).toBe(true);
      expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')], file).toEqual(['1200', '630', 'image/png']);
      expect(meta('og:image:alt'), file).toMatch(/, Northbeam Software$/);
      expect($('meta[name="twitter:card"]').attr('content'), file).toBe('summary_large_image');
      urls.add(url);
    }
    expect(urls.size).toBe(site.htmlFiles.length - 1);
    const notFound = await site.page('404.html');
    expect(notFound('meta[property="og:image"]')).toHaveLength(0);
    expect(notFound('meta[name="twitter:card"]').attr('content')).toBe('summary');
  });

  it("name their section or category in the card's alt", async () => {
    const altOf = async (path: string) => (await site.page(path))('meta[property="og:image:alt"]').attr('content');
    expect(await altOf(postPath)).toBe(
      'Code Reviews That Scale: Habits for Growing Engineering Teams (Development Practices), Northbeam Software',
    );
    expect(await altOf('/services/cybersecurity')).toMatch(/ \(Services\), Northbeam Software$/);
    expect(await altOf('/about')).toMatch(/ \(About\), Northbeam Software$/);
    expect(await altOf('/blog')).toBe('Blog, Northbeam Software');
  });

  it('have cards that fit the budget', async () => {
    const $ = await site.page(postPath);
    const file = join(site.outDir, ($('meta[property="og:image"]').attr('content') ?? '').slice(origin.length));
    expect(await sharp(file).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    expect((await stat(file)).size).toBeLessThan(cardByteBudget);
  });
});

describe("an article's own picture", () => {
  let workDir: string;
  const cache = memoryBuildCache();
  beforeAll(async () => {
    workDir = await makeTempDir('sitegen-card-picture-');
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  const env = routeEnvironment(site.functions, createSitePaths(origin, '/'), imageCatalogOf([]));
  /** The card the site declares for a page, after the edits. */
  async function cardAfter(edits: Readonly<Record<string, Edit>>, path: string) {
    const content: LoadedContent<SiteContent> = await loadSiteContent({
      contentDir: await editedContent(join(repoRoot, 'content'), workDir, edits),
      cache,
    });
    const route = siteRoutes(content, env).find((candidate) => candidate.path === path);
    if (route?.kind !== 'page') throw new Error(`no page at ${path}`);
    return siteSocialCards(content, env).card(route as PageRoute<PageHead>);
  }
  const withImage = (lines: string) => replaceLine(/^featured: .*$/m, `featured: false\n${lines}`);

  it('is its card, from assets/images/, with its alt or else its title', async () => {
    expect(
      await cardAfter(
        { [post]: withImage('image: /images/idempotent-retry.png\nimageAlt: A client retries a payment with the same key') },
        postPath,
      ),
    ).toEqual({
      kind: 'picture',
      file: 'assets/images/idempotent-retry.png',
      alt: 'A client retries a payment with the same key',
    });
    expect(await cardAfter({ [post]: withImage('image: /images/idempotent-retry.png') }, postPath)).toMatchObject({
      alt: 'Code Reviews That Scale: Habits for Growing Engineering Teams',
    });
  });

  it('stays its card when socialCards is false, which leaves every other page without one', async () => {
    const off = { 'site.yaml': replaceLine(/^skipLink: .*$/m, 'socialCards: false\n$&') };
    expect(await cardAfter({ ...off, [post]: withImage('image: /images/idempotent-retry.png') }, postPath)).toMatchObject({
      kind: 'picture',
    });
    expect(await cardAfter(off, postPath)).toBeUndefined();
    expect(await cardAfter(off, '/')).toBeUndefined();
  });

  it('must be an image of assets/images/', async () => {
    const dir = await editedContent(join(repoRoot, 'content'), workDir, { [post]: withImage('image: /assets/review-board.gif') });
    expect(await contentErrorsOf(loadSiteContent({ contentDir: dir, cache }), dir)).toEqual([
      `${post}:${await lineOf(join(dir, post), /^image:/)}: image: must name an image of assets/images/, as /images/name.png`,
    ]);
  });
});
