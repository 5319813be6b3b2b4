import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { parse } from 'yaml';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { commandsYaml, commandsFile } from '../docs/write-commands.ts';
import { commandReference } from '../src/cli/command-reference.ts';
import { createSite } from '../src/init/create-site.ts';
import { copyIntoTempProject, makeTempDir, repoRoot, runSitegen, type CliResult, type TempProject } from './support/project.ts';

// The documentation in docs/ is a site of its own, built by sitegen from a copy, as a user's site would be.
let project: TempProject;
let build: CliResult;
// A folder with no site, where `sitegen new --help` lists no site's kinds of entry.
let elsewhere: string;
// What `sitegen init --template docs` writes, beside it.
let starter: string;
beforeAll(async () => {
  project = await copyIntoTempProject(join(repoRoot, 'docs'), ['content', 'templates', 'assets'], 'sitegen-docs-');
  elsewhere = await makeTempDir('sitegen-no-site-');
  starter = join(elsewhere, 'docs-starter');
  [build] = await Promise.all([runSitegen(['build'], project.root), createSite(starter, 'docs')]);
});
afterAll(async () => {
  await project.remove();
  await rm(elsewhere, { recursive: true, force: true });
});

/** The files below `folder`'s templates/ and assets/, relative to it, sorted. */
async function codeFiles(folder: string): Promise<string[]> {
  const found = await Promise.all(
    ['templates', 'assets'].map(async (top) =>
      (await readdir(join(folder, top), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name))),
    ),
  );
  return found.flat().sort();
}

describe('the documentation as the docs starter grown', () => {
  // What sitegen's docs add to the starter: the command reference, and the definition that puts it in.
  const added = ['templates/command-reference.tsx', 'templates/reference-content.ts'];
  const replaced = ['templates/site.ts'];

  it("holds every template and asset of the starter, byte for byte, and only the reference's files besides", async () => {
    const [ours, starters] = await Promise.all([codeFiles(join(repoRoot, 'docs')), codeFiles(starter)]);
    expect(ours).toEqual([...starters, ...added].sort());
    for (const file of starters.filter((file) => !replaced.includes(file)))
      expect(await readFile(join(repoRoot, 'docs', file), 'utf8'), file).toBe(await readFile(join(starter, file), 'utf8'));
  });
});

describe('the documentation site', () => {
  it('builds, and sitegen check finds no problem in what it built', async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const check = await runSitegen(['check', '--dir', 'dist'], project.root);
    expect(check.stdout).toMatch(/^Checked \d+ pages: no problems\.\n$/);
    expect(check.code).toBe(0);
  });

  it('titles its home page, titled as the site is, by that name once', async () => {
    const home = load(await readFile(join(project.root, 'dist', 'index.html'), 'utf8'));
    expect(home('title').text()).toBe('sitegen');
    const commands = load(await readFile(join(project.root, 'dist', 'commands', 'index.html'), 'utf8'));
    expect(commands('title').text()).toBe('Commands | sitegen');
  });

  it("lists each command's section in the Commands page's contents, after the page's own headings", async () => {
    const page = load(await readFile(join(project.root, 'dist', 'commands', 'index.html'), 'utf8'));
    const links = page('nav[aria-label="On this page"] a')
      .toArray()
      .map((link) => page(link).attr('href') ?? '');
    const commands = commandReference().map((command) => `#${['sitegen', ...command.name.split(' ').filter(Boolean)].join('-')}`);
    expect(links.slice(-commands.length)).toEqual(commands);
    for (const anchor of links) expect(page(`article ${anchor}`).length, anchor).toBe(1);
  });

  it('holds the command reference as the CLI defines it now', async () => {
    expect(await readFile(commandsFile, 'utf8')).toBe(commandsYaml());
  });

  it("shows each command's help exactly as `sitegen <command> --help` prints it", async () => {
    const page = load(await readFile(join(project.root, 'dist', 'commands', 'index.html'), 'utf8'));
    const shown = new Map(
      page('pre[data-command]')
        .toArray()
        .map((element) => [page(element).attr('data-command') ?? '', page(element).text()] as const),
    );
    const names = commandReference().map((command) => command.name);
    expect([...shown.keys()]).toEqual(names);
    for (const name of names) {
      const printed = await runSitegen([...name.split(' ').filter(Boolean), '--help'], elsewhere);
      // `sitegen new --help` ends with the kinds of entry of the site where it runs: here, none.
      const own = printed.stdout.replace(/\nRun it in a site's folder to list the kinds of entry it declares: .*\n$/, '');
      expect(shown.get(name), `sitegen ${name} --help`).toBe(own);
    }
  });
});

describe('the docs workflow', () => {
  it('installs, checks the command reference, builds the docs with the sitegen of the commit, then checks what it built', async () => {
    const workflow = parse(await readFile(join(repoRoot, '.github', 'workflows', 'docs.yml'), 'utf8')) as {
      jobs: { build: { defaults: { run: { 'working-directory': string } }; steps: { run?: string }[] } };
    };
    const { build } = workflow.jobs;
    expect(build.defaults.run['working-directory']).toBe('docs');
    const runs = build.steps.flatMap((step) => (step.run === undefined ? [] : [step.run]));
    expect(runs).toEqual([
      'npm ci',
      'npx tsx write-commands.ts && git diff --exit-code content/commands.yaml',
      'node ../bin/sitegen.js build',
      'node ../bin/sitegen.js check --dir dist',
    ]);
  });
});
