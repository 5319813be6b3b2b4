import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeTempDir } from '../../test/support/project.ts';
import type { CardJob } from './card-job.ts';
import type { CardNode } from './card-tree.ts';
import { CardBudgetError, renderCard } from './render-card.ts';
import { cardByteBudget } from './social-card.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-render-card-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A picture of random pixels: no JPEG quality makes it small. */
async function noise(file: string, width: number, height: number): Promise<string> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(join(dir, file));
  return join(dir, file);
}

/** A drawn card: a navy ground with the given children. */
function drawnCard(children: CardNode[]): CardJob {
  const ground = { display: 'flex', width: 1200, height: 630, backgroundColor: '#0b1f3a' };
  return { name: 'drawn.png', page: '/drawn', source: { kind: 'drawn', tree: { type: 'div', props: { style: ground }, children } } };
}

/** A 600x400 picture of four colours in a fixed scatter: too much detail for a full-colour PNG of a card, not for a palette. */
async function scatter(): Promise<string> {
  const [width, height] = [600, 400];
  const levels = [0, 85, 170, 255];
  const pixels = Buffer.alloc(width * height * 3, 128);
  let seed = 7;
  for (let index = 0; index < width * height; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const colour = seed >> 29;
    pixels[index * 3] = levels[colour] ?? 0;
    pixels[index * 3 + 1] = levels[3 - colour] ?? 0;
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('renderCard', () => {
  it('writes a drawn card as an opaque full-colour PNG when that fits the budget', async () => {
    const bytes = await renderCard(drawnCard([]), []);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630, channels: 3, isPalette: false });
  });

  it('falls back to a palette PNG for a drawn card whose full colours are over the budget', async () => {
    const picture: CardNode = { type: 'img', props: { src: await scatter(), width: 600, height: 400 }, children: [] };
    const bytes = await renderCard(drawnCard([picture]), []);
    expect(bytes.length).toBeLessThanOrEqual(cardByteBudget);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630, isPalette: true });
  });

  it('crops a picture of another shape to 1200x630', async () => {
    const path = join(dir, 'tall.png');
    await sharp({ create: { width: 300, height: 600, channels: 3, background: '#1f7a6d' } })
      .png()
      .toFile(path);
    const bytes = await renderCard({ name: 'tall.jpg', page: '/tall', source: { kind: 'picture', path } }, []);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('refuses a card that stays over the budget at the lowest quality, naming its page', async () => {
    const path = await noise('static.png', 1200, 630);
    const making = renderCard({ name: 'static.jpg', page: '/walks/static', source: { kind: 'picture', path } }, []);
    await expect(making).rejects.toThrow(CardBudgetError);
    await expect(making).rejects.toThrow(/^The card of \/walks\/static takes \d+ KB at best, over the 100 KB a card may take/);
  });
});
