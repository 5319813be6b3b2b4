import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BuiltSite } from '../../test/support/built-site.ts';
import { sharedSite } from '../../test/support/shared-site.ts';
import { makeTempDir } from '../../test/support/project.ts';
import { createInquiryHandler } from '../inquiry/inquiry-handler.ts';
import { defaultHandlerConfig } from '../inquiry/config.ts';
import { createFileSink, type FileSink } from '../inquiry/file-sink.ts';
import { nodeListener } from '../functions/node-adapter.ts';
import { inquiryFunction } from '../inquiry/inquiry-function.ts';
import type { RunningServer } from './listen.ts';
import { startPreviewServer } from './preview-server.ts';

let site: BuiltSite;
let server: RunningServer;
let inquiries: string;
let sink: FileSink;

beforeAll(async () => {
  site = await sharedSite();
  inquiries = join(await makeTempDir('sitegen-preview-'), 'inquiries.jsonl');
  sink = createFileSink(inquiries);
  const handler = createInquiryHandler({ ...defaultHandlerConfig, rateLimit: null }, sink);
  server = await startPreviewServer({
    dir: site.outDir,
    host: '127.0.0.1',
    port: 0,
    inquiry: {
      path: '/api/inquiry',
      listener: nodeListener(
        inquiryFunction(() => handler),
        { env: {} },
      ),
    },
  });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

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

  it('answers the inquiry endpoint through the handler, storing what it accepts', async () => {
    const inquiry = { name: 'Grace Hopper', email: 'grace@example.com', message: 'We would like a code review of our billing service.' };
    const accepted = await fetch(new URL('/api/inquiry', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(inquiry),
    });
    expect(accepted.status).toBe(200);
    const stored = (await readFile(inquiries, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(stored).toEqual([expect.objectContaining(inquiry)]);
    const refused = await fetch(new URL('/api/inquiry', server.url), { method: 'GET' });
    expect(refused.status).toBe(405);
  });

  it('answers the inquiry endpoint under the base of a site built for one, where its form posts', async () => {
    const handler = createInquiryHandler({ ...defaultHandlerConfig, rateLimit: null }, createFileSink(inquiries));
    const listener = nodeListener(
      inquiryFunction(() => handler),
      { env: {} },
    );
    const underBase = await startPreviewServer({
      dir: site.outDir,
      base: '/repo/',
      host: '127.0.0.1',
      port: 0,
      inquiry: { path: '/api/inquiry', listener },
    });
    try {
      const refused = await fetch(new URL('/repo/api/inquiry', underBase.url), { method: 'GET' });
      expect(refused.status).toBe(405);
      expect(refused.headers.get('allow')).toBe('POST, OPTIONS');
    } finally {
      await underBase.close();
    }
  });
});
