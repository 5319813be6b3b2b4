import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { join } from 'node:path';
import type { NodeServing } from '../../src/functions/node-adapter.ts';
import { startPreviewServer } from '../../src/serve/preview-server.ts';
import { applyEdits, replaceLine } from '../support/content-edits.ts';
import { startQuietDevServer } from '../support/dev-server.ts';
import { buildProject, copyFixture, type ProjectBuildOptions } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

/** Calls out to the echo function at `path` of a server; resolves to what it answered, or the status of a page that answered instead. */
async function call(serverUrl: string, path: string, said = 'Hello?'): Promise<Record<string, unknown> | number> {
  const response = await fetch(new URL(path, serverUrl), { method: 'POST', body: said });
  return response.headers.get('content-type') === 'application/json'
    ? ((await response.json()) as Record<string, unknown>)
    : response.status;
}

const editEcho = (project: TempProject, edit: (text: string) => string) =>
  applyEdits(join(project.root, 'templates'), { 'functions/echo.ts': edit });

const voiced = (voice: string) => replaceLine(/^const voice = .*$/m, `const voice = '${voice}';`);

describe('sitegen preview, serving a site with a function', () => {
  /** A copy of the echo fixture, built with its functions bundled, served by preview as the command serves it. */
  async function previewed(options: ProjectBuildOptions = {}) {
    const project = await copyFixture('echo');
    onTestFinished(() => project.remove());
    const functionsDir = join(project.root, 'dist-functions');
    const build = () => buildProject(project, { functionsDir, ...options });
    await build();
    const serving: NodeServing = {
      env: { ECHO_GREETING: 'Hi from preview' },
      local: { server: 'preview', folder: join(project.root, '.sitegen') },
    };
    const server = await startPreviewServer({
      dir: join(project.root, 'dist'),
      base: options.base,
      host: '127.0.0.1',
      port: 0,
      functions: { dir: functionsDir, serving },
    });
    onTestFinished(() => server.close());
    return { project, functionsDir, build, server };
  }

  it('answers at its address with the bundle that deploys, telling it that preview serves it', async () => {
    const { project, server } = await previewed();
    expect(await call(server.url, '/api/echo')).toEqual({
      voice: 'the valley',
      method: 'POST',
      path: '/api/echo',
      said: 'Hello?',
      clientAddress: '127.0.0.1',
      greeting: 'Hi from preview',
      local: { server: 'preview', folder: join(project.root, '.sitegen') },
    });
    expect(await call(server.url, '/api/echo/')).toMatchObject({ path: '/api/echo/' });
    expect(await call(server.url, '/api/echo/more')).toBe(405);
    expect((await fetch(new URL('/api/elsewhere', server.url))).status).toBe(404);
  });

  it('answers under the base path the site was built for', async () => {
    const { server } = await previewed({ base: '/valley/' });
    expect(new URL(server.url).pathname).toBe('/valley/');
    expect(await call(server.url, '/valley/api/echo')).toMatchObject({ path: '/valley/api/echo', said: 'Hello?' });
    expect((await fetch(new URL('/api/echo', server.url))).status).toBe(404);
  });

  it('serves the bundle a build made meanwhile from the next request', async () => {
    const { project, build, server } = await previewed();
    expect(await call(server.url, '/api/echo')).toMatchObject({ voice: 'the valley' });
    await editEcho(project, voiced('the hollow'));
    await build();
    expect(await call(server.url, '/api/echo')).toMatchObject({ voice: 'the hollow' });
  });

  it('serves no function without the folder the build bundled them into, as a static host would not', async () => {
    const project = await copyFixture('echo');
    onTestFinished(() => project.remove());
    await buildProject(project);
    const server = await startPreviewServer({
      dir: join(project.root, 'dist'),
      host: '127.0.0.1',
      port: 0,
      functions: { dir: join(project.root, 'dist-functions'), serving: { env: {} } },
    });
    onTestFinished(() => server.close());
    const response = await fetch(new URL('/api/echo', server.url));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Nothing answers here.');
  });
});

describe('sitegen dev, serving a site with a function', () => {
  let project: TempProject;
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    project = await copyFixture('echo');
    process.env.ECHO_GREETING = 'Hi from dev';
    ({ url, close } = await startQuietDevServer(project));
  });
  afterAll(async () => {
    // process.env turns any value it is given into a string, undefined included: unset is Reflect's to do.
    Reflect.deleteProperty(process.env, 'ECHO_GREETING');
    await close();
    await project.remove();
  });

  it('answers at its address from its module, telling it that dev serves it, and a page links there', async () => {
    expect(await call(url, '/api/echo')).toEqual({
      voice: 'the valley',
      method: 'POST',
      path: '/api/echo',
      said: 'Hello?',
      clientAddress: '127.0.0.1',
      greeting: 'Hi from dev',
      local: { server: 'dev', folder: join(project.root, '.sitegen') },
    });
    expect(await (await fetch(url)).text()).toMatch(/<form [^>]*action="\/api\/echo"/);
  });

  it('serves an edit of the module from the next request, and a module that does not compile as a 500, the site still served', async () => {
    await editEcho(project, voiced('the hollow'));
    expect(await call(url, '/api/echo')).toMatchObject({ voice: 'the hollow' });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await editEcho(project, voiced("the hollow' +"));
      expect(await call(url, '/api/echo')).toBe(500);
      expect(logged).toHaveBeenLastCalledWith(expect.stringContaining('The function echo failed to bundle:'));
    } finally {
      logged.mockRestore();
    }
    expect((await fetch(url)).status).toBe(200);
    await editEcho(project, voiced('the valley'));
    expect(await call(url, '/api/echo')).toMatchObject({ voice: 'the valley' });
  });
});
