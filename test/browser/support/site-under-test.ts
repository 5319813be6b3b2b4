import type { Browser } from 'playwright-core';
import { type BuiltSite } from '../../support/built-site.ts';
import { sharedSite } from '../../support/shared-site.ts';
import { launchBrowser } from './browser.ts';
import { startStaticHost, type StaticHost } from './static-host.ts';

export interface SiteUnderTest {
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
    url: (path) => new URL(path.replace(/^\//, '').replace(/^([^?#.]+[^/?#])([?#].*)?$/, '$1/$2'), host.url).href,
    async close() {
      await browser.close();
      await host.close();
    },
  };
}
