import { join } from 'node:path';
import { memoryBuildCache } from '../src/cache/build-cache.ts';
import { openMemoryMemo } from '../src/cache/memo.ts';
import type { CardJob } from '../src/cards/card-job.ts';
import { planCards } from '../src/cards/plan-cards.ts';
import { drawBackdrop, encodeCard, layOutCard, loadFonts, rasteriseCard } from '../src/cards/render-card.ts';
import { openSourceFiles } from '../src/content/source-files.ts';
import { planImages } from '../src/images/plan-images.ts';
import { renderHere } from '../src/markdown/render-batch.ts';
import { loadSite } from '../src/pipeline/load-site.ts';
import { planPages } from '../src/pipeline/plan-pages.ts';
import { loadSiteModule } from '../src/render/load-site-module.ts';
import { createSitePaths } from '../src/render/site-paths.ts';
import { median } from './scale/median.ts';

export const cardStages = ['satori', 'rasteriser', 'encoder'] as const;
export type CardStage = (typeof cardStages)[number];

/** The CPU a drawn card costs, stage by stage, in milliseconds: the median over the rounds of the mean over the cards. */
export type CardStageCost = Readonly<Record<CardStage, number>>;

/** The drawn cards of the project at `root`, as the engine plans them from its templates and content. */
export async function plannedDrawnCards(root: string) {
  const link = (path: string) => path;
  const [module, images] = await Promise.all([loadSiteModule(root), planImages(join(root, 'assets'), link)]);
  const site = await loadSite(module, {
    contentDir: join(root, 'content'),
    link,
    images,
    sources: openSourceFiles(),
    cache: memoryBuildCache(),
    renderer: renderHere,
  });
  const plan = planPages(module.definition, site.content, createSitePaths('https://bench.example', '/'), images.catalog, []);
  const cards = await planCards(plan, module.definition, site.content, root, openMemoryMemo());
  const drawn = cards.jobs.flatMap((job: CardJob) => (job.source.kind === 'drawn' ? [job.source] : []));
  return { drawn, fonts: await loadFonts(cards.fonts) };
}

/**
 * What each stage of drawing a card costs in CPU time (this process's, sharp's threads
 * included), for the drawn cards of each project, one card of each in turn so that
 * both see the same machine: laid out by satori, rasterised by resvg (and painted over
 * its backdrop, drawn once before the rounds as a build does), and encoded as the
 * first encoding that a build tries.
 */
export async function measureCardStages(roots: readonly string[], rounds: number): Promise<CardStageCost[]> {
  const projects = await Promise.all(roots.map(plannedDrawnCards));
  const backdrops = await Promise.all(
    projects.map(async ({ drawn, fonts }) => {
      const backdrop = drawn.find((source) => source.backdrop)?.backdrop;
      return backdrop && drawBackdrop(backdrop, fonts);
    }),
  );
  const perRound = projects.map(() => [] as Record<CardStage, number>[]);
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const most = Math.max(...projects.map(({ drawn }) => drawn.length));
  // The first round warms each stage's code up, as a build's first cards do; it is left out.
  for (let round = 0; round <= rounds; round++) {
    const sums = projects.map(() => ({ satori: 0, rasteriser: 0, encoder: 0 }));
    for (let index = 0; index < most; index++) {
      for (const [project, { drawn, fonts }] of projects.entries()) {
        const source = drawn[index];
        const sum = sums[project];
        if (!source || !sum) continue;
        const loaded = await fonts.forCard(source.fallbackFonts);
        const started = cpu();
        const svg = await layOutCard(source.tree, loaded);
        const laidOut = cpu();
        const raster = await rasteriseCard(svg, source.backdrop && backdrops[project]);
        const rasterised = cpu();
        await (await encodeCard(raster))[0]?.();
        sum.satori += laidOut - started;
        sum.rasteriser += rasterised - laidOut;
        sum.encoder += cpu() - rasterised;
      }
    }
    if (round === 0) continue;
    for (const [project, sum] of sums.entries()) {
      const count = projects[project]?.drawn.length ?? 1;
      perRound[project]?.push({ satori: sum.satori / count, rasteriser: sum.rasteriser / count, encoder: sum.encoder / count });
    }
  }
  return perRound.map((costs) => ({
    satori: median(costs.map((cost) => cost.satori)),
    rasteriser: median(costs.map((cost) => cost.rasteriser)),
    encoder: median(costs.map((cost) => cost.encoder)),
  }));
}
