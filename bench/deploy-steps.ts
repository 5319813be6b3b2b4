import { cp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { copyIntoTempProject } from '../test/support/project.ts';
import { median } from './scale/median.ts';
import { medianCpu, medianWall, seconds } from './scale/scale-report.ts';
import { repositoryRoot } from './scale/sitegen-build.ts';
import { textTable } from './scale/text-table.ts';
import { oneAfterTheOther, runTimed, type TimedRun } from './scale/timed-command.ts';

/** The most the workflow's steps from the build through the check may take on this site, cache restored, in milliseconds. */
export const deployStepsTargetMs = 1500;

/** Runs when none are asked for: each takes about a second. */
export const defaultDeployRuns = 5;

/** A step of a workflow's job, as far as the bench reads it. */
export interface WorkflowStep {
  readonly name?: string;
  readonly run?: string;
  readonly uses?: string;
}

/** A step the bench runs: its name in the workflow, and its shell command with every `${{ }}` given its value. */
export interface DeployStep {
  readonly name: string;
  readonly command: string;
}

/** What the step that chooses the address gives a project site without SITE_URL, for OWNER/sitegen. */
const projectSite: Readonly<Record<string, string>> = {
  'steps.site.outputs.base': '/sitegen/',
  'steps.site.outputs.url': 'https://owner.github.io',
};

/**
 * The `run` steps from the one that builds the site through the last one that checks it, the time a
 * deploy waits for between installing and uploading; the actions between them (none today) are left out.
 */
export function deploySteps(steps: readonly WorkflowStep[], values: Readonly<Record<string, string>>): DeployStep[] {
  const runs = (command: string) => (step: WorkflowStep) => new RegExp(`\\bsitegen(?:\\.js)? ${command}\\b`).test(step.run ?? '');
  const first = steps.findIndex(runs('build'));
  const last = steps.findLastIndex(runs('check'));
  if (first < 0 || last < first) throw new Error('the workflow has no step that builds the site followed by one that checks it');
  return steps
    .slice(first, last + 1)
    .flatMap((step) => (step.run === undefined ? [] : [{ name: step.name ?? step.run, command: withValues(step.run, values) }]));
}

/** A workflow's text with each `${{ name }}` replaced by its value; one without a value is an error, not an empty word. */
export function withValues(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the bench gives \${{ ${name} }} no value`);
    return value;
  });
}

export interface DeployStepsFigures {
  readonly runs: number;
  readonly steps: readonly (DeployStep & { readonly timed: readonly TimedRun[] })[];
  /** Each run's steps told as one: from the first step's start to the last one's end. */
  readonly totals: readonly TimedRun[];
  /** The machine's one-minute load average before the timed runs and after them: on a busy machine, wall time is CPU time waiting. */
  readonly load: readonly [before: number, after: number];
}

/**
 * Runs the workflow's steps from the build through the check, as CI does after `npm ci`, on a
 * copy of this project: once to make the cache an earlier deploy leaves, then `runs` times from
 * a checkout's state with that cache restored (no output, no .sitegen/ but .sitegen/cache).
 */
export async function measureDeploySteps(runs: number): Promise<DeployStepsFigures> {
  const workflow = parse(await readFile(join(repositoryRoot, '.github', 'workflows', 'deploy.yml'), 'utf8')) as {
    jobs: { build: { steps: WorkflowStep[] } };
  };
  const steps = deploySteps(workflow.jobs.build.steps, projectSite);
  // A checkout after `npm ci`: its sources, with the packages and the CLI it compiled.
  const project = await copyIntoTempProject(repositoryRoot, ['bin', 'content', 'templates', 'assets', 'package.json'], 'sitegen-deploy-');
  await symlink(join(repositoryRoot, 'lib'), join(project.root, 'lib'), 'dir');
  const runSteps = async () => {
    const timed: TimedRun[] = [];
    for (const step of steps) timed.push(await runTimed('bash', ['-e', '-c', step.command], project.root));
    return timed;
  };
  const restored = `${project.root}.cache`;
  try {
    await runSteps();
    await cp(join(project.root, '.sitegen', 'cache'), restored, { recursive: true });
    const timedRuns: TimedRun[][] = [];
    const loadBefore = loadavg()[0] ?? Number.NaN;
    for (let run = 0; run < runs; run++) {
      await removeWhatStepsWrote(project.root);
      await cp(restored, join(project.root, '.sitegen', 'cache'), { recursive: true });
      timedRuns.push(await runSteps());
    }
    return {
      runs,
      steps: steps.map((step, index) => ({ ...step, timed: timedRuns.flatMap((timed) => timed[index] ?? []) })),
      totals: timedRuns.map((timed) => timed.reduce(oneAfterTheOther)),
      load: [loadBefore, loadavg()[0] ?? Number.NaN],
    };
  } finally {
    await Promise.all([project.remove(), rm(restored, { recursive: true, force: true })]);
  }
}

/** Leaves the project as a checkout is: no output, no functions' bundles, no .sitegen/. */
async function removeWhatStepsWrote(root: string): Promise<void> {
  const written = (await readdir(root)).filter((name) => /^(dist|dist-functions|\.sitegen)$|^\.dist\./.test(name));
  await Promise.all(written.map((name) => rm(join(root, name), { recursive: true, force: true })));
}

/** Whether a total is within the target, and by how much it is under or over. */
export function deployVerdict(totalMs: number): string {
  const by = seconds(Math.abs(deployStepsTargetMs - totalMs));
  return totalMs <= deployStepsTargetMs ? `met, ${by} under` : `not met, ${by} over`;
}

export function formatDeploySteps(figures: DeployStepsFigures): string {
  const range = (timed: readonly TimedRun[]) => {
    const walls = timed.map((run) => run.wallMs);
    return `${seconds(Math.min(...walls))}–${seconds(Math.max(...walls))}`;
  };
  const row = (name: string, timed: readonly TimedRun[]) => [name, seconds(medianWall(timed)), range(timed), seconds(medianCpu(timed))];
  const total = median(figures.totals.map((run) => run.wallMs));
  return [
    `The deploy workflow's steps from the build through the check, on a copy of this project with .sitegen/cache restored from an earlier run, ${figures.runs} run${figures.runs === 1 ? '' : 's'}, ${process.platform} ${process.arch}, node ${process.version}, load average ${figures.load[0].toFixed(1)} before and ${figures.load[1].toFixed(1)} after`,
    textTable(
      ['step', 'median', 'min–max', 'CPU'],
      [...figures.steps.map((step) => row(step.name, step.timed)), row('all of them', figures.totals)],
    ),
    ...figures.steps.map((step) => `${step.name}: ${step.command}`),
    `Target: at most ${seconds(deployStepsTargetMs)} from the build through the check: ${deployVerdict(total)} (median ${seconds(total)}).`,
  ].join('\n');
}
