import { describe, expect, it, onTestFinished } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { readBuiltSite, type BuiltSite } from '../support/built-site.ts';
import { applyEdits, replaceLine } from '../support/content-edits.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

/** A copy of the cards fixture, its walks' cards drawn over a backdrop (`layered`) or whole. */
async function cardsProject(layered: boolean): Promise<TempProject> {
  const project = await copyFixture('cards');
  onTestFinished(() => project.remove());
  if (layered) await applyEdits(project.root, { 'content/site.yaml': replaceLine(/^cardBackdrop: false$/m, 'cardBackdrop: true') });
  return project;
}

const origin = 'https://coastal-walks.example';
const drawnPages = ['/', '/walks/cliff-path'];

async function cardUrl(site: BuiltSite, path: string): Promise<string> {
  return (await site.page(path))('meta[property="og:image"]').attr('content') ?? '';
}

async function cardPixels(site: BuiltSite, path: string): Promise<Buffer> {
  return sharp(join(site.outDir, (await cardUrl(site, path)).slice(origin.length)))
    .raw()
    .toBuffer();
}

/** How two cards' pixels differ: how many pixels, and by how much at most in any channel. */
function difference(a: Buffer, b: Buffer): { pixels: number; most: number } {
  let pixels = 0;
  let most = 0;
  for (let index = 0; index < a.length; index += 3) {
    const apart = Math.max(...[0, 1, 2].map((channel) => Math.abs((a[index + channel] ?? 0) - (b[index + channel] ?? 0))));
    if (apart > 0) pixels += 1;
    most = Math.max(most, apart);
  }
  return { pixels, most };
}

describe('cards drawn over a shared backdrop', () => {
  it('look as the same cards drawn whole, but for shape edges one level of 255 off, and leave the rest of the output as it was', async () => {
    const [whole, layered] = await Promise.all([cardsProject(false), cardsProject(true)]);
    await Promise.all([buildProject(whole), buildProject(layered)]);
    const before = await readBuiltSite(join(whole.root, 'dist'));
    const after = await readBuiltSite(join(layered.root, 'dist'));
    for (const path of drawnPages) {
      const [a, b] = await Promise.all([cardPixels(before, path), cardPixels(after, path)]);
      expect(a.length, path).toBe(1200 * 630 * 3);
      const { pixels, most } = difference(a, b);
      // Antialiased edges are blended into the card's own layer and then onto the backdrop: two roundings where a whole card has one.
      expect(most, path).toBeLessThanOrEqual(1);
      expect(pixels / (1200 * 630), path).toBeLessThan(0.01);
    }
    const withoutCardNames = (text: string) => text.replace(/\/cards\/[0-9a-f]{20}\.png/g, '/cards/card.png');
    const files = before.files.filter((file) => !file.startsWith('cards/'));
    expect(after.files.filter((file) => !file.startsWith('cards/'))).toEqual(files);
    for (const file of files) {
      const [a, b] = await Promise.all([before, after].map((site) => readFile(join(site.outDir, file), 'latin1')));
      expect(withoutCardNames(b ?? ''), file).toBe(withoutCardNames(a ?? ''));
    }
  });

  it('draw it once and keep it in the cache: a later build takes it from there, and a change of its design draws a new one', async () => {
    const project = await cardsProject(true);
    const first = await buildProject(project);
    await applyEdits(project.root, { 'content/walks/cliff-path.md': replaceLine(/^title: .*$/m, 'title: The cliff path to Land’s End') });
    const second = await buildProject(project);
    const before = await cardUrl(await readBuiltSite(join(project.root, 'dist')), '/');
    await applyEdits(project.root, { 'templates/card.tsx': replaceLine(/#1f7a6d/, '#2b8a7c') });
    const third = await buildProject(project);
    const after = await cardUrl(await readBuiltSite(join(project.root, 'dist')), '/');

    expect(first.cards).toEqual({ made: 3, fromCache: 0, backdrops: { drawn: 1, fromCache: 0 } });
    expect(second.cards).toEqual({ made: 1, fromCache: 2, backdrops: { drawn: 0, fromCache: 1 } });
    // Both drawn cards are named anew, as their backdrop is; the picture's card stays.
    expect(third.cards).toEqual({ made: 2, fromCache: 1, backdrops: { drawn: 1, fromCache: 0 } });
    expect(after).not.toBe(before);
  });

  it('draw again a backdrop whose file in the cache is damaged', async () => {
    const project = await cardsProject(true);
    await buildProject(project);
    const folder = join(project.root, '.sitegen', 'cache', 'social-cards');
    const stored = (await readdir(folder)).filter((file) => file.endsWith('.backdrop'));
    expect(stored).toHaveLength(1);
    await Promise.all(stored.map((file) => writeFile(join(folder, file), 'not pixels')));
    await applyEdits(project.root, { 'content/walks/cliff-path.md': replaceLine(/^title: .*$/m, 'title: The cliff path to Land’s End') });
    const report = await buildProject(project);
    expect(report.cards).toEqual({ made: 1, fromCache: 2, backdrops: { drawn: 1, fromCache: 0 } });
    const site = await readBuiltSite(join(project.root, 'dist'));
    // The top row holds the backdrop alone: the card drawn now shows it as the one taken from the cache does.
    const topRow = async (path: string) => (await cardPixels(site, path)).subarray(0, 1200 * 3);
    expect((await topRow('/walks/cliff-path')).equals(await topRow('/'))).toBe(true);
  });
});
