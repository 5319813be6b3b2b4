import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { starterNames } from '../src/init/starter-names.ts';
import { fixtureDir, type FixtureName } from './support/fixture-project.ts';
import { makeTempDir, repoRoot, runSitegen, startSitegenServer } from './support/project.ts';

const exec = promisify(execFile);
/** Installing and packing wait on npm and the build step, not on the tests beside them. */
const slow = 300_000;

/**
 * sitegen as a new project gets it: packed by `npm pack` from a copy of this repository
 * as it stands, installed outside the repository with its peer dependencies, and run on
 * small sites (test/fixtures/) by the executable npm installed.
 */
let work: string;
let packageCopy: string;
let tarball: string;
/** A new project with the tarball installed, which tests put sites in, each in a folder of its own. */
let installed: string;
beforeAll(async () => {
  work = await makeTempDir('sitegen-install-');
  packageCopy = join(work, 'sitegen');
  const { stdout } = await exec('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot });
  const files = stdout.split('\0').filter((file) => file !== '' && existsSync(join(repoRoot, file)));
  for (const file of files) {
    await mkdir(dirname(join(packageCopy, file)), { recursive: true });
    await cp(join(repoRoot, file), join(packageCopy, file));
  }
  await symlink(join(repoRoot, 'node_modules'), join(packageCopy, 'node_modules'), 'dir');
  // The package as `npm test` compiled it from these sources just before (its build:package step): packing
  // runs no prepare to compile it again, which `npm ci` and .ci/run exercise.
  await cp(join(repoRoot, 'lib'), join(packageCopy, 'lib'), { recursive: true });
  await exec('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: packageCopy });
  const [name] = (await readdir(work)).filter((file) => file.endsWith('.tgz'));
  if (name === undefined) throw new Error(`npm pack wrote no tarball into ${work}`);
  tarball = join(work, name);
  installed = await newProject('installed', tarball, ['typescript', '@types/react']);
}, slow);
afterAll(() => rm(work, { recursive: true, force: true }));

/**
 * A new project in its own folder, outside the repository, with sitegen (from `source`), its peer dependencies and `more`
 * installed by npm, which is given `options` too.
 */
async function newProject(name: string, source: string, more: readonly string[] = [], options: readonly string[] = []): Promise<string> {
  const root = join(work, name);
  await mkdir(root);
  await writeFile(join(root, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  const packages = [source, 'react', 'react-dom', 'zod', ...more];
  await exec('npm', ['install', ...packages, '--prefer-offline', '--no-audit', '--no-fund', ...options], { cwd: root });
  return root;
}

/** A copy of a fixture site in a folder of the project: its imports resolve from the project's node_modules. */
async function siteIn(project: string, fixture: FixtureName): Promise<string> {
  const root = await mkdtemp(join(project, `${fixture}-`));
  await cp(fixtureDir(fixture), root, { recursive: true });
  return root;
}

const installedBin = (project: string) => join(project, 'node_modules', 'sitegen', 'bin', 'sitegen.js');

// Concurrent: most of each test is waiting on npm or on a process; together they hold one worker of the run for less time.
describe.concurrent('the packed sitegen', () => {
  it('holds the prebuilt command line, the API and its declarations, and nothing of this site, its tests or benchmarks', async ({
    expect,
  }) => {
    const { stdout } = await exec('tar', ['tzf', tarball]);
    const files = stdout.split('\n').filter((line) => line !== '');
    const expected = [
      'package/bin/sitegen.js',
      'package/lib/cli.mjs',
      'package/lib/api.mjs',
      'package/lib/api.d.ts',
      'package/package.json',
    ];
    expect(files).toEqual(expect.arrayContaining(expected));
    const leftOut = /^package\/(content|templates|assets|test|bench|docs|deploy)\/|\.test\.tsx?$|\/test-support\//;
    expect(files.filter((file) => leftOut.test(file))).toEqual([]);
  });

  it(
    'installs into a new project, whose site it builds, checks and serves while a note is edited',
    { timeout: slow },
    async ({ expect }) => {
      const root = await siteIn(installed, 'notes');
      const bin = installedBin(installed);
      const { stdout: version } = await exec('npx', ['sitegen', '--version'], { cwd: root });
      expect(version.trim()).toMatch(/^0\.1\.0\+[0-9a-f]{16}$/);

      const built = await runSitegen(['build'], root, bin);
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
      expect(await readFile(join(root, 'dist', 'notes', 'bread-and-patience', 'index.html'), 'utf8')).toContain('Bread and patience');
      const checked = await runSitegen(['check'], root, bin);
      // TypeScript is installed: the templates' types were checked too.
      expect(checked.stdout).not.toContain('skipped');
      expect(checked.stdout).toContain('no problems');
      expect(checked.code).toBe(0);

      const dev = await startSitegenServer(['dev', '--port', '0'], root, bin);
      try {
        const note = join(root, 'content', 'notes', 'bread-and-patience.md');
        const page = async () => (await fetch(new URL('/notes/bread-and-patience/', dev.url))).text();
        expect(await page()).toContain('Bread and patience');
        await writeFile(note, (await readFile(note, 'utf8')).replace('title: Bread and patience', 'title: Bread and more patience'));
        await vi.waitFor(async () => expect(await page()).toContain('Bread and more patience'), { timeout: 30_000, interval: 100 });
      } finally {
        await dev.stop();
      }
    },
  );

  it(
    'starts a site from each starter with sitegen init, which builds and passes sitegen check as it stands',
    { timeout: slow },
    async ({ expect }) => {
      for (const starter of starterNames) {
        const folder = `${starter}-site`;
        const init = await runSitegen(['init', folder, '--template', starter], installed, installedBin(installed));
        expect(init.stdout).toContain(`Created a ${starter} site in ${folder}`);
        const root = join(installed, folder);
        const built = await runSitegen(['build'], root, installedBin(installed));
        expect({ starter, stderr: built.stderr, code: built.code }).toEqual({ starter, stderr: '', code: 0 });
        const checked = await runSitegen(['check', '--dir', 'dist'], root, installedBin(installed));
        expect({ starter, stdout: checked.stdout, code: checked.code }).toEqual({
          starter,
          stdout: expect.stringMatching(/^Checked \d+ pages?: no problems\.\n$/) as unknown,
          code: 0,
        });
      }
    },
  );

  it(
    'builds sites whose templates share what they import from sitegen with the command line: image fields, pictures, directives',
    { timeout: slow },
    async ({ expect }) => {
      for (const fixture of ['gallery', 'handbook'] as const) {
        const root = await siteIn(installed, fixture);
        const built = await runSitegen(['build'], root, installedBin(installed));
        expect({ fixture, stderr: built.stderr, code: built.code }).toEqual({ fixture, stderr: '', code: 0 });
      }
    },
  );

  it(
    "types a project's templates from the package's declarations alone, with tsc --init's settings and either module resolution",
    { timeout: slow },
    async ({ expect }) => {
      const root = await siteIn(installed, 'notes');
      // The project's own tsc, as npm linked it: npx would spend a second finding it before each run.
      const tscBin = join(installed, 'node_modules', '.bin', 'tsc');
      await exec(tscBin, ['--init'], { cwd: root });
      // The notes site imports its own modules by their .ts names; sitegen's declarations need no such setting.
      const tsc = async (...options: string[]) => {
        try {
          return {
            code: 0,
            output: (await exec(tscBin, ['--noEmit', '--allowImportingTsExtensions', ...options], { cwd: root })).stdout,
          };
        } catch (error) {
          return { code: 1, output: (error as { stdout?: string }).stdout ?? '' };
        }
      };
      // One run both lists the files it read and checks them: a clean check prints nothing but that list.
      const listed = await tsc('--listFiles');
      const read = listed.output.split('\n').filter((line) => line !== '');
      expect(read.filter((file) => !file.startsWith('/'))).toEqual([]);
      expect(listed.code).toBe(0);
      const fromSitegen = read.filter((file) => file.includes('/sitegen/'));
      expect(fromSitegen.map((file) => file.slice(file.indexOf('/sitegen/')))).toEqual(['/sitegen/lib/api.d.ts']);

      // The other resolution, run on a deliberate mistake: it finds that one error and no other, so the rest types as it is.
      const routes = join(root, 'templates', 'routes.ts');
      await writeFile(routes, (await readFile(routes, 'utf8')).replace('notes: list.items.map(cardOf),', 'notes: list.items,'));
      const mistaken = await tsc('--module', 'esnext', '--moduleResolution', 'bundler');
      expect(mistaken.code).toBe(1);
      // A diagnostic's first line starts at the margin; the lines that explain it are indented.
      const diagnostics = mistaken.output.split('\n').filter((line) => /^\S/.test(line));
      expect(diagnostics).toEqual([expect.stringMatching(/^templates\/routes\.ts\(\d+,\d+\): error TS2322: /)]);
    },
  );

  it('builds a site that names it by a file: dependency on its folder', { timeout: slow }, async ({ expect }) => {
    // The folder holds lib/ as npm test compiled it: the prepare script, which npm runs for a linked folder and npm ci
    // exercises, would spend seconds compiling the same sources again.
    const project = await newProject('linked', `file:${packageCopy}`, [], ['--ignore-scripts']);
    const root = await siteIn(project, 'notes');
    const built = await runSitegen(['build'], root, installedBin(project));
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    expect(await readFile(join(root, 'dist', 'notes', 'bread-and-patience', 'index.html'), 'utf8')).toContain('Bread and patience');
  });
});
