/**
 * This site's first build after a clone, before and after a change, in turn within
 * one run: `npx tsx bench/first-build.ts [--runs 3] [--before <revision>]`. Builds the
 * site cold from the command line with the revision's engine and templates and with
 * the working tree's, and measures a drawn card's CPU stage by stage and the images'
 * encoding, in this process; then prints the figures and the targets they meet.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { EncodeJob } from '../src/images/encode-image.ts';
import { encodeImage } from '../src/images/encode-image.ts';
import { planImages } from '../src/images/plan-images.ts';
import { cardStages, measureCardStages, type CardStageCost } from './card-stages.ts';
import { median } from './scale/median.ts';
import { medianCpu, medianWall, seconds } from './scale/scale-report.ts';
import { compileSitegen, removeBuildState, repositoryRoot, runSitegenBuild, type SitegenBuild } from './scale/sitegen-build.ts';
import { textTable } from './scale/text-table.ts';

/** The engine before the first build's round of work: cards drawn whole, a card thread per 8 cards, AVIF at effort 2. */
export const firstBuildBaseline = '0cf0097';

export const firstBuildTargets = { wallMs: 3000, cardCpuMs: 20 } as const;

export interface FirstBuildSide {
  readonly label: string;
  readonly builds: readonly SitegenBuild[];
  readonly card: CardStageCost;
  /** The CPU of encoding every image file the site publishes, in milliseconds. */
  readonly imagesCpuMs: number;
}

export interface FirstBuildFigures {
  readonly runs: number;
  readonly before: FirstBuildSide;
  readonly after: FirstBuildSide;
  /** The machine's load average over a minute, when the builds began. */
  readonly load: number;
}

const exec = promisify(execFile);

/** The revision's files (`git archive`), with this repository's node_modules and its own CLI compiled. */
async function checkOut(revision: string): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'sitegen-first-build-'));
  await exec('sh', ['-c', `git archive --format=tar "$1" | tar -x -C "$2"`, 'sh', revision, root], { cwd: repositoryRoot });
  await symlink(join(repositoryRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  await exec(process.execPath, [...process.execArgv, join('src', 'cli', 'compile-cli.ts')], { cwd: root });
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The CPU of encoding `jobs` with each encoder, one file of each in turn, in milliseconds. */
async function encodingCpu(jobs: readonly EncodeJob[], encoders: readonly ((job: EncodeJob) => Promise<Buffer>)[]): Promise<number[]> {
  const totals = encoders.map(() => 0);
  for (const job of jobs) {
    for (const [index, encode] of encoders.entries()) {
      const started = process.cpuUsage();
      await encode(job);
      const { user, system } = process.cpuUsage(started);
      totals[index] = (totals[index] ?? 0) + (user + system) / 1000;
    }
  }
  return totals;
}

export async function measureFirstBuild(runs: number, revision = firstBuildBaseline): Promise<FirstBuildFigures> {
  await compileSitegen();
  const baseline = await checkOut(revision);
  const work = await mkdtemp(join(tmpdir(), 'sitegen-first-build-out-'));
  try {
    const roots = [baseline.root, repositoryRoot] as const;
    const load = loadavg()[0] ?? Number.NaN;
    const builds = roots.map(() => [] as SitegenBuild[]);
    for (let run = 0; run < runs; run++) {
      for (const [side, root] of roots.entries()) {
        const folders = { contentDir: join(root, 'content'), outDir: join(work, 'dist'), functionsDir: join(work, 'functions') };
        await removeBuildState(folders.outDir, root);
        builds[side]?.push(await runSitegenBuild(folders, root));
      }
    }
    const [before, after] = await measureCardStages(roots, Math.max(3, runs));
    const { originals } = await planImages(join(repositoryRoot, 'assets'), (path) => path);
    const jobs = originals.flatMap(({ source, outputs }) =>
      outputs.flatMap(({ encoding }) =>
        encoding ? [{ file: source.file, width: encoding.width, extension: encoding.encoder.extension }] : [],
      ),
    );
    const earlier = (await import(pathToFileURL(join(baseline.root, 'src', 'images', 'encode-image.ts')).href)) as {
      encodeImage: typeof encodeImage;
    };
    const [imagesBefore, imagesAfter] = await encodingCpu(jobs, [earlier.encodeImage, encodeImage]);
    const side = (label: string, index: number, card: CardStageCost | undefined, imagesCpuMs: number | undefined): FirstBuildSide => ({
      label,
      builds: builds[index] ?? [],
      card: card ?? { satori: Number.NaN, rasteriser: Number.NaN, encoder: Number.NaN },
      imagesCpuMs: imagesCpuMs ?? Number.NaN,
    });
    return { runs, load, before: side(revision, 0, before, imagesBefore), after: side('working tree', 1, after, imagesAfter) };
  } finally {
    await Promise.all([baseline.remove(), rm(work, { recursive: true, force: true })]);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
/** A drawn card's CPU: its stages added up. */
export const cardCpu = (card: CardStageCost) => cardStages.reduce((sum, stage) => sum + card[stage], 0);
const cardsStep = (side: FirstBuildSide) => median(side.builds.map((build) => build.timings['cards'] ?? Number.NaN));

export function formatFirstBuild({ runs, before, after, load }: FirstBuildFigures): string {
  const row = (name: string, figure: (side: FirstBuildSide) => string) => [name, figure(before), figure(after)];
  const table = textTable(
    ['this site, first build', `before (${before.label})`, `after (${after.label})`],
    [
      row('wall, median', (side) => seconds(medianWall(side.builds))),
      row('CPU, median', (side) => seconds(medianCpu(side.builds))),
      row('cards step, median', (side) => `${Math.round(cardsStep(side))} ms`),
      ...cardStages.map((stage) => row(`a drawn card: ${stage}`, (side) => ms(side.card[stage]))),
      row('a drawn card: CPU', (side) => ms(cardCpu(side.card))),
      row('images: CPU to encode every file', (side) => `${Math.round(side.imagesCpuMs)} ms`),
    ],
  );
  // Each step's line once, whatever share of its work was done when it was written.
  const progressLines = after.builds.flatMap((build) =>
    build.stdout
      .split('\n')
      .filter((line) => line.endsWith('...'))
      .map((line) => line.replace(/ \(\d+ done\)/, '')),
  );
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  const wall = medianWall(after.builds);
  const card = cardCpu(after.card);
  return [
    `This site built cold (no .sitegen/, as after a clone), ${runs} run${runs === 1 ? '' : 's'} each in turn; load average ${load.toFixed(1)} at the start`,
    table,
    'a drawn card: CPU of this process (sharp’s threads included), median over rounds of the mean over the cards, the two sides in turn',
    `target: first build at most ${seconds(firstBuildTargets.wallMs)} wall on an idle machine: ${seconds(wall)}, ${met(wall <= firstBuildTargets.wallMs)}`,
    `target: a card at most ${ms(firstBuildTargets.cardCpuMs)} of CPU: ${ms(card)}, ${met(card <= firstBuildTargets.cardCpuMs)}`,
    `progress lines of the builds after: ${progressLines.length > 0 ? [...new Set(progressLines)].join(' | ') : 'none (no step ran over a second)'}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at < 0 ? undefined : process.argv[at + 1];
  };
  const figures = await measureFirstBuild(Number(option('--runs') ?? 3), option('--before'));
  console.log(formatFirstBuild(figures));
}
