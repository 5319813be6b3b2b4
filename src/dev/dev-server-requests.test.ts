import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { copyFixture } from '../../test/support/fixture-project.ts';
import type { TempProject } from '../../test/support/project.ts';
import { svgContentSecurityPolicy } from '../deploy/svg-policy.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

let project: TempProject;
let server: DevServer;

beforeAll(async () => {
  project = await copyFixture('notes');
  server = await startDevServer({
    root: project.root,
    contentDir: join(project.root, 'content'),
    host: '127.0.0.1',
    port: 0,
    describeError: String,
    onBuild: () => undefined,
    inquiry: {
      path: '/api/inquiry',
      listener: () => Promise.reject(new Error('a handler that fails')),
    },
  });
});
afterAll(async () => {
  await server.close();
  await project.remove();
});

const get = (path: string) => fetch(new URL(path, server.url));

describe('sitegen dev, answering requests', () => {
  it('answers 500 to a request its handler fails, and goes on serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await get('/api/inquiry')).status).toBe(500);
      expect(logged).toHaveBeenLastCalledWith(expect.stringContaining('a handler that fails'));
    } finally {
      logged.mockRestore();
    }
    expect((await get('/')).status).toBe(200);
  });

  it('answers an SVG with the policy that runs none of its script, and a page or its reload script without one', async () => {
    expect((await get('/favicon.svg')).headers.get('content-security-policy')).toBe(svgContentSecurityPolicy);
    for (const path of ['/', '/notes/naming-things/', '/__sitegen/live-reload.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBeNull();
    }
  });
});
