import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedSite } from '../../test/support/shared-site.ts';
import { buildProject, copyFixture } from '../../test/support/fixture-project.ts';
import { makeTempDir, runSitegen, type TempProject } from '../../test/support/project.ts';

// A built fixture site, which the tests may change. This repository's site is checked as the shared build made it,
// and under a base path in test/base-path.test.ts.
let project: TempProject;
beforeAll(async () => {
  project = await copyFixture('notes');
  await buildProject(project);
});
afterAll(() => project.remove());

describe('sitegen check --dir', () => {
  it("checks an already built folder, this repository's site, and exits 0 when it is clean", async () => {
    const result = await runSitegen(['check', '--dir', (await sharedSite()).outDir]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Checked 44 pages: no problems.\n');
    expect(result.code).toBe(0);
  });

  it('reports a file the pages load that is missing, once for all the pages that load it', async () => {
    const outDir = join(project.root, 'dist');
    await rename(join(outDir, 'favicon.svg'), join(outDir, 'favicon.moved'));
    const result = await runSitegen(['check', '--dir', outDir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      '/, /404.html, /notes/bread-and-patience/ and 13 more pages: missing asset <link href="/favicon.svg">: no file at /favicon.svg\n' +
        'Checked 16 pages: 1 problem.\n',
    );
  });

  it('exits 1, naming the folder, when there is nothing to check', async () => {
    const missing = await runSitegen(['check', '--dir', 'no-such-folder']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Check failed: cannot read no-such-folder: no such folder.\n');
    const file = await runSitegen(['check', '--dir', 'package.json']);
    expect(file.code).toBe(1);
    expect(file.stderr).toBe('Check failed: cannot read package.json: not a folder.\n');
    const empty = await makeTempDir('sitegen-empty-');
    try {
      const result = await runSitegen(['check', '--dir', empty]);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`Check failed: ${empty} holds no HTML pages.\n`);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('sitegen check --dir, after sitegen build', () => {
  it('checks the folder under the base its build recorded, without being told it', async () => {
    const built = await copyFixture('notes');
    try {
      await buildProject(built, { base: '/field-notes/' });
      // The 404 page would tell the base too: without it, only the record does.
      await rm(join(built.root, 'dist', '404.html'));
      const result = await runSitegen(['check', '--dir', 'dist'], built.root);
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('Checked 15 pages: no problems.\n');
      expect(result.code).toBe(0);
    } finally {
      await built.remove();
    }
  });

  it('takes no base from a record of another folder: a copy put in place of the output is read for its own', async () => {
    const built = await copyFixture('notes');
    try {
      await buildProject(built, { base: '/field-notes/' });
      await buildProject(built, { base: '/other-notes/', out: 'elsewhere' });
      await rm(join(built.root, 'dist'));
      await cp(join(built.root, 'elsewhere'), join(built.root, 'dist'), { recursive: true, dereference: true });
      const result = await runSitegen(['check', '--dir', 'dist'], built.root);
      expect(result.stdout).toBe('Checked 16 pages: no problems.\n');
      expect(result.code).toBe(0);
    } finally {
      await built.remove();
    }
  });
});

describe('sitegen check --dir, a Markdown body with a broken link', () => {
  it("reports it at the body's file and line that the build recorded, and at the page in a folder with no record", async () => {
    const built = await copyFixture('notes');
    try {
      const note = join(built.root, 'content/notes/bread-and-patience.md');
      const text = await readFile(note, 'utf8');
      await writeFile(note, `${text}\nAs [the recipe](/no-such-recipe/) says.\n`);
      const line = `${text}\n`.split('\n').length;
      await buildProject(built);
      const message = 'broken link <a href="/no-such-recipe/">: no page or file at /no-such-recipe/';
      const result = await runSitegen(['check', '--dir', 'dist'], built.root);
      expect(result.stdout).toBe(`content/notes/bread-and-patience.md:${line}: body: ${message}\nChecked 16 pages: 1 problem.\n`);
      expect(result.code).toBe(1);
      await cp(join(built.root, 'dist'), join(built.root, 'copy'), { recursive: true, dereference: true });
      const copy = await runSitegen(['check', '--dir', 'copy'], built.root);
      expect(copy.stdout).toBe(`/notes/bread-and-patience/: ${message}\nChecked 16 pages: 1 problem.\n`);
    } finally {
      await built.remove();
    }
  });
});

describe('sitegen check, a second time', () => {
  it('takes each page it read before, with the same HTML, from .sitegen/cache instead of parsing and validating it again', async () => {
    const checked = await copyFixture('notes');
    try {
      await buildProject(checked);
      expect((await runSitegen(['check', '--dir', 'dist'], checked.root)).stdout).toBe('Checked 16 pages: no problems.\n');
      // An error planted in what the cache holds of every page: a check that read the pages again would not see it.
      const folder = join(checked.root, '.sitegen', 'cache', 'checked-pages');
      const planted = { ruleId: 'planted', line: 1, column: 1, message: 'from the cache' };
      for (const file of await readdir(folder)) {
        const shard = JSON.parse(await readFile(join(folder, file), 'utf8')) as { entries: Record<string, { htmlErrors: unknown[] }> };
        for (const facts of Object.values(shard.entries)) facts.htmlErrors = [planted];
        await writeFile(join(folder, file), JSON.stringify(shard));
      }
      const again = await runSitegen(['check', '--dir', 'dist'], checked.root);
      expect(again.stdout).toMatch(/^\/: html-validate planted at index\.html:1:1: from the cache$/m);
      expect(again.stdout).toMatch(/Checked 16 pages: 16 problems\.\n$/);
    } finally {
      await checked.remove();
    }
  });
});
