import { describe, expect, it } from 'vitest';
import { formatFirstBuild, type FirstBuildSide } from '../bench/first-build.ts';
import type { SitegenBuild } from '../bench/scale/sitegen-build.ts';
import { timedRun } from './support/timed-run.ts';

const build = (wallMs: number, cpuMs: number, cardsMs: number, stdout = ''): SitegenBuild => ({
  ...timedRun(wallMs, 400 * 1024, cpuMs),
  stdout,
  pages: 44,
  buildMs: wallMs - 300,
  timings: { load: 2000, cards: cardsMs },
  cardsMade: 43,
});

const side = (label: string, builds: readonly SitegenBuild[], card: FirstBuildSide['card'], imagesCpuMs: number): FirstBuildSide => ({
  label,
  builds,
  card,
  imagesCpuMs,
});

describe('formatFirstBuild', () => {
  it("prints both sides' medians, a card's CPU stage by stage and in all, the targets against the side after, and each progress line once", () => {
    const report = formatFirstBuild({
      runs: 3,
      load: 0.4,
      before: side(
        '0cf0097',
        [build(5200, 9000, 3200), build(6100, 9500, 3600), build(5500, 9100, 3300)],
        {
          satori: 6,
          rasteriser: 19,
          encoder: 10,
        },
        1000,
      ),
      after: side(
        'working tree',
        [
          build(2900, 4200, 700, 'Drawing 43 social cards (8 done)...\nBuilt 44 pages, 3 assets in 2600 ms\n'),
          build(3100, 4400, 800, 'Drawing 43 social cards (20 done)...\n'),
          build(2800, 4300, 650),
        ],
        { satori: 3.5, rasteriser: 2.5, encoder: 6 },
        800,
      ),
    });
    const lines = report.split('\n');
    const row = (name: string) => lines.find((line) => line.startsWith(`${name}  `))?.split(/\s{2,}/);
    expect(row('wall, median')).toEqual(['wall, median', '5.50 s', '2.90 s']);
    expect(row('CPU, median')).toEqual(['CPU, median', '9.10 s', '4.30 s']);
    expect(row('cards step, median')).toEqual(['cards step, median', '3300 ms', '700 ms']);
    expect(row('a drawn card: rasteriser')).toEqual(['a drawn card: rasteriser', '19.0 ms', '2.5 ms']);
    expect(row('a drawn card: CPU')).toEqual(['a drawn card: CPU', '35.0 ms', '12.0 ms']);
    expect(row('images: CPU to encode every file')).toEqual(['images: CPU to encode every file', '1000 ms', '800 ms']);
    expect(lines.filter((line) => /^(target|progress)/.test(line))).toEqual([
      'target: first build at most 3.00 s wall on an idle machine: 2.90 s, met',
      'target: a card at most 20.0 ms of CPU: 12.0 ms, met',
      'progress lines of the builds after: Drawing 43 social cards...',
    ]);
  });
});
