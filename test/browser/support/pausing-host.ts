import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sirv from 'sirv';
import { listenLocally, type StaticHost } from './static-host.ts';

/**
 * Serves a built folder as `startStaticHost` does, except that each page's HTML stops
 * for `pauseMs` right after the first `marker` in it, as a slow network would leave it:
 * the browser then holds half a document, and may paint it.
 */
export async function startPausingHost(dir: string, marker: string, pauseMs: number): Promise<StaticHost> {
  const serve = sirv(dir, { dev: true });
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    if (!path.endsWith('/')) return serve(request, response, () => void response.writeHead(404).end());
    void sendInTwoParts(join(dir, path, 'index.html'), response);
  });

  async function sendInTwoParts(file: string, response: ServerResponse): Promise<void> {
    const html = await readFile(file, 'utf8').catch(() => undefined);
    if (html === undefined) return void response.writeHead(404).end();
    const at = html.indexOf(marker);
    // A page without the marker would not test what it should: fail loudly.
    if (at === -1) return void response.writeHead(500).end(`no ${marker} in ${file}`);
    const cut = at + marker.length;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    await sleep(pauseMs);
    response.end(html.slice(cut));
  }

  return listenLocally(server);
}
