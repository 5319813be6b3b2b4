import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeTempDir } from '../../test/support/project.ts';
import { CardBudgetError, renderCard } from './render-card.ts';

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

describe('renderCard', () => {
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
