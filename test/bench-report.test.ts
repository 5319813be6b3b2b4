import { describe, expect, it } from 'vitest';
import type { CardStageCost } from '../bench/card-stages.ts';
import type { DeployStepsFigures } from '../bench/deploy-steps.ts';
import {
  formatDevReloads,
  parseEventBlock,
  peakRssFromProcStatus,
  withWordInBody,
  type DevReloadFigures,
} from '../bench/dev-reload-bench.ts';
import { formatCardCost } from '../bench/scale/card-cost.ts';
import type { PeerBuild } from '../bench/scale/eleventy-site.ts';
import { describeMet, formatTargets, issueTargets, type BenchFigures, type Target } from '../bench/scale/issue-targets.ts';
import { formatScaleReport, type ScaleMeasurement } from '../bench/scale/scale-report.ts';
import type { SitegenBuild } from '../bench/scale/sitegen-build.ts';
import type { FirstBuildFigures } from '../bench/first-build.ts';
import { formatSiteBuilds, type SiteBuildFigures } from '../bench/site-builds.ts';
import { timedRun } from './support/timed-run.ts';

const mib = 1024;

const sitegen = (wallMs: number, peakRssKb = 100 * mib, pages = 1000): SitegenBuild => ({
  ...timedRun(wallMs, peakRssKb, wallMs),
  pages,
  buildMs: wallMs - 200,
  timings: { load: wallMs / 2, searchIndex: wallMs / 4 },
  cardsMade: 0,
});
const peer = (wallMs: number, peakRssKb = 300 * mib): PeerBuild => ({
  ...timedRun(wallMs, peakRssKb, wallMs * 1.3),
  pages: 1001,
  indexedPages: 1000,
  pagefindWallMs: wallMs / 2,
});
const atSize = (posts: number, cold: readonly SitegenBuild[], peerBuilds: readonly PeerBuild[] = []): ScaleMeasurement => ({
  posts,
  sitegen: { cold, cached: [sitegen(5_000)], unchanged: [sitegen(400)], changed: [sitegen(8_000)] },
  peer: peerBuilds,
});
const site = (coldMs: number, unchangedMs: number): SiteBuildFigures => ({
  runs: 1,
  builds: {
    cold: [sitegen(coldMs, 200 * mib, 31)],
    cached: [sitegen(500, 120 * mib, 31)],
    unchanged: [sitegen(unchangedMs, 80 * mib, 31)],
  },
  output: { pages: 31, htmlBytes: 1_800_000, htmlGzipBytes: 320_000, assets: [] },
});
const devAt = (
  posts: number | undefined,
  reloadMs: readonly number[],
  peakRssKb: number,
  shownMs: readonly number[] = reloadMs.map((ms) => ms + 50),
): DevReloadFigures => ({
  posts,
  seed: 1,
  pages: 4183,
  firstBuildMs: 30_000,
  firstPageMs: 31_000,
  reloadMs,
  shownMs,
  peakRssKb,
});

describe('the scale report', () => {
  it("shows every kind of sitegen build, the peer's cold build and their ratios", () => {
    const report = formatScaleReport([atSize(1000, [sitegen(10_000, 700 * mib), sitegen(12_000, 800 * mib)], [peer(8_000)])], 'The peer');
    const rows = report.split('\n');
    const row = (label: string) => rows.find((line) => line.includes(label)) ?? '';
    expect(row('sitegen cold')).toMatch(
      /^ *1000 +sitegen cold +11\.00 s +10\.00 s–12\.00 s +11\.00 s +10\.80 s +1000 +11\.00 +800 MiB +5500 +2750 +25%$/,
    );
    expect(row('only .sitegen/cache kept')).toContain('5.00 s');
    expect(row('nothing changed')).toContain('0.40 s');
    expect(row('one post changed')).toContain('8.00 s');
    expect(row('The peer cold')).toMatch(/8\.00 s +8\.00 s–8\.00 s +10\.40 s +1001 +7\.99 +300 MiB +50%$/);
    expect(report).toContain('1000 posts, wall: sitegen cold / peer cold = 1.38; sitegen with only .sitegen/cache kept / peer cold = 0.63');
    expect(report).toContain('1000 posts, CPU: sitegen cold / peer cold = 1.06; peak RSS: sitegen cold / peer cold = 2.67');
  });

  it('leaves the ratios out without the peer', () => {
    expect(formatScaleReport([atSize(1000, [sitegen(10_000)])], 'The peer')).not.toContain('/ peer cold');
  });
});

describe("this site's builds", () => {
  it('show each kind with its medians, CPU, peak and steps, and the output', () => {
    const lines = formatSiteBuilds(site(2_100, 260)).split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/^cold: no \.sitegen\/ +2100 ms +2100–2100 ms +2\.10 s +1900 ms +200 MiB +1050 +525$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^only \.sitegen\/cache kept +500 ms .* 120 MiB/));
    expect(lines).toContainEqual(expect.stringMatching(/^nothing changed +260 ms .* 80 MiB/));
    expect(lines).toContain('output: 31 pages, 1758 KB of HTML (313 KB gzipped)');
  });
});

describe('the performance targets', () => {
  const limit = (bound: Target['bound'], value: number): Target => ({
    name: 'x',
    measured: value,
    limit: 1,
    bound,
    format: String,
    howToMeasure: '',
  });

  it('say whether a figure is met and by how much it is below or above the limit', () => {
    expect(describeMet(limit('at most', 1.2), 0.9)).toBe('yes, 10% below the limit');
    expect(describeMet(limit('at most', 1), 1)).toBe('yes, at the limit');
    expect(describeMet(limit('under', 1), 1)).toBe('no, at the limit');
    expect(describeMet(limit('under', 1), 1.004)).toBe('no, under 1% above the limit');
    expect(describeMet(limit('at most', 1), 1.35)).toBe('no, 35% above the limit');
  });

  const firstBuild = (wallMs: number, card: CardStageCost): FirstBuildFigures => {
    const side = { builds: [sitegen(wallMs, 400 * mib, 44)], card, imagesCpuMs: 800 };
    return { runs: 1, load: 1, before: { ...side, label: 'before' }, after: { ...side, label: 'after' } };
  };
  const deploy = (totalsMs: readonly number[]): DeployStepsFigures => ({
    runs: totalsMs.length,
    steps: [],
    totals: totalsMs.map((wallMs) => timedRun(wallMs, 150 * mib, wallMs)),
    load: [1, 1],
  });

  it("compare this site's first build, a card, the deploy, the 4,000- and 20,000-post builds and dev with their limits", () => {
    const figures: BenchFigures = {
      site: site(2_100, 260),
      firstBuild: firstBuild(3_300, { satori: 3.5, rasteriser: 2.5, encoder: 6 }),
      deploy: deploy([1_200, 1_400, 1_900]),
      dev: [devAt(undefined, [200, 100, 120], 200 * mib, [260, 140, 160]), devAt(4000, [1_400, 1_500, 2_100], 2_100 * mib)],
      scale: [
        atSize(1000, [sitegen(9_000)], [peer(3_000)]),
        atSize(4000, [sitegen(25_000, 962 * mib)], [peer(12_500)]),
        atSize(20000, [sitegen(120_000, 3_000 * mib)]),
      ],
    };
    expect(issueTargets(figures).map((target) => [target.name, target.measured])).toEqual([
      ['this site, first build after a clone: wall', 3_300],
      ['this site, a drawn social card: CPU', 12],
      // The first save after start is a target of its own: the median is of the saves after it.
      ['sitegen dev, this site: save an article body until Chromium shows it, median', 150],
      ['sitegen dev, this site: the first save after start until Chromium shows it', 260],
      ['sitegen dev, 4000 posts: save until Chromium shows it, median', 1_850],
      ["the deploy workflow's steps, cache restored: wall, median", 1_400],
      ["cold build, 4000 posts: wall / the peer's cold wall", 2],
      ["cold build, 4000 posts: CPU / the peer's cold CPU", 25_000 / (12_500 * 1.3)],
      ['cold build, 4000 posts: peak RSS of the largest process', 962 * mib],
      ['cold build, 20000 posts: peak RSS of the largest process', 3_000 * mib],
      ["only .sitegen/cache kept, 4000 posts: wall / the peer's cold wall", 0.4],
      ['cold build, 20000 posts: wall / 4000-post cold wall', 4.8],
      ['sitegen dev, 4000 posts: save to reload event, median', 1_500],
      ['sitegen dev, 4000 posts: peak RSS of the dev process', 2_100 * mib],
      ['this site, nothing changed: wall', 260],
    ]);
    const table = formatTargets(figures).split('\n');
    expect(table).toContainEqual(
      expect.stringMatching(/^this site, first build after a clone: wall <= 3\.00 s +3\.30 s +no, 10% above the limit$/),
    );
    expect(table).toContainEqual(
      expect.stringMatching(/^this site, a drawn social card: CPU <= 20\.0 ms +12\.0 ms +yes, 40% below the limit$/),
    );
    expect(table).toContainEqual(
      expect.stringMatching(/^the deploy workflow's steps, cache restored: wall, median <= 1\.50 s +1\.40 s +yes, 7% below the limit$/),
    );
    expect(table).toContainEqual(
      expect.stringMatching(/^cold build, 4000 posts: wall \/ the peer's cold wall <= 1\.40 +2\.00 +no, 43% above the limit$/),
    );
    expect(table).toContainEqual(
      expect.stringMatching(/^cold build, 4000 posts: CPU \/ the peer's cold CPU <= 1\.80 +1\.54 +yes, 15% below the limit$/),
    );
    expect(table).toContainEqual(
      expect.stringMatching(/^cold build, 4000 posts: peak RSS of the largest process <= 512 MiB +962 MiB +no, 88% above/),
    );
    expect(table).toContainEqual(expect.stringMatching(/wall \/ the peer's cold wall <= 0\.70 +0\.40 +yes, 43% below the limit$/));
    expect(table).toContainEqual(
      expect.stringMatching(/^cold build, 20000 posts: wall \/ 4000-post cold wall <= 5\.50 +4\.80 +yes, 13% below/),
    );
    expect(table).toContainEqual(expect.stringMatching(/peak RSS of the largest process < 1024 MiB +3000 MiB +no, 193% above/));
    expect(table).toContainEqual(expect.stringMatching(/save to reload event, median <= 200 ms +1500 ms +no/));
    expect(table).toContainEqual(expect.stringMatching(/^this site, nothing changed: wall < 0\.50 s +0\.26 s +yes, 48% below/));
  });

  it('say what measures the saves timed in Chromium when this run did not', () => {
    const rows = formatTargets({ site: undefined, dev: [], scale: [] })
      .split('\n')
      .filter((line) => line.includes('Chromium shows it'));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/not measured +\(npm run bench, or npx tsx bench\/dev-reload\.ts \[--posts 4000\]\)$/);
  });

  it('say what to run for the targets this run did not measure', () => {
    const table = formatTargets({ site: undefined, dev: [], scale: [atSize(4000, [sitegen(25_000)])] });
    expect(table).toMatch(/first build after a clone: wall <= 3\.00 s +not measured +\(npm run bench, or npx tsx bench\/first-build\.ts\)/);
    expect(table).toMatch(/cache restored: wall, median <= 1\.50 s +not measured +\(npm run bench, or npx tsx bench\/deploy\.ts\)/);
    expect(table).toMatch(/wall \/ the peer's cold wall <= 1\.40 +not measured +\(npm run bench -- --posts 4000 --vs eleventy\)/);
    expect(table).toMatch(/CPU \/ the peer's cold CPU <= 1\.80 +not measured +\(npm run bench -- --posts 4000 --vs eleventy\)/);
    expect(table).toMatch(/peak RSS of the largest process <= 512 MiB +100 MiB +yes/);
    expect(table).toMatch(/20000 posts: wall \/ 4000-post cold wall <= 5\.50 +not measured +\(npm run bench -- --posts 4000,20000\)/);
    expect(table).toMatch(/dev, 4000 posts: save to reload event, median <= 200 ms +not measured +\(npm run bench -- --posts 4000\)/);
    expect(table).toMatch(/this site, nothing changed: wall < 0\.50 s +not measured +\(npm run bench\)/);
  });
});

describe('the dev server figures', () => {
  it('read the peak resident set from /proc/<pid>/status', () => {
    expect(peakRssFromProcStatus('Name:\tnode\nVmPeak:\t 1234567 kB\nVmHWM:\t  412396 kB\nVmRSS:\t  398000 kB\n')).toBe(412396);
    expect(peakRssFromProcStatus('Name:\tnode\n')).toBeUndefined();
  });

  it('read the type and data of an event, and pass over comments', () => {
    expect(parseEventBlock('event: reload\ndata: ')).toEqual({ type: 'reload', data: '' });
    expect(parseEventBlock('event: error-report\ndata: content/blog/a.md\ndata: title is missing')).toEqual({
      type: 'error-report',
      data: 'content/blog/a.md\ntitle is missing',
    });
    expect(parseEventBlock(': connected')).toBeUndefined();
  });

  it('print the first page, the first save apart and the median, best and worst of the others, shown and told, and the peak', () => {
    expect(formatDevReloads(devAt(4000, [900, 140, 120, 130, 125], 700 * mib, [1_000, 240, 180, 260, 200])).split('\n')).toEqual([
      'sitegen dev on a generated blog of 4000 posts (seed 1), 4183 pages, in its own process (node bin/sitegen.js dev --port 0)',
      '  first page served 31.00 s after the command started (its first build: 30.00 s)',
      "  a new word saved into an article's body, 5 saves a second apart (the first apart, the others' median, best and worst):",
      '    -> the article open in Chromium shows it: median 220 ms, best 180 ms, worst 260 ms; first save after start 1000 ms',
      "    -> the server's event telling pages to update: median 128 ms, best 120 ms, worst 140 ms; first save after start 900 ms",
      '  target: save -> shown in Chromium, median, at most 250 ms: 220 ms, yes, 12% below the limit',
      '  peak RSS of the dev process (VmHWM, after the saves): 700 MiB',
    ]);
  });

  it("write the save's word into the article's body, after its front matter", () => {
    expect(withWordInBody('---\ntitle: A\n---\n\nFirst paragraph.\n', 'marked7')).toBe(
      '---\ntitle: A\n---\n\nThis revision is marked marked7.\n\nFirst paragraph.\n',
    );
    expect(() => withWordInBody('No front matter.\n', 'marked7')).toThrow('no front matter');
  });

  it("hold this site's saves to their median and to the first save after start", () => {
    const lines = formatDevReloads(devAt(undefined, [300, 90, 100], 300 * mib, [400, 140, 180])).split('\n');
    expect(lines.filter((line) => line.startsWith('  target:'))).toEqual([
      '  target: save -> shown in Chromium, median, at most 150 ms: 160 ms, no, 7% above the limit',
      '  target: save -> shown in Chromium, first save after start, at most 300 ms: 400 ms, no, 33% above the limit',
    ]);
  });
});

describe('the social cards figures', () => {
  it('print the cold builds without and with cards, and the difference per card', () => {
    const withCards = (wallMs: number, cpuMs: number, cardsMade: number): SitegenBuild => ({
      ...sitegen(wallMs),
      ...timedRun(wallMs, 100 * mib, cpuMs),
      cardsMade,
    });
    const report = formatCardCost({
      posts: 1000,
      off: [withCards(10_000, 15_000, 0), withCards(11_000, 16_000, 0), withCards(12_000, 17_000, 0)],
      on: [withCards(40_000, 75_000, 1183), withCards(41_000, 76_000, 1183), withCards(60_000, 90_000, 1183)],
    });
    expect(report.split('\n')).toEqual([
      "Social cards, 1000 posts, cold builds (medians of 3; issue 17's targets are measured with cards off):",
      '  cards off: 11.00 s wall, 16.00 s CPU',
      '  cards on:  41.00 s wall, 76.00 s CPU, 1183 cards made',
      '  the cards: +30.00 s wall, +60.00 s CPU; 25.4 ms wall and 50.7 ms CPU per card',
    ]);
  });
});
