import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './scale/median.ts';
import { mebibytes, medianCpu, medianWall, peakRss, seconds } from './scale/scale-report.ts';
import { keepOnlyCache, removeBuildState, repositoryRoot, runSitegenBuild, type SitegenBuild } from './scale/sitegen-build.ts';
import { textTable } from './scale/text-table.ts';

export const siteBuildKinds = ['cold', 'cached', 'unchanged'] as const;
export type SiteBuildKind = (typeof siteBuildKinds)[number];

/** Runs of each kind when none are asked for: this site builds in seconds. */
export const defaultSiteRuns = 5;

export interface OutputFigures {
  readonly pages: number;
  readonly htmlBytes: number;
  readonly htmlGzipBytes: number;
  /** The stylesheets and scripts, each as `name: size, gzipped size`. */
  readonly assets: readonly string[];
}

export interface SiteBuildFigures {
  readonly runs: number;
  readonly builds: Readonly<Record<SiteBuildKind, readonly SitegenBuild[]>>;
  readonly output: OutputFigures;
}

/**
 * Builds this site from the command line, as a user does, `runs` times each way in
 * turn: cold (no .sitegen/ folder, as after a fresh clone: every body parsed and
 * every code block highlighted), cached (only .sitegen/cache kept, as CI restores
 * it) and unchanged (the same build again, so the output is kept).
 */
export async function measureSiteBuilds(runs: number): Promise<SiteBuildFigures> {
  const work = await mkdtemp(join(tmpdir(), 'sitegen-bench-'));
  try {
    const folders = { contentDir: join(repositoryRoot, 'content'), outDir: join(work, 'dist'), functionsDir: join(work, 'functions') };
    const builds: Record<SiteBuildKind, SitegenBuild[]> = { cold: [], cached: [], unchanged: [] };
    for (let run = 0; run < runs; run++) {
      await removeBuildState(folders.outDir);
      builds.cold.push(await runSitegenBuild(folders));
      await keepOnlyCache(folders.outDir);
      builds.cached.push(await runSitegenBuild(folders));
      builds.unchanged.push(await runSitegenBuild(folders));
    }
    return { runs, builds, output: await outputFigures(folders.outDir) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const kindLabels: Record<SiteBuildKind, string> = {
  cold: 'cold: no .sitegen/',
  cached: 'only .sitegen/cache kept',
  unchanged: 'nothing changed',
};

export function formatSiteBuilds(figures: SiteBuildFigures): string {
  const { builds, output } = figures;
  const steps = [...new Set(siteBuildKinds.flatMap((kind) => builds[kind].flatMap((build) => Object.keys(build.timings))))];
  const rows = siteBuildKinds.map((kind) => {
    const runs = builds[kind];
    const walls = runs.map((run) => run.wallMs);
    return [
      kindLabels[kind],
      `${Math.round(medianWall(runs))} ms`,
      `${Math.round(Math.min(...walls))}–${Math.round(Math.max(...walls))} ms`,
      seconds(medianCpu(runs)),
      `${Math.round(median(runs.map((run) => run.buildMs)))} ms`,
      mebibytes(peakRss(runs)),
      ...steps.map((step) => String(Math.round(median(runs.map((run) => run.timings[step] ?? Number.NaN))))),
    ];
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return [
    `sitegen build of this site, ${figures.runs} run${figures.runs === 1 ? '' : 's'} of each kind in turn, ${process.platform} ${process.arch}, node ${process.version}`,
    textTable(['build', 'median', 'min–max', 'CPU', 'build step', 'peak RSS', ...steps.map((step) => `${step} ms`)], rows),
    'median, min–max: wall time of `node bin/sitegen.js build` from spawn to exit; build step: what the CLI reports; steps: its `--timings`.',
    `output: ${output.pages} pages, ${kb(output.htmlBytes)} of HTML (${kb(output.htmlGzipBytes)} gzipped)`,
    ...output.assets,
  ].join('\n');
}

async function outputFigures(outDir: string): Promise<OutputFigures> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => !file.startsWith('pagefind'));
  let htmlBytes = 0;
  let htmlGzipBytes = 0;
  let pages = 0;
  const assets: string[] = [];
  for (const file of files) {
    if ((await stat(join(outDir, file))).isDirectory()) continue;
    const content = await readFile(join(outDir, file));
    if (file.endsWith('.html')) {
      pages++;
      htmlBytes += content.length;
      htmlGzipBytes += gzipSync(content).length;
    } else if (/\.(css|js)$/.test(file)) {
      assets.push(`${file}: ${(content.length / 1024).toFixed(1)} KB, ${(gzipSync(content).length / 1024).toFixed(1)} KB gzipped`);
    }
  }
  return { pages, htmlBytes, htmlGzipBytes, assets };
}
