import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeTempDir } from '../../test/support/project.ts';
import { contentTypeOf } from '../deploy/content-type.ts';
import { svgContentSecurityPolicy } from '../deploy/svg-policy.ts';
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
    writeFile(join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'),
    writeFile(join(dir, '.env'), 'TOKEN=not-for-visitors'),
    mkdir(join(dir, '.well-known')).then(() => writeFile(join(dir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com')),
  ]);
  [atRoot, underBase] = await Promise.all([
    listen(serveStaticFiles(dir, { base: '/' }), '127.0.0.1', 0),
    listen(serveStaticFiles(dir, { base: '/repo/' }), '127.0.0.1', 0),
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
      ['bytes=0-0', '0', 'bytes 0-0/10'],
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

  it('sends each file with the Content-Type a deploy stores with it', async () => {
    for (const path of ['/assets/main.css', '/digits.txt', '/about/']) {
      const response = await request(atRoot, path);
      expect(response.headers.get('content-type'), path).toBe(contentTypeOf(path === '/about/' ? 'about/index.html' : path));
    }
  });

  it('sends an SVG with the policy that runs none of its script, and a page or a stylesheet without one', async () => {
    for (const [server, base] of [
      [atRoot, '/'],
      [underBase, '/repo/'],
    ] as const) {
      const drawing = await request(server, `${base}assets/logo.svg`);
      expect(drawing.headers.get('content-security-policy')).toBe(svgContentSecurityPolicy);
      for (const path of ['', 'about/', 'assets/main.css']) {
        const response = await request(server, base + path);
        expect(response.status, base + path).toBe(200);
        expect(response.headers.get('content-security-policy'), base + path).toBeNull();
      }
    }
  });

  it('keeps files and folders whose names start with a dot to itself, but .well-known', async () => {
    for (const [server, base] of [
      [atRoot, '/'],
      [underBase, '/repo/'],
    ] as const) {
      for (const path of ['.env', '%2eenv']) expect((await request(server, base + path)).status, base + path).toBe(404);
      expect(await (await request(server, `${base}.well-known/security.txt`)).text()).toBe('Contact: mailto:security@example.com');
    }
  });

  it('answers 404 for a named pipe or a socket in the folder, which no host would publish', async () => {
    const dir = await makeTempDir('sitegen-static-special-');
    await promisify(execFile)('mkfifo', [join(dir, 'pipe')]);
    const socket = createServer();
    await new Promise<void>((resolve) => socket.listen(join(dir, 'socket'), resolve));
    const server = await listen(serveStaticFiles(dir, { base: '/' }), '127.0.0.1', 0);
    try {
      for (const path of ['/pipe', '/socket']) expect((await request(server, path)).status, path).toBe(404);
    } finally {
      await server.close();
      await new Promise((resolve) => socket.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves the folder as it is at each request: a file added, one rewritten, one removed', async () => {
    const dir = await makeTempDir('sitegen-static-now-');
    await Promise.all([
      writeFile(join(dir, 'index.html'), '<h1>Home</h1>'),
      writeFile(join(dir, 'note.txt'), 'first'),
      writeFile(join(dir, '404.html'), '<h1>Not found</h1>'),
    ]);
    const server = await listen(serveStaticFiles(dir, { base: '/' }), '127.0.0.1', 0);
    try {
      // Asked for once before the change: a server that keeps what it found must show it now.
      expect(await (await request(server, '/note.txt')).text()).toBe('first');
      const rewritten = 'rewritten, and longer than it was';
      await Promise.all([
        writeFile(join(dir, 'added.txt'), 'added'),
        writeFile(join(dir, 'note.txt'), rewritten),
        rm(join(dir, 'index.html')),
      ]);
      expect(await (await request(server, '/added.txt')).text()).toBe('added');
      const note = await request(server, '/note.txt');
      expect(note.headers.get('content-length')).toBe(String(rewritten.length));
      expect(await note.text()).toBe(rewritten);
      const removed = await request(server, '/');
      expect(removed.status).toBe(404);
      expect(await removed.text()).toBe('<h1>Not found</h1>');
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves the folder a link leads to at each request, when the link is turned to another', async () => {
    const parent = await makeTempDir('sitegen-static-link-');
    for (const [name, page] of [
      ['one', '<h1>One</h1>'],
      ['two', '<h1>Two</h1>'],
    ] as const) {
      await mkdir(join(parent, name));
      await writeFile(join(parent, name, 'index.html'), page);
    }
    await writeFile(join(parent, 'one', 'only-in-one.txt'), 'one');
    await symlink('one', join(parent, 'site'));
    const server = await listen(serveStaticFiles(join(parent, 'site'), { base: '/' }), '127.0.0.1', 0);
    try {
      expect(await (await request(server, '/')).text()).toBe('<h1>One</h1>');
      // Turned at once, as a build may switch its output: a new link renamed over the old one.
      await symlink('two', join(parent, 'site.next'));
      await rename(join(parent, 'site.next'), join(parent, 'site'));
      expect(await (await request(server, '/')).text()).toBe('<h1>Two</h1>');
      expect((await request(server, '/only-in-one.txt')).status).toBe(404);
    } finally {
      await server.close();
      await rm(parent, { recursive: true, force: true });
    }
  });
});
