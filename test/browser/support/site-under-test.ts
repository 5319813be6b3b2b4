import type { Browser } from 'playwright-core';
import { type BuiltSite } from '../../support/built-site.ts';
import { sharedSite } from '../../support/shared-site.ts';
import { launchBrowser } from './browser.ts';
import { startStaticHost, type StaticHost } from './static-host.ts';

/** The routes of a built site that the browser tests visit. */
export interface SiteRoutes {
  /**
   * The site path of every page but the 404 page (`/blog/`), with one archive of each
   * kind: the blog's category and author archives share their template and differ only
   * in which cards they list, so checking every one of them in a browser adds time, not cover.
   */
  readonly routes: readonly string[];
  /**
   * The routes with a few articles and service pages standing for the rest: each kind
   * of page shares one template, so one of each is enough where only the layout
   * differs (a narrower width, the page without its script).
   */
  readonly sampleRoutes: readonly string[];
}

export interface SiteUnderTest extends SiteRoutes {
  readonly site: BuiltSite;
  readonly host: StaticHost;
  readonly browser: Browser;
  /** The absolute URL of a site path (`/blog` -> `http://127.0.0.1:PORT/blog/`). */
  url(path: string): string;
  close(): Promise<void>;
}

/** Builds the site, serves it like a static host and starts Chromium: once per test file. */
export async function startSiteUnderTest(): Promise<SiteUnderTest> {
  const [site, browser] = await Promise.all([sharedSite(), launchBrowser()]);
  const host = await startStaticHost(site.outDir);
  return {
    site,
    host,
    browser,
    ...routesOf(site),
    url: (path) => new URL(path.replace(/^\//, '').replace(/^([^?#.]+[^/?#])([?#].*)?$/, '$1/$2'), host.url).href,
    async close() {
      await browser.close();
      await host.close();
    },
  };
}

/** The routes the browser tests visit on a built site: known before any test starts, to declare a test per route. */
export function routesOf(site: BuiltSite): SiteRoutes {
  const routes = oneArchiveOfEachKind(
    site.htmlFiles.filter((file) => file !== '404.html').map((file) => `/${file.replace(/index\.html$/, '')}`),
  );
  return { routes, sampleRoutes: routes.filter((route) => !isArticleOrService(route) || sampleArticlesAndServices.test(route)) };
}

function oneArchiveOfEachKind(routes: readonly string[]): string[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const kind = /^\/blog\/(category|author)\//.exec(route)?.[1];
    if (kind === undefined) return true;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/** An article's route (`/blog/{slug}/`), not the blog's list or an archive. */
export function isArticle(route: string): boolean {
  return /^\/blog\/[a-z0-9-]+\/$/.test(route);
}

function isArticleOrService(route: string): boolean {
  return isArticle(route) || /^\/services\/[a-z0-9-]+\/$/.test(route);
}

/** The service pages and articles that stand for the others in `sampleRoutes`. */
const sampleArticlesAndServices = /^\/(services\/(java|hms|snomed)|blog\/(code-reviews-that-scale|no-such-post))\/$/;
