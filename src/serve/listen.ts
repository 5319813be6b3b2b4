import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import type { RequestListener } from './static-files.ts';

export interface RunningServer {
  /** `http://host:port/` */
  readonly url: string;
  close(): Promise<void>;
}

const compress = compression({
  // An event stream must reach the page as each event is written, not when a compression buffer fills.
  filter: (request, response) =>
    !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(request, response),
});

/** Starts an HTTP server that compresses what it sends (gzip or brotli, as the browser accepts). */
export async function listen(listener: RequestListener, host: string, port: number): Promise<RunningServer> {
  const server: Server = createServer((request, response) => {
    // compression is Express middleware; its request and response types are Node's own.
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => listener(request, response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
