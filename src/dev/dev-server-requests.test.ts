import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuietDevServer } from '../../test/support/dev-server.ts';
import { copyFixture } from '../../test/support/fixture-project.ts';
import type { TempProject } from '../../test/support/project.ts';
import { svgContentSecurityPolicy } from '../deploy/svg-policy.ts';
import type { DevServer } from './dev-server.ts';

let project: TempProject;
let server: DevServer;

beforeAll(async () => {
  project = await copyFixture('notes');
  server = await startQuietDevServer(project);
});
afterAll(async () => {
  await server.close();
  await project.remove();
});

const get = (path: string) => fetch(new URL(path, server.url));

describe('sitegen dev, answering requests', () => {
  it('serves no function the site does not declare: /api/inquiry is a page it does not have', async () => {
    const response = await get('/api/inquiry');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Nothing here</h1>');
    expect((await fetch(new URL('/api/inquiry', server.url), { method: 'POST', body: '{}' })).status).toBe(405);
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
