import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Route } from 'sitegen';
import { memoryBuildCache } from '../src/cache/build-cache.ts';
import { imageCatalogOf } from '../src/images/published-image.ts';
import { routeEnvironment } from '../src/pipeline/route-environment.ts';
import { createSitePaths } from '../src/render/site-paths.ts';
import { repoRoot } from '../test/support/project.ts';
import { loadSiteContent } from '../test/support/site-content.ts';
import type { PageHead } from './page-head.ts';
import { siteRoutes } from './routes.ts';
import site from './site.ts';

const article = '/blog/code-reviews-that-scale';
const headAt = (routes: readonly Route<PageHead>[], path: string): PageHead | undefined => {
  const route = routes.find((candidate) => candidate.path === path);
  return route?.kind === 'page' ? route.head : undefined;
};

describe("an article's head", () => {
  it('is the same object while its post, the site and its address are, so the dev server sees the page unchanged at a glance', async () => {
    const content = await loadSiteContent({ contentDir: join(repoRoot, 'content'), cache: memoryBuildCache() });
    const env = routeEnvironment(site.functions, createSitePaths('https://www.northbeam.example', '/'), imageCatalogOf([]));
    const first = headAt(siteRoutes(content, env), article);
    expect(first?.title).toBe('Code Reviews That Scale: Habits for Growing Engineering Teams | Northbeam Software');
    expect(headAt(siteRoutes(content, { ...env, paths: createSitePaths('https://www.northbeam.example', '/') }), article)).toBe(first);

    const moved = headAt(siteRoutes(content, { ...env, paths: createSitePaths('https://staging.northbeam.example', '/') }), article);
    expect(moved).not.toBe(first);
    expect(JSON.stringify(moved?.jsonLd)).toContain('https://staging.northbeam.example/blog/code-reviews-that-scale');

    const renamed = { ...content, site: { ...content.site, name: 'Northbeam Labs' } };
    expect(JSON.stringify(headAt(siteRoutes(renamed, env), article)?.jsonLd)).toContain('Northbeam Labs');
  });
});
