import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { lstatSync, readlinkSync } from 'node:fs';
import { access, cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { filesIn } from './support/built-site.ts';
import { buildProject, copyFixture } from './support/fixture-project.ts';
import { repoRoot } from './support/project.ts';
import { readWorkflow, sitegenArguments, sitegenCommand } from './support/workflow-steps.ts';

const readRepositoryWorkflow = () => readWorkflow(join(repoRoot, '.github', 'workflows', 'deploy.yml'));

/** `YYYY-MM-DD` of an instant in a time zone. */
const dateIn = (timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('the GitHub Pages workflow', () => {
  it('installs, builds once for the Pages address, checks what it built, then deploys dist/ with the official actions', async () => {
    const workflow = await readRepositoryWorkflow();
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const build = workflow.jobs.build!.steps;
    const runs = build.map((step) => step.run ?? '');
    const commands = runs.flatMap((run) => run.split('\n')).map((line) => line.trim());
    // One build, and no check that builds the site again: every check is of a built folder.
    expect(commands.filter((command) => sitegenCommand(command) === 'build')).toHaveLength(1);
    const checks = commands.filter((command) => sitegenCommand(command) === 'check');
    expect(checks).toEqual([expect.stringMatching(/ --dir dist$/)]);
    const [install, buildStep, checkStep, upload] = [
      runs.findIndex((run) => run.startsWith('npm ci')),
      runs.findIndex((run) => sitegenCommand(run) === 'build'),
      runs.findIndex((run) => sitegenCommand(run) === 'check'),
      build.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@')),
    ];
    expect([install, buildStep, checkStep, upload].every((index) => index >= 0)).toBe(true);
    expect([install, buildStep, checkStep, upload]).toEqual([install, buildStep, checkStep, upload].sort((a, b) => a - b));
    expect(runs[buildStep]).toContain('--base "${{ steps.site.outputs.base }}" --url "${{ steps.site.outputs.url }}"');
    expect(build[upload]?.with).toEqual({ path: 'dist' });
    // npx reads the whole installed tree before each command: about a second, more than the check takes.
    expect(commands.filter((command) => /\bnpx sitegen\b/.test(command))).toEqual([]);
    // The build caches are restored before the build, keyed by the generator's version and not the whole lockfile,
    // and, failing one of that version, the newest of any.
    const cache = build.findIndex((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache).toBeGreaterThan(install);
    expect(cache).toBeLessThan(buildStep);
    const cacheStep = build[cache]!.with as { path: string; key: string; 'restore-keys': string };
    expect(cacheStep.path).toBe('.sitegen/cache');
    expect(cacheStep.key).toContain('steps.generator.outputs.version');
    expect(`${cacheStep.key}${cacheStep['restore-keys']}`).not.toContain('hashFiles');
    const restoreKeys = cacheStep['restore-keys'].trim().split('\n');
    expect(restoreKeys).toEqual(['sitegen-${{ runner.os }}-${{ steps.generator.outputs.version }}-', 'sitegen-${{ runner.os }}-']);
    expect(cacheStep.key.startsWith(restoreKeys[0]!)).toBe(true);
    expect(runs.find((run) => run.includes('GITHUB_OUTPUT') && run.includes('--version'))).toBeDefined();
    expect(workflow.jobs.deploy!.needs).toBe('build');
    expect(workflow.jobs.deploy!.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });

  it("builds and checks a project under a project site's base with its build and check commands, the check told nothing", async () => {
    const runs = (await readRepositoryWorkflow()).jobs.build!.steps.map((step) => step.run ?? '');
    const lineOf = (command: string) => runs.find((run) => sitegenCommand(run) === command) ?? '';
    const values = { 'steps.site.outputs.base': '/notes-site/', 'steps.site.outputs.url': 'https://owner.github.io' };
    const project = await copyFixture('notes');
    // Each step's command, as the compiled CLI runs it there.
    const runStep = (line: string) =>
      promisify(execFile)(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), ...sitegenArguments(line, values)], {
        cwd: project.root,
      });
    try {
      await runStep(lineOf('build'));
      expect((await runStep(lineOf('check'))).stdout).toBe('Checked 16 pages: no problems.\n');
      const home = await readFile(join(project.root, 'dist', 'index.html'), 'utf8');
      expect(home).toContain('https://owner.github.io/notes-site/');
    } finally {
      await project.remove();
    }
  });

  it('also runs every day, just after the day turns where it builds, with the same steps as a push', async () => {
    const workflow = await readRepositoryWorkflow();
    expect(workflow.on.push?.branches).toEqual(['main']);
    const schedules = workflow.on.schedule ?? [];
    expect(schedules).toHaveLength(1);
    const [minute, hour, ...everyDay] = schedules.map((schedule) => schedule.cron.split(/\s+/)).flat();
    expect(everyDay).toEqual(['*', '*', '*']);
    expect(minute).toMatch(/^\d+$/);
    expect(hour).toMatch(/^\d+$/);
    // Cron times are UTC; the build's day is the one in its TZ. The run comes within two hours of that day's start.
    const timeZone = workflow.jobs.build?.env?.TZ ?? '';
    const run = new Date(Date.UTC(2025, 8, 1, Number(hour), Number(minute)));
    const local = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).format(run);
    const [localHour = 0, localMinute = 0] = local.split(':').map(Number);
    expect(localHour * 60 + localMinute).toBeLessThan(120);
    // Nothing depends on what started the run, and drafts are never published.
    for (const job of Object.values(workflow.jobs)) {
      expect(job.if).toBeUndefined();
      for (const step of job.steps) {
        expect(step.if).toBeUndefined();
        expect(step.run ?? '').not.toContain('github.event_name');
        expect(step.run ?? '').not.toContain('--drafts');
      }
    }
  });

  it("publishes a future-dated post with the build on its day, in the workflow's time zone", async () => {
    const timeZone = (await readRepositoryWorkflow()).jobs.build?.env?.TZ ?? '';
    expect(timeZone).not.toBe('');
    const project = await copyFixture('notes');
    try {
      const today = dateIn(timeZone, new Date());
      const later = dateIn(timeZone, new Date(Date.now() + 2 * 86_400_000));
      const note = (title: string, date: string) => `---\ntitle: ${title}\ndate: ${date}\ntags: [writing]\n---\n\nDue on ${date}.\n`;
      await writeFile(join(project.root, 'content', 'notes', 'due-today.md'), note('Due today', today));
      await writeFile(join(project.root, 'content', 'notes', 'due-later.md'), note('Due later', later));
      // The workflow's build command, as the compiled CLI runs it there.
      await promisify(execFile)(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), 'build'], {
        cwd: project.root,
        env: { ...process.env, TZ: timeZone },
      });
      expect(await exists(join(project.root, 'dist', 'notes', 'due-today', 'index.html'))).toBe(true);
      expect(await exists(join(project.root, 'dist', 'notes', 'due-later', 'index.html'))).toBe(false);
    } finally {
      await project.remove();
    }
  });

  it("uploads the built site's files, not a link: dist/ is a link to the site's folder, which the Pages artifact enters", async () => {
    const project = await copyFixture('minimal');
    try {
      await buildProject(project);
      const outDir = join(project.root, 'dist');
      expect(lstatSync(outDir).isSymbolicLink()).toBe(true);
      // The archive actions/upload-pages-artifact makes of `path` on Linux, with its own options.
      const archive = join(project.root, 'artifact.tar');
      const tar = (...args: string[]) => promisify(execFile)('tar', args);
      await tar('--dereference', '--hard-dereference', '--directory', outDir, '-cf', archive, '--exclude=.git', '--exclude=.github', '.');
      const entries = (await tar('-tvf', archive)).stdout.trim().split('\n');
      // Pages refuses an archive holding links: every entry is a file or a folder.
      expect(entries.filter((entry) => !/^[-d]/.test(entry))).toEqual([]);
      const archived = entries.filter((entry) => entry.startsWith('-')).map((entry) => entry.slice(entry.indexOf('./') + 2));
      expect(archived.sort()).toEqual(await filesIn(outDir));
    } finally {
      await project.remove();
    }
  });
});

describe("the repository's .gitignore", () => {
  it("leaves out the built output: the link dist and the site's folder beside it", async () => {
    const project = await copyFixture('minimal');
    try {
      await buildProject(project);
      await cp(join(repoRoot, '.gitignore'), join(project.root, '.gitignore'));
      const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: project.root });
      await git('init', '--quiet');
      const site = readlinkSync(join(project.root, 'dist'));
      expect((await git('check-ignore', 'dist', site)).stdout.trim().split('\n')).toEqual(['dist', site]);
    } finally {
      await project.remove();
    }
  });
});
