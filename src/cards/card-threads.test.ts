import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { compileWorker, type CompiledWorker } from '../../test/support/compiled-worker.ts';
import { repoRoot } from '../../test/support/project.ts';
import { resolveCardFonts } from './card-fonts.ts';
import type { CardJob } from './card-job.ts';
import { cardRenderer, cardThreads, renderCardsHere, type CardRenderer, type KnownBackdrops } from './card-threads.ts';

let worker: CompiledWorker;
beforeAll(async () => {
  worker = await compileWorker('src/cards/card-worker.ts');
}, 60_000);
afterAll(() => worker.remove());

/** Four plain cards, each a word on a colour. */
const jobs: CardJob[] = ['#0b1f3a', '#12305f', '#1d4ed8', '#0a1628'].map((colour, index) => ({
  name: `card-${index}.png`,
  page: `/page-${index}`,
  source: {
    kind: 'drawn',
    tree: {
      type: 'div',
      props: { style: { display: 'flex', width: 1200, height: 630, backgroundColor: colour, color: '#fff', fontSize: 80 } },
      children: [`Page ${index}`],
    },
    fallbackFonts: [],
  },
}));

async function cardsBy(renderer: CardRenderer, cards = jobs, backdrops?: KnownBackdrops): Promise<Map<string, Buffer>> {
  const { fonts } = await resolveCardFonts(repoRoot, [
    { name: 'Inter', weight: 700, style: 'normal', file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
  ]);
  const made = new Map<string, Buffer>();
  await renderer(
    cards,
    fonts,
    async (job, bytes) => {
      made.set(job.name, Buffer.from(bytes));
    },
    backdrops,
  );
  return made;
}

describe('cardRenderer', () => {
  it('spreads the cards over worker threads, which make each one as this thread would', async () => {
    const [spread, here] = await Promise.all([
      cardsBy(cardRenderer({ workerScript: worker.script, cardsPerThread: 2, threads: 2 })),
      cardsBy(renderCardsHere),
    ]);
    expect([...spread.keys()].sort()).toEqual(jobs.map((job) => job.name));
    for (const [name, bytes] of here) expect(Buffer.compare(bytes, spread.get(name) ?? Buffer.alloc(0)), name).toBe(0);
  }, 60_000);

  it('draws a backdrop the cards share once, in the thread of the first card over it, and hands it on once', async () => {
    const backdrop = {
      key: 'ground',
      tree: { type: 'div', props: { style: { display: 'flex', width: 1200, height: 630, backgroundColor: '#0b1f3a' } }, children: [] },
      fallbackFonts: [],
    };
    const layered = jobs.map((job) => ({ ...job, source: { ...job.source, backdrop } }) as CardJob);
    const drawn: string[] = [];
    const renderer = cardRenderer({ workerScript: worker.script, cardsPerThread: 2, threads: 2 });
    const made = await cardsBy(renderer, layered, { drawn: new Map(), onDrawn: async (key) => void drawn.push(key) });
    expect(drawn).toEqual(['ground']);
    expect([...made.keys()].sort()).toEqual(jobs.map((job) => job.name));
    for (const [name, bytes] of await cardsBy(renderCardsHere, layered)) {
      expect(Buffer.compare(bytes, made.get(name) ?? Buffer.alloc(0)), name).toBe(0);
    }
  }, 60_000);

  it('draws even a few cards in a thread started ahead, and ends that thread unused once closed', async () => {
    const { fonts } = await resolveCardFonts(repoRoot, [
      { name: 'Inter', weight: 700, style: 'normal', file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
    ]);
    const made: string[] = [];
    const onCard = async (job: CardJob) => void made.push(job.name);
    const few = { workerScript: worker.script, cardsPerThread: 100 };
    expect(await cardThreads({ ...few, startAhead: true }).render(jobs, fonts, onCard)).toBe(1);
    expect(await cardThreads(few).render(jobs, fonts, onCard)).toBe(0);
    const closed = cardThreads({ ...few, startAhead: true });
    closed.close();
    expect(await closed.render(jobs, fonts, onCard)).toBe(0);
    expect(made).toHaveLength(jobs.length * 3);
  }, 60_000);

  it("passes on a worker's failure", async () => {
    const broken: CardJob = {
      name: 'broken.jpg',
      page: '/broken',
      source: { kind: 'picture', path: join(worker.folder, 'no-such-picture.png') },
    };
    const renderer = cardRenderer({ workerScript: worker.script, cardsPerThread: 1, threads: 1 });
    await expect(renderer([broken], [], async () => undefined)).rejects.toThrow(/^Input file is missing: .*no-such-picture\.png$/);
  }, 60_000);
});
