import { join } from 'node:path';
import type { CardCache } from '../cache/card-cache.ts';
import { writeOutputFile } from '../output/output-files.ts';
import type { CardRenderer } from './card-threads.ts';
import { cardFileOf, type CardPlan } from './plan-cards.ts';

/** What a build did for its cards. */
export interface CardReport {
  /** Cards drawn or cropped by this build. */
  readonly made: number;
  /** Cards taken as an earlier build made them. */
  readonly fromCache: number;
}

export interface WriteCardsOptions {
  readonly outDir: string;
  readonly cache: CardCache;
  readonly renderer: CardRenderer;
}

/** Puts every card of the plan in the output: from the cache where it holds one, made (and kept there) where not. */
export async function writeCards(plan: CardPlan, options: WriteCardsOptions): Promise<CardReport> {
  const taken = await Promise.all(plan.jobs.map((job) => options.cache.take(job.name, join(options.outDir, cardFileOf(job.name)))));
  const missing = plan.jobs.filter((_, index) => !taken[index]);
  await options.renderer(missing, plan.fonts, async (job, bytes) => {
    await Promise.all([writeOutputFile(options.outDir, cardFileOf(job.name), bytes), options.cache.keep(job.name, bytes)]);
  });
  return { made: missing.length, fromCache: plan.jobs.length - missing.length };
}
