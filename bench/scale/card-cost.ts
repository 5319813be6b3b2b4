import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateCorpus, withSocialCards } from './generate-corpus.ts';
import { median } from './median.ts';
import { progress, type ScaleRunOptions } from './scale-bench.ts';
import { removeBuildState, runSitegenBuild, type SitegenBuild, type SitegenFolders } from './sitegen-build.ts';

/** Cold builds of one generated blog without and with social cards. */
export interface CardCost {
  readonly posts: number;
  readonly off: readonly SitegenBuild[];
  readonly on: readonly SitegenBuild[];
}

/**
 * What social cards cost apart from the rest of a build, which issue 17's targets
 * measure without them: the same generated blog built cold with cards off and then
 * on, in turn within each run so that both see the same machine. Works in
 * `work`/cards-`posts`, removed at the end.
 */
export async function measureCardCost(posts: number, options: ScaleRunOptions, work: string): Promise<CardCost> {
  const dir = join(work, `cards-${posts}`);
  const folders: SitegenFolders = { contentDir: join(dir, 'content'), outDir: join(dir, 'dist'), functionsDir: join(dir, 'functions') };
  const siteYaml = join(folders.contentDir, 'site.yaml');
  progress(`${posts} posts with social cards: generating the corpus (seed ${options.seed})`);
  await generateCorpus({ dir: folders.contentDir, posts, seed: options.seed });
  const cost = { posts, off: [] as SitegenBuild[], on: [] as SitegenBuild[] };
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const on of [false, true]) {
        await writeFile(siteYaml, withSocialCards(await readFile(siteYaml, 'utf8'), on));
        await removeBuildState(folders.outDir);
        const result = await runSitegenBuild(folders);
        (on ? cost.on : cost.off).push(result);
        progress(
          `${posts} posts, run ${run}/${options.runs}: cold with cards ${on ? 'on' : 'off'} ${(result.wallMs / 1000).toFixed(2)} s (${result.cardsMade} cards made)`,
        );
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return cost;
}

/** The cards' cost as the benchmark prints it: both builds' medians, the difference, and the difference per card. */
export function formatCardCost({ posts, off, on }: CardCost): string {
  const wall = (builds: readonly SitegenBuild[]) => median(builds.map((build) => build.wallMs));
  const cpu = (builds: readonly SitegenBuild[]) => median(builds.map((build) => build.cpuMs));
  const cards = median(on.map((build) => build.cardsMade));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const extraWall = wall(on) - wall(off);
  const extraCpu = cpu(on) - cpu(off);
  return [
    `Social cards, ${posts} posts, cold builds (medians of ${on.length}; issue 17's targets are measured with cards off):`,
    `  cards off: ${seconds(wall(off))} wall, ${seconds(cpu(off))} CPU`,
    `  cards on:  ${seconds(wall(on))} wall, ${seconds(cpu(on))} CPU, ${cards} cards made`,
    `  the cards: +${seconds(extraWall)} wall, +${seconds(extraCpu)} CPU; ` +
      `${(extraWall / cards).toFixed(1)} ms wall and ${(extraCpu / cards).toFixed(1)} ms CPU per card`,
  ].join('\n');
}
