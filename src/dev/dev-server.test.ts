import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyProject, type TempProject } from '../../test/support/project.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

let project: TempProject;
let server: DevServer;
const builds: { ok: boolean }[] = [];

beforeAll(async () => {
  project = await copyProject();
  server = await startDevServer({
    root: project.root,
    base: '/',
    host: '127.0.0.1',
    port: 0,
    onBuild: (result) => builds.push(result),
  });
});
afterAll(async () => {
  await server.close();
  await project.remove();
});

const get = async (path: string) => {
  const response = await fetch(new URL(path, server.url));
  return { status: response.status, body: await response.text() };
};

describe('sitegen dev', () => {
  it('serves the built site with clean URLs, and the 404 page with status 404', async () => {
    expect(builds).toEqual([expect.objectContaining({ ok: true })]);
    const about = await get('/about/');
    expect(about.status).toBe(200);
    expect(about.body).toContain('<h1');
    const missing = await get('/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Oops! Page not found');
  });

  it('rebuilds when a content file changes, and keeps serving the last good site after a bad save', async () => {
    const file = join(project.root, 'content', 'pages', 'careers.yaml');
    const original = await readFile(file, 'utf8');
    const title = /^\s+title: (.+)$/m.exec(original.slice(original.indexOf('hero:')))![1]!;

    const eventually = { timeout: 20_000, interval: 100 };

    await writeFile(file, original.replace(title, 'We are growing'));
    await vi.waitFor(async () => expect((await get('/careers/')).body).toContain('We are growing'), eventually);

    const buildsBefore = builds.length;
    await writeFile(file, original.replace('hero:', 'hero: [broken'));
    await vi.waitFor(() => expect(builds.length).toBeGreaterThan(buildsBefore), eventually);
    expect(builds.at(-1)).toEqual(expect.objectContaining({ ok: false }));
    expect((await get('/careers/')).body).toContain('We are growing');

    await writeFile(file, original);
    await vi.waitFor(async () => expect((await get('/careers/')).body).not.toContain('We are growing'), eventually);
    expect(builds.at(-1)).toEqual(expect.objectContaining({ ok: true }));
  });
});
