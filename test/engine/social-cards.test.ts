import { describe, expect, it, onTestFinished } from 'vitest';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { CardFontError } from '../../src/cards/card-fonts.ts';
import { CardPlanError } from '../../src/cards/plan-cards.ts';
import { cardByteBudget } from '../../src/cards/social-card.ts';
import { createDevBuilder } from '../../src/dev/dev-builder.ts';
import { readBuiltSite, type BuiltSite } from '../support/built-site.ts';
import { applyEdits, replaceLine } from '../support/content-edits.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import { runSitegen, type TempProject } from '../support/project.ts';

/** A copy of the cards fixture: a home page, two walks (one with its own picture) and the not-found page. */
async function cardsProject(): Promise<TempProject> {
  const project = await copyFixture('cards');
  onTestFinished(() => project.remove());
  return project;
}

const origin = 'https://coastal-walks.example';

interface AnnouncedCard {
  readonly url: string | undefined;
  readonly width: string | undefined;
  readonly height: string | undefined;
  readonly alt: string | undefined;
  readonly twitter: string | undefined;
}

async function announcedCard(site: BuiltSite, path: string): Promise<AnnouncedCard> {
  const $ = await site.page(path);
  const meta = (selector: string) => $(`meta[${selector}]`).attr('content');
  return {
    url: meta('property="og:image"'),
    width: meta('property="og:image:width"'),
    height: meta('property="og:image:height"'),
    alt: meta('property="og:image:alt"'),
    twitter: meta('name="twitter:card"'),
  };
}

/** The card's file in the output, from its absolute address. */
function cardFile(site: BuiltSite, url: string | undefined): string {
  expect(url?.startsWith(`${origin}/cards/`), url).toBe(true);
  return join(site.outDir, (url ?? '').slice(origin.length));
}

async function expectCardFile(file: string, format: 'png' | 'jpeg'): Promise<void> {
  expect(existsSync(file), file).toBe(true);
  const metadata = await sharp(file).metadata();
  expect(metadata).toMatchObject({ width: 1200, height: 630, format });
  expect((await stat(file)).size).toBeLessThan(cardByteBudget);
}

describe('social cards', () => {
  it('gives each page a 1200x630 card under 100 KB, announced with an absolute address, its size and alt', async () => {
    const project = await cardsProject();
    const report = await buildProject(project);
    const site = await readBuiltSite(join(project.root, 'dist'));

    const home = await announcedCard(site, '/');
    expect(home).toMatchObject({ width: '1200', height: '630', alt: 'Coastal Walks, Coastal Walks', twitter: 'summary_large_image' });
    expect(home.url).toMatch(/\/cards\/[0-9a-f]{20}\.png$/);
    await expectCardFile(cardFile(site, home.url), 'png');

    const cliffs = await announcedCard(site, '/walks/cliff-path');
    expect(cliffs.alt).toBe('The cliff path from Porthcurno, Coastal Walks');
    expect(cliffs.url).not.toBe(home.url);
    await expectCardFile(cardFile(site, cliffs.url), 'png');

    expect((await announcedCard(site, '404.html')).url).toBeUndefined();
    expect(site.files.filter((file) => file.startsWith('cards/'))).toHaveLength(3);
    expect(report.cards).toEqual({ made: 3, fromCache: 0 });
  });

  it("makes a page's own picture its card, cropped to 1200x630 as JPEG, with the alt the site gives", async () => {
    const project = await cardsProject();
    await buildProject(project);
    const site = await readBuiltSite(join(project.root, 'dist'));
    const estuary = await announcedCard(site, '/walks/estuary-loop');
    expect(estuary).toMatchObject({ alt: 'Mudflats and a moored boat at low tide', twitter: 'summary_large_image' });
    expect(estuary.url).toMatch(/\/cards\/[0-9a-f]{20}\.jpg$/);
    await expectCardFile(cardFile(site, estuary.url), 'jpeg');
  });

  it('makes no drawn card when the site turns them off, and still the pictures the site names', async () => {
    const project = await cardsProject();
    await applyEdits(project.root, { 'content/site.yaml': replaceLine(/^socialCards: true$/m, 'socialCards: false') });
    const report = await buildProject(project);
    const site = await readBuiltSite(join(project.root, 'dist'));
    expect(await announcedCard(site, '/')).toEqual({
      url: undefined,
      width: undefined,
      height: undefined,
      alt: undefined,
      twitter: undefined,
    });
    expect((await announcedCard(site, '/walks/cliff-path')).url).toBeUndefined();
    expect((await announcedCard(site, '/walks/estuary-loop')).url).toMatch(/\.jpg$/);
    expect(site.files.filter((file) => file.startsWith('cards/'))).toHaveLength(1);
    expect(report.cards).toEqual({ made: 1, fromCache: 0 });
  });

  it('takes unchanged cards from the cache: a rebuild after one title changed makes that card alone, one elsewhere makes none', async () => {
    const project = await cardsProject();
    const first = await buildProject(project);
    const before = await announcedCard(await readBuiltSite(join(project.root, 'dist')), '/walks/cliff-path');
    await applyEdits(project.root, {
      'content/walks/cliff-path.md': replaceLine(/^title: .*$/m, 'title: The cliff path from Porthcurno to Land’s End'),
    });
    const second = await buildProject(project);
    const site = await readBuiltSite(join(project.root, 'dist'));
    const after = await announcedCard(site, '/walks/cliff-path');

    // Into another folder, which no build left: everything but the cards is made again.
    const third = await buildProject(project, { out: 'elsewhere' });

    expect(first.cards).toEqual({ made: 3, fromCache: 0 });
    expect(second.cards).toEqual({ made: 1, fromCache: 2 });
    expect(third).toMatchObject({ upToDate: false, cards: { made: 0, fromCache: 3 } });
    expect(after.url).not.toBe(before.url);
    await expectCardFile(cardFile(site, after.url), 'png');
    // The output holds this build's cards only.
    expect(site.files.filter((file) => file.startsWith('cards/'))).toHaveLength(3);
  });

  it('fails the build naming the page whose picture cannot be read', async () => {
    const project = await cardsProject();
    await applyEdits(project.root, { 'content/walks/estuary-loop.md': replaceLine(/^image: .*$/m, 'image: /images/missing.png') });
    const failure = await buildProject(project).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardPlanError);
    expect((failure as Error).message).toBe(
      "The social cards cannot be made:\nthe page /walks/estuary-loop: its card's picture assets/images/missing.png cannot be read",
    );
  });

  it('fails the build when a card font is not installed, naming it', async () => {
    const project = await cardsProject();
    await applyEdits(project.root, { 'templates/site.ts': replaceLine(/inter-latin-700-normal\.woff/, 'inter-latin-950-normal.woff') });
    const failure = await buildProject(project).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardFontError);
    expect((failure as Error).message).toMatch(
      /^The card font @fontsource\/inter\/files\/inter-latin-950-normal\.woff cannot be read \(.*\): is its package installed\?$/,
    );
  });

  it('draws titles in Japanese, Arabic and Hebrew, and emoji, from the fallback fonts, with no warning', async () => {
    const project = await cardsProject();
    await applyEdits(project.root, {
      'content/walks/cliff-path.md': replaceLine(/^title: .*$/m, 'title: 高尾山の尾根道 🥾'),
      'content/walks/estuary-loop.md': (text) =>
        replaceLine(/^title: .*$/m, 'title: שביל ישראל ودرب الساحل')(text).replace(/^image: .*\n/m, ''),
    });
    const report = await buildProject(project);
    expect(report.warnings).toEqual([]);
    expect(report.cards).toEqual({ made: 3, fromCache: 0 });
    const site = await readBuiltSite(join(project.root, 'dist'));
    for (const path of ['/walks/cliff-path', '/walks/estuary-loop'])
      await expectCardFile(cardFile(site, (await announcedCard(site, path)).url), 'png');
  });

  it('leaves out of a card the characters no font has, and warns, naming the page: in the report, on the command line and in the dev server', async () => {
    const project = await cardsProject();
    const plain = await buildProject(project);
    const before = await announcedCard(await readBuiltSite(join(project.root, 'dist')), '/walks/cliff-path');
    await applyEdits(project.root, {
      'content/walks/cliff-path.md': replaceLine(/^title: .*$/m, 'title: The cliff ༀpath from Porthcurno'),
    });
    const warning = 'the page /walks/cliff-path: its card leaves out "ༀ" (U+0F00), which no card font has';
    const report = await buildProject(project);
    expect(plain.warnings).toEqual([]);
    expect(report.warnings).toEqual([warning]);
    // Drawn without it, the card is the one of the title without it: the same file, from the cache.
    expect(report.cards).toEqual({ made: 0, fromCache: 3 });
    expect((await announcedCard(await readBuiltSite(join(project.root, 'dist')), '/walks/cliff-path')).url).toBe(before.url);
    const cli = await runSitegen(['build', '--out', 'elsewhere'], project.root);
    expect(cli.code).toBe(0);
    expect(cli.stderr).toBe(`Warning: ${warning}\n`);
    const dev = createDevBuilder({ root: project.root, contentDir: join(project.root, 'content'), outDir: join(project.root, 'served') });
    expect((await dev.run()).warnings).toEqual([warning]);
  });

  it('are made by the dev server too, and a card a change replaced is removed from the output', async () => {
    const project = await cardsProject();
    const outDir = join(project.root, 'served');
    const builder = createDevBuilder({ root: project.root, contentDir: join(project.root, 'content'), outDir });
    await builder.run();
    const before = await announcedCard(await readBuiltSite(outDir), '/walks/cliff-path');
    const walk = join(project.root, 'content/walks/cliff-path.md');
    await applyEdits(project.root, { 'content/walks/cliff-path.md': replaceLine(/^region: .*$/m, 'region: West Cornwall') });
    const { changedPaths } = await builder.run([walk]);
    const site = await readBuiltSite(outDir);
    const after = await announcedCard(site, '/walks/cliff-path');

    expect(changedPaths).toEqual(['/walks/cliff-path']);
    expect(after.url).not.toBe(before.url);
    expect(existsSync(cardFile(site, after.url))).toBe(true);
    expect(existsSync(cardFile(site, before.url))).toBe(false);
  });
});
