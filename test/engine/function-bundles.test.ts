import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FetchEntry } from '../../src/functions/fetch-entry.ts';
import type { LambdaHttpEvent, LambdaHttpHandler } from '../../src/functions/lambda-adapter.ts';
import { applyEdits, replaceLine } from '../support/content-edits.ts';
import { buildProject, copyFixture, type ProjectBuildOptions } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

/** A copy of the echo fixture, its function's module edited, built with its functions bundled into `dist-functions`. */
async function builtEcho(options: ProjectBuildOptions = {}) {
  const project = await copyFixture('echo');
  onTestFinished(() => project.remove());
  const functionsDir = join(project.root, 'dist-functions');
  const build = (more: ProjectBuildOptions = {}) => buildProject(project, { functionsDir, ...options, ...more });
  return { project, functionsDir, build, report: await build() };
}

const echoBundles = { name: 'echo', path: '/api/echo', fetch: 'echo.mjs', lambda: 'echo-lambda.mjs' };

/** A module file imported afresh, whatever was imported from the same path before. */
const importFresh = async <Module>(file: string): Promise<Module> =>
  (await import(`${pathToFileURL(file).href}?${(await stat(file)).mtimeMs}-${Math.random()}`)) as Module;

/** A POST of `body` to `/api/echo` as a Lambda Function URL delivers it (payload format 2.0). */
const lambdaPost = (body: string): LambdaHttpEvent => ({
  version: '2.0',
  rawPath: '/api/echo',
  rawQueryString: '',
  headers: { 'content-type': 'text/plain' },
  body: Buffer.from(body).toString('base64'),
  isBase64Encoded: true,
  requestContext: { domainName: 'echo.lambda-url.eu-west-1.on.aws', http: { method: 'POST', sourceIp: '198.51.100.23' } },
});

describe('a site with a server function, built', () => {
  let project: TempProject;
  let functionsDir: string;

  beforeAll(async () => {
    ({ project, functionsDir } = await builtEchoOnce());
  });
  afterAll(() => project.remove());

  /** Built once for the tests below, which only read what it made. */
  async function builtEchoOnce() {
    const copy = await copyFixture('echo');
    const dir = join(copy.root, 'dist-functions');
    const report = await buildProject(copy, { functionsDir: dir });
    expect(report.bundles).toEqual([echoBundles]);
    return { project: copy, functionsDir: dir };
  }

  it('writes a bundle for each kind of host and a manifest naming them, and nothing else', async () => {
    expect((await readdir(functionsDir)).sort()).toEqual(['echo-lambda.mjs', 'echo.mjs', 'functions.json']);
    expect(JSON.parse(await readFile(join(functionsDir, 'functions.json'), 'utf8'))).toEqual({ functions: [echoBundles] });
    for (const bundle of ['echo.mjs', 'echo-lambda.mjs']) {
      const code = await readFile(join(functionsDir, bundle), 'utf8');
      // Self-contained: nothing is imported or required, not even the engine whose helpers the function uses.
      expect(code, bundle).not.toMatch(/^\s*import\b|\brequire\(/m);
      expect(code, bundle).not.toMatch(/react/i);
    }
  });

  it('makes a Fetch bundle that answers a request when imported, with what each host tells it', async () => {
    const { default: entry } = await importFresh<{ default: FetchEntry }>(join(functionsDir, 'echo.mjs'));
    const request = () => new Request('https://echo.netlify.app/api/echo', { method: 'POST', body: 'Hello?' });
    const fromNetlify = await entry.fetch(request(), { ip: '203.0.113.7' });
    expect([fromNetlify.status, await fromNetlify.json()]).toEqual([
      200,
      { voice: 'the valley', method: 'POST', path: '/api/echo', said: 'Hello?', clientAddress: '203.0.113.7', greeting: null, local: null },
    ]);
    const fromCloudflare = await entry.fetch(request(), { ECHO_GREETING: 'Hi from a binding' }, { waitUntil: () => undefined });
    expect(await fromCloudflare.json()).toMatchObject({ said: 'Hello?', clientAddress: null, greeting: 'Hi from a binding' });
  });

  it('makes a Lambda bundle whose handler answers a Lambda event', async () => {
    process.env.ECHO_GREETING = 'Hi from the environment';
    onTestFinished(() => {
      // process.env turns any value it is given into a string, undefined included: unset is Reflect's to do.
      Reflect.deleteProperty(process.env, 'ECHO_GREETING');
    });
    const { handler } = await importFresh<{ handler: LambdaHttpHandler }>(join(functionsDir, 'echo-lambda.mjs'));
    const result = await handler(lambdaPost('Anyone there?'));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({
      said: 'Anyone there?',
      path: '/api/echo',
      clientAddress: '198.51.100.23',
      greeting: 'Hi from the environment',
    });
  });

  it("gives the page the function's address as its URL", async () => {
    const home = await readFile(join(project.root, 'dist', 'index.html'), 'utf8');
    expect(home).toMatch(/<form [^>]*action="\/api\/echo"/);
  });
});

describe("a site's function bundles, from build to build", () => {
  it("gives the page the function's address under the base path", async () => {
    const { project } = await builtEcho({ base: '/valley/' });
    const home = await readFile(join(project.root, 'dist', 'index.html'), 'utf8');
    expect(home).toMatch(/<form [^>]*action="\/valley\/api\/echo"/);
  });

  it('keeps what nothing changed, and bundles again what changed or is missing', async () => {
    const { project, functionsDir, build } = await builtEcho();
    const bundle = join(functionsDir, 'echo.mjs');
    const first = await stat(bundle);

    const unchanged = await build();
    expect([unchanged.upToDate, unchanged.bundles]).toEqual([true, [echoBundles]]);

    // The site changed, its function did not: the bundles are left as they are.
    await applyEdits(join(project.root, 'content'), { 'site.yaml': replaceLine(/^title: .*$/m, 'title: Echo Hollow') });
    const retitled = await build();
    expect([retitled.upToDate, retitled.bundles]).toEqual([false, [echoBundles]]);
    expect((await stat(bundle)).mtimeMs).toBe(first.mtimeMs);

    await rm(bundle);
    expect((await build()).upToDate).toBe(false);
    expect(await readFile(bundle, 'utf8')).toContain('the valley');

    await applyEdits(join(project.root, 'templates'), {
      'functions/echo.ts': replaceLine(/^const voice = 'the valley';$/m, "const voice = 'the hollow';"),
    });
    expect((await build()).upToDate).toBe(false);
    for (const file of ['echo.mjs', 'echo-lambda.mjs'])
      expect(await readFile(join(functionsDir, file), 'utf8'), file).toContain('the hollow');
  });

  it('removes the bundles of a function the site no longer has, and only the files the build made', async () => {
    const { project, functionsDir, build } = await builtEcho();
    const siteModule = (edit: (text: string) => string) => applyEdits(join(project.root, 'templates'), { 'site.ts': edit });
    await writeFile(join(functionsDir, 'notes.txt'), 'kept by whoever wrote it');

    await siteModule(replaceLine(/^ {4}echo: \{ path: '\/api\/echo'/m, "    call: { path: '/api/echo'"));
    await siteModule(replaceLine(/functions\.echo/, 'functions.call'));
    const renamed = await build();
    expect(renamed.bundles).toEqual([{ name: 'call', path: '/api/echo', fetch: 'call.mjs', lambda: 'call-lambda.mjs' }]);
    expect((await readdir(functionsDir)).sort()).toEqual(['call-lambda.mjs', 'call.mjs', 'functions.json', 'notes.txt']);

    await siteModule(replaceLine(/^ {2}functions: \{\n.*\n {2}\},\n/m, ''));
    await siteModule(replaceLine(/functions\.call/, "'/elsewhere'"));
    expect((await build()).bundles).toEqual([]);
    expect(await readdir(functionsDir)).toEqual(['notes.txt']);
  });

  it('leaves no functions folder behind a site that has no function left', async () => {
    const { project, functionsDir, build } = await builtEcho();
    await applyEdits(join(project.root, 'templates'), {
      'site.ts': (text) => replaceLine(/functions\.echo/, "'/elsewhere'")(replaceLine(/^ {2}functions: \{\n.*\n {2}\},\n/m, '')(text)),
    });
    expect((await build()).bundles).toEqual([]);
    expect(existsSync(functionsDir)).toBe(false);
  });

  it('fails the build when a function does not compile, naming the function and the line', async () => {
    const { project, build } = await builtEcho();
    await applyEdits(join(project.root, 'templates'), { 'functions/echo.ts': replaceLine(/^const voice = .*$/m, 'const voice = ;') });
    await expect(build()).rejects.toThrow(/^The function echo failed to bundle:\n.*templates\/functions\/echo\.ts:4:\d+: /);
  });

  it('takes a bundle from the cache while every file it was made from is as it was, and only then', async () => {
    const { project, functionsDir, build } = await builtEcho();
    const kept = join(project.root, '.sitegen', 'cache', 'function-bundles');
    /** Marks every kept bundle's code, so that a bundle taken from the cache shows it. */
    const markKept = async () => {
      for (const shard of await readdir(kept)) {
        const stored = JSON.parse(await readFile(join(kept, shard), 'utf8')) as { entries: Record<string, { code: string }> };
        for (const entry of Object.values(stored.entries)) entry.code = `// taken from the cache\n${entry.code}`;
        await writeFile(join(kept, shard), JSON.stringify(stored));
      }
    };
    const fromCache = async () => (await readFile(join(functionsDir, 'echo.mjs'), 'utf8')).startsWith('// taken from the cache');
    // As in a deploy: the caches restored, the output not there, so the whole site is built.
    const buildWithCaches = async () => {
      await rm(join(project.root, 'dist'), { recursive: true, force: true });
      await build();
    };

    await markKept();
    await buildWithCaches();
    expect(await fromCache()).toBe(true);

    // The function's module changed: bundled again, with the change.
    await applyEdits(join(project.root, 'templates'), {
      'functions/echo.ts': replaceLine(/^const voice = .*$/m, "const voice = 'the canyon';"),
    });
    await buildWithCaches();
    expect(await fromCache()).toBe(false);
    expect(await readFile(join(functionsDir, 'echo.mjs'), 'utf8')).toContain('the canyon');

    // A file appeared beside it, which an import without its extension could now find.
    await markKept();
    await writeFile(join(project.root, 'templates', 'functions', 'voice.ts'), "export const voice = 'the gorge';\n");
    await buildWithCaches();
    expect(await fromCache()).toBe(false);

    // The project's packages changed.
    await markKept();
    await writeFile(join(project.root, 'package-lock.json'), '{ "lockfileVersion": 3 }\n');
    await buildWithCaches();
    expect(await fromCache()).toBe(false);

    // A package it imports now names another file as its entry, the file it named as it was.
    const tides = join(project.root, 'templates', 'functions', 'node_modules', 'tides');
    await mkdir(tides, { recursive: true });
    await writeFile(join(tides, 'neap.js'), "export const tide = 'neap tide';\n");
    await writeFile(join(tides, 'spring.js'), "export const tide = 'spring tide';\n");
    await writeFile(join(tides, 'package.json'), JSON.stringify({ name: 'tides', type: 'module', main: 'neap.js' }));
    await applyEdits(join(project.root, 'templates'), {
      'functions/echo.ts': (text) => `import { tide } from 'tides';\n${text.replace("const voice = 'the canyon';", 'const voice = tide;')}`,
    });
    await buildWithCaches();
    await markKept();
    await writeFile(join(tides, 'package.json'), JSON.stringify({ name: 'tides', type: 'module', main: 'spring.js' }));
    await buildWithCaches();
    expect(await fromCache()).toBe(false);
    expect(await readFile(join(functionsDir, 'echo.mjs'), 'utf8')).toContain('spring tide');
  });
});
