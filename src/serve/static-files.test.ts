import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { listen, type RunningServer } from './listen.ts';
import { serveStaticFiles } from './static-files.ts';

const digits = '0123456789';
/** Over compression's threshold, so that a browser accepting gzip would get it compressed. */
const stylesheet = 'body { color: black; }\n'.repeat(100);
let atRoot: RunningServer;
let underBase: RunningServer;

beforeAll(async () => {
  const dir = await makeTempDir('sitegen-static-');
  await mkdir(join(dir, 'about'));
  await mkdir(join(dir, 'assets'));
  await Promise.all([
    writeFile(join(dir, 'index.html'), '<h1>Home</h1>'),
    writeFile(join(dir, 'about', 'index.html'), '<h1>About</h1>'),
    writeFile(join(dir, '404.html'), '<h1>Not found</h1>'),
    writeFile(join(dir, 'digits.txt'), digits),
    writeFile(join(dir, 'assets', 'main.css'), stylesheet),
  ]);
  [atRoot, underBase] = await Promise.all([
    listen(serveStaticFiles(dir, { live: false, base: '/' }), '127.0.0.1', 0),
    listen(serveStaticFiles(dir, { live: true, base: '/repo/' }), '127.0.0.1', 0),
  ]);
});
afterAll(() => Promise.all([atRoot.close(), underBase.close()]));

const request = (server: RunningServer, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, server.url), { redirect: 'manual', ...init });
const ranged = (range: string, headers: Record<string, string> = {}) =>
  request(atRoot, '/digits.txt', { headers: { Range: range, ...headers } });

describe('serveStaticFiles', () => {
  it('sends the bytes a single range asks for, the last ones for a suffix range', async () => {
    for (const [range, bytes, contentRange] of [
      ['bytes=2-4', '234', 'bytes 2-4/10'],
      ['bytes=7-', '789', 'bytes 7-9/10'],
      ['bytes=8-100', '89', 'bytes 8-9/10'],
      ['bytes=-3', '789', 'bytes 7-9/10'],
    ] as const) {
      const response = await ranged(range);
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(contentRange);
      expect(await response.text(), range).toBe(bytes);
    }
  });

  it('answers 416, naming the size, to a range that cannot be met or is reversed', async () => {
    for (const range of ['bytes=10-', 'bytes=-0', 'bytes=5-2']) {
      const response = await ranged(range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe('bytes */10');
    }
  });

  it('sends the whole file for a range it may ignore, and whenever If-Range is sent', async () => {
    for (const [range, headers] of [
      ['bytes=0-1,4-5', {}],
      ['bytes=x-y', {}],
      ['bytes=0-0', {}],
      ['bytes=2-4', { 'If-Range': 'W/"10-0"' }],
    ] as const) {
      const response = await ranged(range, headers);
      expect(response.status, range).toBe(200);
      expect(await response.text(), range).toBe(digits);
    }
  });

  it('does not compress a part of a file, whose range names the file’s own bytes', async () => {
    const response = await request(atRoot, '/assets/main.css', { headers: { Range: 'bytes=0-1199', 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(stylesheet.slice(0, 1200));
  });

  it('answers 405, naming GET and HEAD, to any other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await request(atRoot, '/about/', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
    expect((await request(atRoot, '/about/', { method: 'HEAD' })).status).toBe(200);
  });

  it('serves a site built for a base there, sends the root to it, and answers 404 elsewhere', async () => {
    expect(await (await request(underBase, '/repo/about/')).text()).toBe('<h1>About</h1>');
    expect(await (await request(underBase, '/repo/')).text()).toBe('<h1>Home</h1>');
    for (const [path, location] of [
      ['/', '/repo/'],
      ['/repo', '/repo/'],
      ['/?ref=x', '/repo/?ref=x'],
    ] as const) {
      const response = await request(underBase, path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(location);
    }
    for (const path of ['/about/', '/repository/', '/repo/missing/']) {
      const response = await request(underBase, path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('<h1>Not found</h1>');
    }
  });
});
