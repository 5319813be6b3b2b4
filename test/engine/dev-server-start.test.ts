import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { startQuietDevServer } from '../support/dev-server.ts';
import { copyFixture } from '../support/fixture-project.ts';

/** A port nothing listens on now, and a server holding one. */
async function holdPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}
const release = (server: Server) => new Promise((resolve) => server.close(resolve));

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  // Last in, first out, one at a time: a dev server still saving its caches must be closed before its project goes.
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe('sitegen dev, starting', () => {
  it('says a port is in use before it builds anything', async () => {
    const project = await copyFixture('minimal');
    const { server, port } = await holdPort();
    cleanups.push(
      () => release(server),
      () => project.remove(),
    );
    await expect(startQuietDevServer(project, port)).rejects.toThrow(String(port));
    expect(existsSync(join(project.root, '.sitegen', 'dev', 'index.html'))).toBe(false);
  });

  it('answers a request made while its first build runs with the page that build makes', async () => {
    const project = await copyFixture('minimal');
    const { server, port } = await holdPort();
    await release(server);
    cleanups.push(() => project.remove());
    const starting = startQuietDevServer(project, port);
    // Asked as soon as the port answers, long before a build could be done.
    let response: Response | undefined;
    while (!response) response = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
    const dev = await starting;
    cleanups.push(() => dev.close());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('</html>');
  });
});
