import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, deflateRaw, inflateRaw } from 'node:zlib';
import type { CardCache } from '../cache/card-cache.ts';
import { writeOutputFile } from '../output/output-files.ts';
import { asStep, noProgress, type StepProgress } from '../pipeline/step-progress.ts';
import type { CardRenderer } from './card-threads.ts';
import { cardFileOf, type CardPlan } from './plan-cards.ts';
import { cardSize } from './social-card.ts';

/** What a build did for its cards. */
export interface CardReport {
  /** Cards drawn or cropped by this build. */
  readonly made: number;
  /** Cards taken as an earlier build made them. */
  readonly fromCache: number;
  /** The backdrops the cards made were drawn over (see DrawnCard): drawn by this build, or taken from the cache. None when no card made has one. */
  readonly backdrops?: { readonly drawn: number; readonly fromCache: number } | undefined;
}

export interface WriteCardsOptions {
  readonly outDir: string;
  readonly cache: CardCache;
  readonly renderer: CardRenderer;
  /** Told of the cards to draw, as they are drawn. */
  readonly progress?: StepProgress | undefined;
}

/**
 * Puts every card of the plan in the output: from the cache where it holds one, made
 * (and kept there) where not. The backdrops the cards to make are drawn over are
 * taken from the cache too, or drawn once and kept there.
 */
export async function writeCards(plan: CardPlan, options: WriteCardsOptions): Promise<CardReport> {
  const { cache } = options;
  const taken = await Promise.all(plan.jobs.map((job) => cache.take(job.name, join(options.outDir, cardFileOf(job.name)))));
  const missing = plan.jobs.filter((_, index) => !taken[index]);
  const keys = [...new Set(missing.flatMap(({ source }) => (source.kind === 'drawn' && source.backdrop ? [source.backdrop.key] : [])))];
  const kept = await Promise.all(keys.map(async (key) => [key, await cache.read(backdropName(key))] as const));
  const drawn = new Map<string, Uint8Array>();
  for (const [key, stored] of kept) {
    const pixels = stored && (await inflate(stored).catch(() => undefined));
    // A stored backdrop that is not a card's pixels (a file damaged on the disk) is drawn again.
    if (pixels?.length === cardSize.width * cardSize.height * 4) drawn.set(key, pixels);
  }
  await asStep(options.progress ?? noProgress, 'cards', missing.length, (drawing) =>
    options.renderer(
      missing,
      plan.fonts,
      async (job, bytes) => {
        await Promise.all([writeOutputFile(options.outDir, cardFileOf(job.name), bytes), cache.keep(job.name, bytes)]);
        drawing.done();
      },
      { drawn, onDrawn: async (key, pixels) => cache.keep(backdropName(key), await deflate(pixels, { level: constants.Z_BEST_SPEED })) },
    ),
  );
  const backdrops = keys.length > 0 ? { drawn: keys.length - drawn.size, fromCache: drawn.size } : undefined;
  return { made: missing.length, fromCache: plan.jobs.length - missing.length, backdrops };
}

/** A backdrop's name in the cache: its pixels, deflated (a few hundred kilobytes where they are three megabytes). */
function backdropName(key: string): string {
  return `${key}.backdrop`;
}

const deflate = promisify(deflateRaw);
const inflate = promisify(inflateRaw);
