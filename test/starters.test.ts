import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import * as cheerio from 'cheerio';
import { starterNames, type StarterName } from '../src/init/starter-names.ts';
import { linkPackages, makeTempDir, repoRoot, runSitegen, startSitegenServer, type CliResult } from './support/project.ts';
import { readWorkflow, sitegenArguments, sitegenCommand } from './support/workflow-steps.ts';

/**
 * A project that resolves sitegen's dependencies (React, zod, fonts) from this
 * repository, as one that installed sitegen does; each starter is made in a folder of
 * it by the real `sitegen init`, then built, checked and served as a user would.
 */
let project: string;
const builds = new Map<StarterName, CliResult>();
beforeAll(async () => {
  project = await makeTempDir('sitegen-starters-');
  await linkPackages(project);
  for (const starter of starterNames) {
    const init = await runSitegen(['init', starter, '--template', starter], project);
    expect(init.code, init.stderr).toBe(0);
    builds.set(starter, await runSitegen(['build'], join(project, starter)));
  }
});
afterAll(() => rm(project, { recursive: true, force: true }));

/** The title of each starter's home page, as its content/site.yaml gives it. */
const homeTitles = { minimal: 'My Site', blog: 'My Blog', docs: 'Introduction | My Project Docs' } as const;

describe.each(starterNames)('the %s starter', (starter) => {
  const site = () => join(project, starter);

  it('builds, and its build passes sitegen check with no problem', async () => {
    const build = builds.get(starter);
    expect(build?.code, build?.stderr).toBe(0);
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

/** A page of a starter's build, parsed. */
async function builtPage(starter: StarterName, file: string) {
  return cheerio.load(await readFile(join(project, starter, 'dist', file), 'utf8'));
}

describe('what the starters build', () => {
  it('minimal: one page, and the page a host shows for an unknown address', async () => {
    expect(builds.get('minimal')?.stdout).toMatch(/^Built 2 pages, 1 assets in/m);
    const $ = await builtPage('minimal', 'index.html');
    expect($('h1').text()).toBe('My Site');
  });

  it('blog: posts newest first, tag pages, a feed and a social card for each post', async () => {
    const home = await builtPage('blog', 'index.html');
    expect(
      home('.posts > li > a')
        .toArray()
        .map((link) => home(link).text()),
    ).toEqual(['Code in two themes', 'Writing in Markdown', 'Welcome to the blog']);
    const tag = await builtPage('blog', 'tags/meta/index.html');
    expect(tag('.posts > li > a').length).toBe(2);
    const feed = cheerio.load(await readFile(join(project, 'blog', 'dist', 'feed.xml'), 'utf8'), { xml: true });
    expect(feed('item > title').length).toBe(3);
    const post = await builtPage('blog', 'posts/welcome/index.html');
    expect(post('meta[property="og:image"]').attr('content')).toMatch(/^https:\/\/example\.com\/.+\.png$/);
  });

  it('docs: a sidebar in order with the page marked, a table of contents, callouts, code in two themes, next and previous', async () => {
    const $ = await builtPage('docs', 'writing-pages/index.html');
    expect(
      $('.sidebar a')
        .toArray()
        .map((link) => [$(link).text(), $(link).attr('aria-current')]),
    ).toEqual([
      ['Introduction', undefined],
      ['Getting started', undefined],
      ['Writing pages', 'page'],
    ]);
    const contents = $('.contents a')
      .toArray()
      .map((link) => $(link).attr('href'));
    expect(contents).toEqual(['#front-matter', '#headings', '#code', '#tables', '#callouts']);
    for (const anchor of contents) expect($(anchor ?? '').length).toBe(1);
    expect(
      $('[role="note"] .callout__title')
        .toArray()
        .map((title) => $(title).text()),
    ).toEqual(['Note', 'Before you upgrade']);
    // The kind's own word stays out of search; a title the writer gave is searched with the text.
    expect($('[role="note"] .callout__title[data-pagefind-ignore]').text()).toBe('Note');
    expect($('pre.shiki').first().attr('class')).toContain('github-light-default github-dark-default');
    const stylesheet = await readFile(join(project, 'docs', 'dist', $('link[rel="stylesheet"]').attr('href') ?? ''), 'utf8');
    expect(stylesheet).toMatch(/@media \(prefers-color-scheme:\s?dark\)\{[^}]*--shiki-dark/);
    expect($('a[rel="prev"]').attr('href')).toBe('/getting-started/');
    expect($('a[rel="next"]').length).toBe(0);
  });
});

describe('the kinds of entry a starter declares', () => {
  /** What `sitegen new --help` prints in each starter, asked once whichever test asks first. */
  const helps = new Map<StarterName, Promise<CliResult>>();
  const newHelp = (starter: StarterName) => {
    const help = helps.get(starter) ?? runSitegen(['new', '--help'], join(project, starter));
    helps.set(starter, help);
    return help;
  };

  it.each([
    ['blog', 'post: a post in content/posts/, as a draft dated today'],
    ['docs', 'page: a page in content/pages/, as a draft at the end of the sidebar'],
  ] as const)('are listed by sitegen new --help in the %s starter', async (starter, line) => {
    const help = await newHelp(starter);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(`Kinds of entry this site declares (templates/site.ts):\n  ${line}`);
  });

  it("gives examples that the blog starter's kinds take", async () => {
    const help = (await newHelp('blog')).stdout;
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
    // Every starter ships starters/common/tsconfig.json; sitegen is found as installed, by its declarations.
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        extends: './minimal/tsconfig.json',
        compilerOptions: { resolveJsonModule: true },
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

describe("the starters' GitHub Pages workflow", () => {
  it('installs, builds once for the Pages address, checks the folder it built, and deploys it', async () => {
    const site = join(project, 'pages-docs');
    expect((await runSitegen(['init', site, '--template', 'docs'], project)).code).toBe(0);
    // The caches of the docs starter's build, as the workflow's CI restores those of an earlier run.
    await cp(join(project, 'docs', '.sitegen', 'cache'), join(site, '.sitegen', 'cache'), { recursive: true });
    const workflow = await readWorkflow(join(site, '.github', 'workflows', 'deploy.yml'));
    const steps = workflow.jobs.build?.steps ?? [];
    const runs = steps.map((step) => step.run ?? '');
    const lines = runs.flatMap((run) => run.split('\n')).map((line) => line.trim());
    expect(lines.filter((line) => sitegenCommand(line) === 'build')).toHaveLength(1);
    expect(lines.filter((line) => sitegenCommand(line) === 'check')).toEqual([expect.stringMatching(/ --dir dist$/)]);
    const order = [
      runs.findIndex((run) => run.startsWith('npm ci')),
      runs.findIndex((run) => sitegenCommand(run) === 'build'),
      runs.findIndex((run) => sitegenCommand(run) === 'check'),
      steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@')),
    ];
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(workflow.jobs.deploy?.needs).toBe('build');

    // The build and check lines, run as the workflow runs them for a project site.
    const values = { 'steps.site.outputs.base': '/pages-docs/', 'steps.site.outputs.url': 'https://owner.github.io' };
    const lineOf = (command: string) => lines.find((line) => sitegenCommand(line) === command) ?? '';
    expect((await runSitegen(sitegenArguments(lineOf('build'), values), site)).code).toBe(0);
    expect((await runSitegen(sitegenArguments(lineOf('check'), values), site)).stdout).toMatch(/^Checked \d+ pages: no problems\.$/m);
    const home = await readFile(join(site, 'dist', 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="https://owner.github.io/pages-docs/"/>');
    expect(home).toContain('href="/pages-docs/getting-started/"');
  });
});

describe('sitegen init', () => {
  it('prints the commands that come next', async () => {
    const result = await runSitegen(['init', 'next', '--template', 'minimal'], project);
    // This sitegen runs from a checkout, not from the registry: the site installs it from there.
    expect(result.stdout).toContain(`Next:\n  cd next && npm install ${relative(join(project, 'next'), repoRoot)} && npx sitegen dev\n`);
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
