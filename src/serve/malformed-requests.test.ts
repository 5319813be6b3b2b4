import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyProject, type TempProject } from '../../test/support/project.ts';
import { sendRaw } from '../../test/support/raw-http.ts';
import { startDevServer, type DevServer } from '../dev/dev-server.ts';
import type { RunningServer } from './listen.ts';
import { startPreviewServer } from './preview-server.ts';

/** In files beside the served folder: no answer may ever contain it. */
const secretMarker = 'SECRET-OUTSIDE-THE-SITE-7f3a';

let project: TempProject;
let servers: { readonly name: string; readonly server: DevServer | RunningServer }[];
const answers: string[] = [];

beforeAll(async () => {
  project = await copyProject();
  const builds: { ok: boolean }[] = [];
  // One build serves both: the preview server is pointed at the dev server's output.
  const dev = await startDevServer({
    root: project.root,
    contentDir: join(project.root, 'content'),
    host: '127.0.0.1',
    port: 0,
    describeError: String,
    onBuild: (result) => builds.push(result),
  });
  expect(builds).toEqual([expect.objectContaining({ ok: true })]);
  const outDir = join(project.root, '.sitegen', 'dev');
  // A sibling whose name starts with the served folder's, and a file in the folder above it.
  await mkdir(`${outDir}-secret`);
  await writeFile(join(`${outDir}-secret`, 'x.html'), `<p>${secretMarker}</p>`);
  await writeFile(join(outDir, '..', 'secret.txt'), secretMarker);
  const preview = await startPreviewServer({ dir: outDir, host: '127.0.0.1', port: 0 });
  servers = [
    { name: 'preview', server: preview },
    { name: 'dev', server: dev },
  ];
});
afterAll(async () => {
  await Promise.all(servers.map(({ server }) => server.close()));
  await project.remove();
});

const request = (requestLine: string, headers: readonly string[] = []) =>
  [requestLine, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n');
const get = (target: string, headers: readonly string[] = []) => request(`GET ${target} HTTP/1.1`, headers);

/**
 * What each kind of malformed or hostile request must get, from either server. A 2xx
 * or 3xx only where the target, read as a static host reads it, names a site file.
 */
const cases: readonly { readonly what: string; readonly request: string; readonly status: number }[] = [
  // Targets that once made `new URL` throw inside the request listener.
  { what: 'a path starting "//[" (a path, not an address: no such file)', request: get('//['), status: 404 },
  { what: 'an absolute URL with an unclosed IPv6 host', request: get('http://['), status: 400 },
  { what: 'a path "//:80"', request: get('//:80'), status: 404 },
  { what: 'a path "//%zz"', request: get('//%zz'), status: 404 },
  { what: 'an absolute URL with a port past 65535', request: get('http://a:99999/'), status: 400 },
  { what: 'a path "//a:b@"', request: get('//a:b@'), status: 404 },
  { what: 'an absolute URL "http://[::1" with no closing bracket', request: get('http://[::1'), status: 400 },
  // Ranges: those that cannot be met get 416; those the server may ignore get the whole file.
  { what: 'a reversed range', request: get('/robots.txt', ['Range: bytes=50-10']), status: 416 },
  { what: 'a range starting past the end', request: get('/robots.txt', ['Range: bytes=100000-']), status: 416 },
  { what: 'an empty suffix range', request: get('/robots.txt', ['Range: bytes=-0']), status: 416 },
  { what: 'a range that is not numbers (ignored)', request: get('/robots.txt', ['Range: bytes=x-y']), status: 200 },
  { what: 'several ranges (ignored)', request: get('/robots.txt', ['Range: bytes=0-1,4-5']), status: 200 },
  { what: 'a range in another unit (ignored)', request: get('/robots.txt', ['Range: lines=1-2']), status: 200 },
  // Escapes that do not decode.
  { what: 'a truncated UTF-8 escape', request: get('/%E0%A4%A/'), status: 404 },
  { what: 'an escape that is not hexadecimal', request: get('/%zz'), status: 404 },
  { what: 'an escaped NUL', request: get('/index.html%00'), status: 404 },
  { what: 'an escaped NUL before an extension', request: get('/%00.html'), status: 404 },
  { what: 'a query that does not decode, on a site file', request: get('/robots.txt?%zz'), status: 200 },
  // Ways out of the served folder.
  { what: 'an encoded slash into the sibling folder', request: get('/..%2fdev-secret%2fx.html'), status: 404 },
  { what: 'dot segments into the sibling folder', request: get('/../dev-secret/x.html'), status: 404 },
  { what: 'encoded dots to the folder above', request: get('/%2e%2e/secret.txt'), status: 404 },
  { what: 'encoded dots and slash to the folder above', request: get('/%2e%2e%2fsecret.txt'), status: 404 },
  { what: 'backslashes to the folder above', request: get('/..\\secret.txt'), status: 404 },
  { what: 'encoded backslashes to the folder above', request: get('/..%5c..%5csecret.txt'), status: 404 },
  { what: 'double-encoded dots and slash', request: get('/%252e%252e%252fsecret.txt'), status: 404 },
  { what: 'dot segments after a server path', request: get('/__sitegen/../../secret.txt'), status: 404 },
  { what: 'an absolute URL to another host, with dot segments', request: get('http://elsewhere.example/../secret.txt'), status: 404 },
  { what: 'an HTTP/0.9-style request line with dot segments', request: 'GET /../secret.txt\r\n\r\n', status: 404 },
  // Sizes and bytes the HTTP parser refuses.
  { what: 'a URL longer than the header limit', request: get(`/${'a'.repeat(20_000)}`), status: 431 },
  { what: 'a file name longer than the system allows', request: get(`/${'a'.repeat(4_000)}.html`), status: 404 },
  { what: 'a NUL byte in a header value', request: get('/', ['X-Test: a\x00b']), status: 400 },
  { what: 'a space in a header name', request: get('/', ['Bad Header: x']), status: 400 },
  { what: 'a header line without a colon', request: get('/', ['NoColon']), status: 400 },
  { what: 'a method with a character no method has', request: request('G@T / HTTP/1.1'), status: 400 },
  { what: 'an unknown HTTP version', request: request('GET / HTTP/9.9'), status: 400 },
  { what: 'lines ended by LF alone', request: 'GET / HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n', status: 400 },
  { what: 'no Host header', request: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400 },
  {
    what: 'both Content-Length and chunked encoding',
    request: request('POST / HTTP/1.1', ['Content-Length: 3', 'Transfer-Encoding: chunked']) + '0\r\n\r\n',
    status: 400,
  },
  { what: 'the opening of a TLS handshake', request: '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03', status: 400 },
  // Targets in forms a static site has no use for.
  { what: 'CONNECT', request: 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n', status: 405 },
  { what: 'a GET of the asterisk target', request: get('*'), status: 400 },
  { what: 'an OPTIONS of the asterisk target', request: request('OPTIONS * HTTP/1.1'), status: 400 },
  { what: 'an authority target on a GET', request: get('127.0.0.1:80'), status: 400 },
  { what: 'an absolute URL of another scheme', request: get('file:///etc/passwd'), status: 400 },
  { what: 'TRACE', request: request('TRACE / HTTP/1.1'), status: 405 },
  { what: 'DELETE of a page', request: request('DELETE /about/ HTTP/1.1'), status: 405 },
  // Odd but meaningful: these name a site page.
  { what: 'an absolute URL to another host (the site serves its own path)', request: get('http://elsewhere.example/about/'), status: 200 },
  { what: 'a fragment in the target (dropped)', request: get('/about/#team'), status: 200 },
];

describe.each(['preview', 'dev'])('sitegen %s, sent malformed requests', (name) => {
  const url = () => servers.find((entry) => entry.name === name)?.server.url ?? '';

  it.each(cases)('answers $status to $what', async ({ request: raw, status }) => {
    const answer = await sendRaw(url(), raw);
    answers.push(answer.text);
    expect(answer.status).toBe(status);
  });

  it('still serves the home page afterwards', async () => {
    const answer = await sendRaw(url(), get('/'));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('</html>');
  });
});

it('never sent a file from outside the served folder', () => {
  expect(answers.length).toBe(cases.length * 2);
  for (const answer of answers) expect(answer).not.toContain(secretMarker);
});
