import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildAssets } from './assets/build-assets.ts';
import { feedPath, rssFeed } from './output/feed.ts';
import { stageOutput } from './output/output-dir.ts';
import { robotsTxt } from './output/robots.ts';
import { openSearchIndex } from './output/search-index.ts';
import { sitemapXml } from './output/sitemap.ts';
import { loadTemplates } from './render/load-templates.ts';
import { renderRoute } from './render/render-route.ts';
import { createSitePaths, normalizeBase } from './render/site-paths.ts';
import { loadSite } from './site/load-site.ts';
import { createRoutes, notFoundPath, type Route } from './site/routes.ts';

export interface BuildOptions {
  /** The project folder holding templates/ and assets/. */
  readonly root: string;
  /** Where the content lives; defaults to `{root}/content`. */
  readonly contentDir?: string;
  readonly outDir: string;
  /** The path the site is served under, e.g. `/docs/` for a GitHub Pages project site. */
  readonly base: string;
  /** Overrides the site's `url` from site.yaml. */
  readonly url?: string | undefined;
}

export interface BuildSummary {
  readonly pages: number;
  readonly assets: number;
  readonly milliseconds: number;
}

/**
 * The whole pipeline: content -> site model -> routes -> HTML, assets, sitemap,
 * feed and search index, written to a staged folder that replaces `outDir` only
 * if every step succeeded.
 */
export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const base = normalizeBase(options.base);
  const basePaths = createSitePaths('', base);
  const contentDir = options.contentDir ?? join(options.root, 'content');
  const output = await stageOutput(options.outDir);
  // Started first, so that Pagefind's process boots while everything else loads.
  const searchIndex = openSearchIndex();
  try {
    const [model, templates, assets] = await allSettledOrThrow([
      loadSite(contentDir, { link: basePaths.link, cacheDir: join(options.root, '.sitegen', 'cache') }),
      loadTemplates(options.root),
      buildAssets(join(options.root, 'assets'), output.dir, basePaths, feedPath),
    ] as const);
    const paths = createSitePaths(options.url ?? model.config.url, base);
    const routes = createRoutes(model, paths);
    const index = await searchIndex;
    const write = async (file: string, content: string) => {
      await mkdir(dirname(join(output.dir, file)), { recursive: true });
      await writeFile(join(output.dir, file), content);
    };
    for (const route of routes) {
      const html = renderRoute(route, { templates, model, paths, assets: assets.urls });
      await Promise.all([write(outputFileOf(route), html), index.add(paths.link(route.path), html)]);
    }
    const indexable = routes.filter((route) => route.path !== notFoundPath);
    await Promise.all([
      write('sitemap.xml', sitemapXml(indexable.map((route) => paths.absolute(route.path)))),
      write('robots.txt', robotsTxt(paths.absolute('/sitemap.xml'))),
      write(feedPath.slice(1), rssFeed(model, paths)),
      index.write(join(output.dir, 'pagefind')),
    ]);
    await output.commit();
    return {
      pages: routes.length,
      assets: assets.files.length,
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    await output.discard();
    throw error;
  } finally {
    await searchIndex.then((index) => index.close(), () => undefined);
  }
}

/**
 * Like Promise.all, but waits for every task before throwing the first failure (in
 * list order): a task still writing into the staged folder must not race its removal.
 */
async function allSettledOrThrow<const Tasks extends readonly Promise<unknown>[]>(
  tasks: Tasks,
): Promise<{ -readonly [Index in keyof Tasks]: Awaited<Tasks[Index]> }> {
  const results = await Promise.allSettled(tasks);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [Index in keyof Tasks]: Awaited<Tasks[Index]>;
  };
}

/** Every page is a folder's index.html, so that `/about/` is served on any static host; the 404 page is where hosts look for it. */
function outputFileOf(route: Route): string {
  if (route.path === notFoundPath) return '404.html';
  return join(route.path.slice(1), 'index.html');
}
