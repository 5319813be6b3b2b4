import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { starterNames } from '../src/init/starters.ts';
import { makeTempDir, repoRoot, runSitegen, startSitegenServer } from './support/project.ts';

/**
 * A project that resolves sitegen's dependencies (React, zod, fonts) from this
 * repository, as one that installed sitegen does; each starter is made in a folder of
 * it by the real `sitegen init`, then built, checked and served as a user would.
 */
let project: string;
beforeAll(async () => {
  project = await makeTempDir('sitegen-starters-');
  await symlink(join(repoRoot, 'node_modules'), join(project, 'node_modules'), 'dir');
  for (const starter of starterNames) {
    const init = await runSitegen(['init', starter, '--template', starter], project);
    expect(init.code, init.stderr).toBe(0);
  }
});
afterAll(() => rm(project, { recursive: true, force: true }));

/** The title of each starter's home page, as its content/site.yaml gives it. */
const homeTitles = { minimal: 'My Site', blog: 'My Blog', docs: 'Introduction | My Project Docs' } as const;

describe.each(starterNames)('the %s starter', (starter) => {
  const site = () => join(project, starter);

  it('builds, and its build passes sitegen check with no problem', async () => {
    const build = await runSitegen(['build'], site());
    expect(build.code, build.stderr).toBe(0);
    const check = await runSitegen(['check', '--dir', 'dist'], site());
    expect(check.stdout + check.stderr).toMatch(/Checked \d+ pages: no problems\./);
    expect(check.code).toBe(0);
  });

  it('is served by sitegen dev, home page first', async () => {
    const server = await startSitegenServer(['dev', '--port', '0'], site());
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<title>${homeTitles[starter]}</title>`);
    } finally {
      await server.stop();
    }
  });

  it('has a package.json with the scripts a user runs and a .gitignore for what a build writes', async () => {
    const manifest = JSON.parse(await readFile(join(site(), 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts).toEqual({ dev: 'sitegen dev', build: 'sitegen build', check: 'sitegen check' });
    const ignored = (await readFile(join(site(), '.gitignore'), 'utf8')).split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', '.dist.*', '.sitegen', 'dist-functions']));
  });
});

describe('the kinds of entry a starter declares', () => {
  it.each([
    ['blog', 'post: a post in content/posts/, as a draft dated today'],
    ['docs', 'page: a page in content/pages/, as a draft at the end of the sidebar'],
  ] as const)('are listed by sitegen new --help in the %s starter', async (starter, line) => {
    const help = await runSitegen(['new', '--help'], join(project, starter));
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(`Kinds of entry this site declares (templates/site.ts):\n  ${line}`);
  });

  it("gives examples that the blog starter's kinds take", async () => {
    const help = (await runSitegen(['new', '--help'], join(project, 'blog'))).stdout;
    const examples = [...help.matchAll(/^ {2}sitegen new (\S+) "[^"]+"(.*)$/gm)];
    expect(examples.length).toBeGreaterThan(0);
    for (const [, kind, options] of examples) {
      expect(help).toContain(`\n  ${kind}: `);
      for (const [option] of options?.matchAll(/--[a-z-]+/g) ?? []) expect(help).toContain(`    ${option} <value>`);
    }
  });
});

describe("the starters' templates", () => {
  it("type-check against sitegen's API with the tsconfig they ship", async () => {
    // Every starter ships starters/common/tsconfig.json; sitegen is found at its sources, as the build finds it.
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        extends: './minimal/tsconfig.json',
        compilerOptions: { paths: { sitegen: [join(repoRoot, 'src', 'api.ts')] }, resolveJsonModule: true },
        include: starterNames.flatMap((starter) => [`${starter}/templates`, `${starter}/assets`]),
      }),
    );
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (failure: { code: number; stdout: string }) => ({ code: failure.code, stdout: failure.stdout }),
    );
    expect(result).toEqual({ code: 0, stdout: '' });
  });
});

describe('sitegen init', () => {
  it('prints the commands that come next', async () => {
    const result = await runSitegen(['init', 'next', '--template', 'minimal'], project);
    expect(result.stdout).toContain('Next:\n  cd next && npm install && npx sitegen dev\n');
  });

  it('refuses a folder that is not empty, naming what it holds', async () => {
    await mkdir(join(project, 'taken'));
    await writeFile(join(project, 'taken', 'draft.md'), 'mine');
    const result = await runSitegen(['init', 'taken'], project);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Nothing created: ${join(project, 'taken')} is not empty: it holds draft.md\n`);
  });

  it('refuses a starter it does not have, listing those it has', async () => {
    const result = await runSitegen(['init', 'elsewhere', '--template', 'shop'], project);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Allowed choices are minimal, blog, docs.');
  });
});
