import { appendFile, rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { peerLabel, runPeerBuild, writeEleventySite, type EleventyPeer, type PeerBuild } from './eleventy-site.ts';
import { generateCorpus } from './generate-corpus.ts';
import type { ScaleMeasurement, SitegenBuildKind } from './scale-report.ts';
import { keepOnlyCache, removeBuildState, runSitegenBuild, type SitegenBuild, type SitegenFolders } from './sitegen-build.ts';
import type { TimedRun } from './timed-command.ts';

export interface ScaleRunOptions {
  readonly runs: number;
  readonly seed: number;
}

export const progress = (message: string) => process.stderr.write(`${message}\n`);

const describeRun = (label: string, run: TimedRun) =>
  `${label} ${(run.wallMs / 1000).toFixed(2)} s, CPU ${(run.cpuMs / 1000).toFixed(2)} s, ${Math.round(run.peakRssKb / 1024)} MiB`;

/**
 * Builds a generated blog of `posts` posts `runs` times each way, in turn within
 * each run so that every kind sees the same machine: sitegen cold, the peer (when
 * given) cold, sitegen with only its cache kept, sitegen with nothing changed, and
 * sitegen after one post changed. Works in `work`/`posts`, removed at the end.
 */
export async function measureAtScale(
  posts: number,
  options: ScaleRunOptions,
  work: string,
  peer: EleventyPeer | undefined,
): Promise<ScaleMeasurement> {
  const dir = join(work, String(posts));
  const folders: SitegenFolders = { contentDir: join(dir, 'content'), outDir: join(dir, 'dist'), functionsDir: join(dir, 'functions') };
  progress(`${posts} posts: generating the corpus (seed ${options.seed})`);
  const corpus = await generateCorpus({ dir: folders.contentDir, posts, seed: options.seed });
  const edited = corpus[Math.floor(corpus.length / 2)]!;
  const peerDir = join(dir, 'eleventy');
  if (peer) await writeEleventySite(peerDir, join(folders.contentDir, 'blog'), peer);

  const sitegen: Record<SitegenBuildKind, SitegenBuild[]> = { cold: [], cached: [], unchanged: [], changed: [] };
  const peerBuilds: PeerBuild[] = [];
  try {
    for (let run = 1; run <= options.runs; run++) {
      const step = `${posts} posts, run ${run}/${options.runs}:`;
      const build = async (kind: SitegenBuildKind, label: string) => {
        const result = await runSitegenBuild(folders);
        sitegen[kind].push(result);
        progress(`${step} ${describeRun(label, result)} (${result.pages} pages)`);
      };
      await removeBuildState(folders.outDir);
      await build('cold', 'sitegen cold');
      // Right after sitegen's cold build, so that the two see the same machine.
      if (peer) {
        const result = await runPeerBuild(peer, peerDir);
        peerBuilds.push(result);
        progress(`${step} ${describeRun(`${peerLabel} cold`, result)} (${result.pages} files, ${result.indexedPages} indexed)`);
      }
      await keepOnlyCache(folders.outDir);
      await build('cached', 'sitegen with only .sitegen/cache kept');
      await build('unchanged', 'sitegen with nothing changed');
      await appendFile(edited.file, `\nThis sentence was added by benchmark run ${run}, so that the post must be built again.\n`);
      await build('changed', 'sitegen after one post changed');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { posts, sitegen, peer: peerBuilds };
}

/** The line above the scale report: what was run, on what, and how busy the machine was. */
export function describeMachine(runs: number, seed: number, startLoad: number): string {
  const cpu = cpus();
  return (
    `sitegen at scale: ${runs} run${runs === 1 ? '' : 's'} of each build, corpus seed ${seed}; node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; ` +
    `load average ${startLoad.toFixed(1)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at the end`
  );
}
