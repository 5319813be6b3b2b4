import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { watch } from 'chokidar';
import sirv from 'sirv';
import { build, type BuildOptions } from '../build.ts';

export interface DevServerOptions extends Omit<BuildOptions, 'outDir'> {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** Told about every build, good or bad. */
  readonly onBuild: (result: { ok: true; milliseconds: number; pages: number } | { ok: false; error: unknown }) => void;
}

export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

/** How long to wait for a burst of saves (an editor writing several files) to end before rebuilding. */
const debounceMilliseconds = 80;

/**
 * Builds the site into `.sitegen/dev`, serves it, and rebuilds whenever content,
 * templates or assets change. A failed build is reported and the last good site
 * stays served, so the server survives any mistake in the files it watches.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const outDir = join(options.root, '.sitegen', 'dev');
  let building = Promise.resolve();
  const rebuild = () => {
    building = building.then(async () => {
      try {
        const summary = await build({ ...options, outDir });
        options.onBuild({ ok: true, milliseconds: summary.milliseconds, pages: summary.pages });
      } catch (error) {
        options.onBuild({ ok: false, error });
      }
    });
    return building;
  };
  await rebuild();

  const serve = sirv(outDir, { dev: true, extensions: ['html'] });
  const server: Server = createServer((request, response) =>
    serve(request, response, async () => {
      const page = await readFile(join(outDir, '404.html')).catch(() => Buffer.from('Not found'));
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { port } = server.address() as AddressInfo;

  const watcher = watch(['content', 'templates', 'assets'].map((dir) => join(options.root, dir)), { ignoreInitial: true });
  let timer: NodeJS.Timeout | undefined;
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), debounceMilliseconds);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    url: `http://${options.host}:${port}/`,
    async close() {
      clearTimeout(timer);
      await watcher.close();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await building;
    },
  };
}
