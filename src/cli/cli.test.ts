import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { copyFixture } from '../../test/support/fixture-project.ts';
import { sharedSite } from '../../test/support/shared-site.ts';
import { copyProject, makeTempDir, runSitegen, startSitegenServer, type TempProject } from '../../test/support/project.ts';

describe('sitegen command line', () => {
  it('explains itself with --help and exits 0', async () => {
    const result = await runSitegen(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: sitegen');
    expect(result.stdout).toMatch(/build \[options\]\s+render the whole site/);
    const buildHelp = await runSitegen(['build', '--help']);
    expect(buildHelp.code).toBe(0);
    for (const option of ['--out <dir>', '--base <path>', '--url <origin>', '--content <dir>']) expect(buildHelp.stdout).toContain(option);
  });

  it('prints the package version, and the build of it, with --version', async () => {
    const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const result = await runSitegen(['--version']);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout.trim()).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}\\+[0-9a-f]{16}$`));
  });

  it('exits 2 on a usage error, saying what is wrong', async () => {
    const unknownCommand = await runSitegen(['bild']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain("unknown command 'bild'");
    const badOption = await runSitegen(['build', '--colour']);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain("unknown option '--colour'");
    const badUrl = await runSitegen(['build', '--url', 'not a url']);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('must be an absolute URL');
  });
});

describe('sitegen serving commands', () => {
  it('exits 2 when preview has no built folder to serve, saying how to make one', async () => {
    const result = await runSitegen(['preview', '--dir', 'nowhere', '--port', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Nothing to serve: nowhere/ does not exist. Run sitegen build first');
  });

  it('previews the whole site a build killed while swapping it in left beside an empty place', async () => {
    const parent = await makeTempDir('sitegen-preview-recover-');
    const dir = join(parent, 'dist');
    // As a build killed between its two renames leaves it: the staged site complete, the output moved aside.
    const staged = join(parent, '.dist.tmp-4194999-killed');
    await mkdir(staged);
    await writeFile(join(staged, 'index.html'), '<h1>The new site</h1>');
    await writeFile(
      join(parent, '.dist.swap.json'),
      JSON.stringify({ staged: '.dist.tmp-4194999-killed', replaced: '.dist.old-4194999-killed' }),
    );
    const server = await startSitegenServer(['preview', '--dir', dir, '--port', '0']);
    try {
      expect(await (await fetch(server.url)).text()).toBe('<h1>The new site</h1>');
      expect(await readdir(parent)).toEqual(['dist']);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('previews a folder built for a base there, learning the base from its 404 page unless --base says it', async () => {
    const dir = await makeTempDir('sitegen-preview-base-');
    await mkdir(join(dir, 'assets'));
    await Promise.all([
      writeFile(
        join(dir, '404.html'),
        '<html><head><link rel="stylesheet" href="/repo/assets/main.css"></head><body>Not found</body></html>',
      ),
      writeFile(join(dir, 'index.html'), '<h1>Home</h1>'),
      writeFile(join(dir, 'assets', 'main.css'), 'body { margin: 0; }'),
    ]);
    for (const [options, base] of [
      [[], '/repo/'],
      [['--base', 'other'], '/other/'],
    ] as const) {
      const server = await startSitegenServer(['preview', '--dir', dir, '--port', '0', ...options]);
      try {
        expect(new URL(server.url).pathname).toBe(base);
        const root = await fetch(new URL('/', server.url), { redirect: 'manual' });
        expect(root.status).toBe(302);
        expect(root.headers.get('location')).toBe(base);
        expect((await fetch(new URL(`${base}assets/main.css`, server.url))).status).toBe(200);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    }
    const help = await runSitegen(['preview', '--help']);
    expect(help.stdout).toContain('--base <path>');
  });

  it('exits 2 when the port is taken, naming it, for preview and dev alike', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    // dev builds the site first, into the project it runs in.
    const project = await copyProject();
    try {
      for (const command of [['preview', '--dir', 'content'], ['dev']]) {
        const result = await runSitegen([...command, '--port', String(port)], project.root);
        expect(result.code, command[0]).toBe(2);
        expect(result.stderr, command[0]).toContain(`Cannot listen on 127.0.0.1:${port}: the port is in use.`);
      }
    } finally {
      await Promise.all([new Promise((resolve) => taken.close(resolve)), project.remove()]);
    }
  });
});

describe('sitegen build in a project', () => {
  let project: TempProject;
  let firstOutput: string[];
  let firstHome: string;

  beforeAll(async () => {
    project = await copyProject();
    const result = await runSitegen(['build', '--out', 'public'], project.root);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Built 44 pages, 4 assets in \d+ ms$/m);
    expect(result.stdout).toMatch(
      /^Function inquiry \(\/api\/inquiry\): dist-functions\/inquiry\.mjs \(Fetch API\), dist-functions\/inquiry-lambda\.mjs \(AWS Lambda\)$/m,
    );
    // A copy of the project holds the images the shared site's build encoded.
    expect(result.stdout).toMatch(/^Images: 0 encoded, [1-9]\d* from cache$/m);
    firstOutput = (await readdir(join(project.root, 'public'), { recursive: true })).sort();
    firstHome = await readFile(join(project.root, 'public', 'index.html'), 'utf8');
  });
  afterAll(() => project.remove());

  /** Runs a build with one project file edited, then puts the file back. */
  const buildWithEdit = async (relativePath: string, edit: (text: string) => string, options: readonly string[] = []) => {
    const file = join(project.root, relativePath);
    const original = await readFile(file, 'utf8');
    await writeFile(file, edit(original));
    try {
      return await runSitegen(['build', '--out', 'public', ...options], project.root);
    } finally {
      await writeFile(file, original);
    }
  };

  const expectPreviousOutputUntouched = async () => {
    expect((await readdir(join(project.root, 'public'), { recursive: true })).sort()).toEqual(firstOutput);
    expect(await readFile(join(project.root, 'public', 'index.html'), 'utf8')).toBe(firstHome);
    expect((await readdir(project.root)).filter((name) => name.includes('.tmp-') || name.includes('.old-'))).toEqual([]);
  };

  it('builds the same site as a build run from the sources', async () => {
    // The site every test file reads, built in this process from the sources (test/support/build-shared-site.ts).
    const inProcess = (await sharedSite()).outDir;
    const siteFiles = async (dir: string) => {
      const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
        (entry) => entry.isFile() && !entry.parentPath.includes('pagefind'),
      );
      return Object.fromEntries(
        await Promise.all(
          files.map(async (entry) => [
            join(entry.parentPath, entry.name).slice(dir.length),
            await readFile(join(entry.parentPath, entry.name), 'utf8'),
          ]),
        ),
      );
    };
    expect(await siteFiles(join(project.root, 'public'))).toEqual(await siteFiles(inProcess));
  });

  it('serves the built folder with preview until interrupted', async () => {
    const server = await startSitegenServer(['preview', '--dir', 'public', '--port', '0'], project.root);
    try {
      const page = await fetch(new URL('/about/', server.url));
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(await readFile(join(project.root, 'public', 'about', 'index.html'), 'utf8'));
      const inquiry = await fetch(new URL('/api/inquiry', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(inquiry.status).toBe(400);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('serves the site with dev, live reload included, and tells open pages to reload on a save, until interrupted', async () => {
    const server = await startSitegenServer(['dev', '--port', '0'], project.root);
    const events = new AbortController();
    try {
      const page = await fetch(new URL('/about/', server.url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/__sitegen/live-reload.js');
      // The compiled CLI watches the files on a thread of its own: a save still reaches open pages.
      const stream = await fetch(new URL('/__sitegen/events', server.url), { signal: events.signal });
      const reader = stream.body!.getReader();
      const file = join(project.root, 'content', 'pages', 'careers.yaml');
      const original = await readFile(file, 'utf8');
      await writeFile(file, original.replace(/^ {2}title: .*$/m, '  title: Careers, from the dev server test'));
      try {
        let received = '';
        while (!received.includes('event: reload')) received += new TextDecoder().decode((await reader.read()).value);
        expect(await (await fetch(new URL('/careers/', server.url))).text()).toContain('Careers, from the dev server test');
      } finally {
        await writeFile(file, original);
      }
    } finally {
      events.abort();
      expect(await server.stop()).toBe(0);
    }
  });

  it('says so, and keeps the output, when nothing changed since the last build', async () => {
    const result = await runSitegen(['build', '--out', 'public'], project.root);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Built 44 pages, 4 assets in \d+ ms: nothing changed since the last build, so public\/ was kept as it was$/m,
    );
    expect(result.stdout).not.toMatch(/^Images:/m);
    await expectPreviousOutputUntouched();
  });

  it('exits 1 on a bad content file, naming file, line and field, and keeps the previous output', async () => {
    const result = await buildWithEdit('content/blog/code-reviews-that-scale.md', (text) =>
      text.replace(/^publishDate: .*$/m, 'publishDate: 2024-13-45'),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Build failed: 1 content error.');
    expect(result.stderr).toMatch(/content\/blog\/code-reviews-that-scale\.md:\d+: publishDate: must be a real date written YYYY-MM-DD/);
    await expectPreviousOutputUntouched();
  });

  it('exits 1 when a template throws, naming the route and the template, and keeps the previous output', async () => {
    const result = await buildWithEdit('templates/pages/CareersPage.tsx', (text) =>
      text.replace(
        'const { openings, culture } = content;',
        "const { openings, culture } = content;\n  throw new Error('careers exploded');",
      ),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Build failed: template CareersPage threw while rendering /careers.');
    expect(result.stderr).toContain('careers exploded');
    expect(result.stderr).toMatch(/CareersPage\.tsx:\d+/);
    await expectPreviousOutputUntouched();
  });

  it('exits 1 when a template does not compile, naming the file and line', async () => {
    const result = await buildWithEdit('templates/parts/Badges.tsx', (text) => text.replace('</ul>', '</ol>'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/The site's templates failed to compile:\n.*templates\/parts\/Badges\.tsx:\d+:\d+: /);
    await expectPreviousOutputUntouched();
  });

  // Last: the edit is built, so the output is no longer the first build's.
  it('prints with --timings where the time went, every step within the total it reports', async () => {
    const result = await buildWithEdit('content/blog/code-reviews-that-scale.md', (text) => `${text}\nOne more line.\n`, ['--timings']);
    expect(result.code).toBe(0);
    // A line added to an article's body changes no card: each is taken as the first build made it.
    expect(result.stdout).toMatch(/^Social cards: 0 made, 43 from cache$/m);
    const total = Number(/^Built 44 pages, 4 assets in (\d+) ms$/m.exec(result.stdout)?.[1]);
    const steps = [...(/^Timings: (.*)$/m.exec(result.stdout)?.[1] ?? '').matchAll(/(\w+) (\d+) ms/g)].map(
      ([, step, ms]) => [step, Number(ms)] as const,
    );
    expect(steps.map(([step]) => step)).toEqual(['compare', 'load', 'render', 'write', 'searchIndex', 'cards', 'commit']);
    // The search index and the social cards are made while the pages are rendered and written; every other step follows the one before.
    const oneAfterAnother = steps.filter(([step]) => step !== 'searchIndex' && step !== 'cards').reduce((sum, [, ms]) => sum + ms, 0);
    expect(oneAfterAnother).toBeGreaterThan(0);
    expect(oneAfterAnother).toBeLessThanOrEqual(total + steps.length);
  });
});

describe("sitegen and a site's server functions", () => {
  /** What a server answers at `path`: its status and text. */
  const answer = async (serverUrl: string, path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, serverUrl), init);
    return { status: response.status, text: await response.text() };
  };

  it('builds, previews and serves in dev a site that declares none without any: /api/inquiry is a page it does not have', async () => {
    const project = await copyFixture('notes');
    try {
      const built = await runSitegen(['build'], project.root);
      expect(built.code).toBe(0);
      expect(built.stdout).not.toMatch(/^(Function|Inquiry)/m);
      expect(existsSync(join(project.root, 'dist-functions'))).toBe(false);
      for (const command of [['preview'], ['dev']]) {
        const server = await startSitegenServer([...command, '--port', '0'], project.root);
        try {
          const notFound = await answer(server.url, '/api/inquiry');
          expect(notFound.status, command[0]).toBe(404);
          expect(notFound.text, command[0]).toContain('<h1>Nothing here</h1>');
        } finally {
          expect(await server.stop()).toBe(0);
        }
      }
    } finally {
      await project.remove();
    }
  });

  it('names the function it bundled, also when nothing changed, and preview and dev serve it at its address', async () => {
    const project = await copyFixture('echo');
    try {
      const bundled = /^Function echo \(\/api\/echo\): fns\/echo\.mjs \(Fetch API\), fns\/echo-lambda\.mjs \(AWS Lambda\)$/m;
      for (const run of ['first', 'unchanged']) {
        const built = await runSitegen(['build', '--functions', 'fns'], project.root);
        expect(built.code, run).toBe(0);
        expect(built.stdout, run).toMatch(bundled);
      }
      const preview = await startSitegenServer(['preview', '--functions', 'fns', '--port', '0'], project.root);
      const dev = await startSitegenServer(['dev', '--port', '0'], project.root);
      try {
        for (const [server, name] of [
          [preview, 'preview'],
          [dev, 'dev'],
        ] as const) {
          const echoed = await answer(server.url, '/api/echo', { method: 'POST', body: 'Hello?' });
          expect(echoed.status, name).toBe(200);
          expect(JSON.parse(echoed.text), name).toMatchObject({ said: 'Hello?', local: { server: name } });
        }
      } finally {
        expect(await Promise.all([preview.stop(), dev.stop()])).toEqual([0, 0]);
      }
    } finally {
      await project.remove();
    }
  });
});
