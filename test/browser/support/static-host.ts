import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface StaticHost {
  /** The site's address, ending in the base path (`http://127.0.0.1:PORT/`). */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves a built folder the way GitHub Pages or S3 + CloudFront do: files as they
 * are, `/about/` from `about/index.html`, and `404.html` with status 404 for any
 * other address. `base` mounts the folder under a sub-path, as a project site is.
 */
export async function startStaticHost(dir: string, base = '/'): Promise<StaticHost> {
  const serve = sirv(dir, { dev: true, extensions: ['html'] });
  const notFound = await readFile(join(dir, '404.html'));
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    const sendNotFound = () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFound);
    };
    if (!url.startsWith(base)) return sendNotFound();
    request.url = `/${url.slice(base.length)}`;
    serve(request, response, sendNotFound);
  });
  return listenLocally(server, base);
}

/** Starts a host's server on a free port of this machine, its site under `base`. */
export async function listenLocally(server: Server, base = '/'): Promise<StaticHost> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
