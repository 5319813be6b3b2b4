import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSite } from '../../test/support/shared-site.ts';
import type { RunningServer } from './listen.ts';
import { startPreviewServer } from './preview-server.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startPreviewServer({ dir: (await sharedSite()).outDir, host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, server.url), { headers });

describe('sitegen preview', () => {
  it('serves pages at their clean URLs, and 404.html with status 404 anywhere else', async () => {
    for (const path of ['/', '/about/', '/blog/', '/services/fhir/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
    }
    for (const path of ['/no-such-page/', '/blog/no-such-post/', '/assets/missing.css']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Oops! Page not found');
    }
  });

  it('lets browsers keep hashed assets for a year and makes them revalidate everything else', async () => {
    const home = await (await get('/')).text();
    const stylesheet = /href="(\/assets\/main\.[0-9a-f]+\.css)"/.exec(home)![1]!;
    const script = /src="(\/assets\/main\.[0-9a-f]+\.js)"/.exec(home)![1]!;
    for (const path of [stylesheet, script]) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/about/', '/feed.xml', '/sitemap.xml', '/favicon.svg', '/pagefind/1/pagefind.js', '/search-indexes.json']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
    const page = await get('/about/');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/about/', { 'If-None-Match': etag! })).status).toBe(304);
  });

  it('compresses text for browsers that accept it', async () => {
    const home = await (await get('/')).text();
    const stylesheet = /href="(\/assets\/main\.[0-9a-f]+\.css)"/.exec(home)![1]!;
    for (const [encoding, expected] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
    ] as const) {
      const response = await get(stylesheet, { 'Accept-Encoding': encoding });
      expect(response.headers.get('content-encoding'), encoding).toBe(expected);
    }
  });
});
