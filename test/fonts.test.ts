import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import arial from '@capsizecss/metrics/arial';
import { fromFile } from '@capsizecss/unpack/fs';
import * as fontkit from 'fontkit';
import { type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';

let site: BuiltSite;
let stylesheet: string;
beforeAll(async () => {
  site = await sharedSite();
  const $ = await site.page('/');
  stylesheet = await readFile(join(site.outDir, $('link[rel="stylesheet"]').attr('href') ?? ''), 'utf8');
});

/** Each `@font-face` of the built stylesheet, as its descriptors. */
function fontFaces(): Record<string, string>[] {
  return [...stylesheet.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body = '']) =>
    Object.fromEntries(
      body
        .split(';')
        .filter((declaration) => declaration.includes(':'))
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    ),
  );
}

const interFaces = () => fontFaces().filter((face) => face['font-family'] === 'Inter');
const fileOf = (face: Record<string, string>) => /url\(\.\.\/(fonts\/[^)]+\.woff2)\)/.exec(face.src ?? '')?.[1] ?? '';
const resolvePackaged = (file: string) => createRequire(import.meta.url).resolve(file);

/** The weights the stylesheet sets, with the browser's own: text is 400 unless told, headings and <strong> 700. */
function weightsSet(): number[] {
  const set = new Set(
    [...stylesheet.replace(/@font-face\{[^}]*\}/g, '').matchAll(/font-weight:(\d+)/g)].map(([, weight]) => Number(weight)),
  );
  return [...set.add(400).add(700)].sort();
}

/** Arial's metric twins, where Arial itself is not installed: Debian's fonts-liberation, which Chromium depends on. */
const liberationSans = (bold: boolean) => `/usr/share/fonts/truetype/liberation/LiberationSans-${bold ? 'Bold' : 'Regular'}.ttf`;

describe('the site’s fonts', () => {
  it('are Inter, one variable font for the range of weights the stylesheet sets, shown at once in a fallback while it loads', () => {
    const weights = weightsSet();
    const faces = interFaces();
    expect(faces).toHaveLength(1);
    expect(faces[0]?.['font-weight']).toBe(`${weights[0]} ${weights.at(-1)}`);
    expect(faces[0]?.['font-display']).toBe('swap');
    expect(/--font:Inter, "Inter Fallback",/.test(stylesheet), 'Inter first in --font, then its fallback').toBe(true);
  });

  it('is @fontsource-variable/inter’s Latin file, served from the site and preloaded by every page', async () => {
    const [face] = interFaces();
    const file = fileOf(face ?? {});
    expect(file).toBe('fonts/inter-latin-wght-normal.woff2');
    expect(await readFile(join(site.outDir, file))).toEqual(
      await readFile(resolvePackaged(`@fontsource-variable/inter/files/${basename(file)}`)),
    );
    for (const page of site.htmlFiles) {
      const $ = await site.page(page);
      const preloads = $('link[rel="preload"][as="font"]')
        .toArray()
        .map((element) => [$(element).attr('href'), $(element).attr('type'), $(element).attr('crossorigin')]);
      expect(preloads, page).toEqual([[`/${file}`, 'font/woff2', '']]);
    }
  });

  it('have every character the pages show in Inter', async () => {
    const shown = new Set<string>();
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      // Code is set in the monospace stack, drawings carry their own text.
      $('script, style, pre, code, svg, noscript').remove();
      for (const character of `${$('title').text()}${$('body').text()}`) shown.add(character);
    }
    expect(shown.size).toBeGreaterThan(60);
    const file = fileOf(interFaces()[0] ?? {});
    const font = fontkit.create(await readFile(join(site.outDir, file)));
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a collection, not a font`);
    const missing = [...shown].filter((character) => /\S/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });

  it('fall back to Arial resized to Inter’s metrics, weight by weight: bold Arial from 600', async () => {
    // Liberation Sans is Arial's metric twin: the same widths and heights.
    const regular = await fromFile(liberationSans(false));
    expect([regular.xWidthAvg, regular.ascent, regular.descent, regular.lineGap, regular.unitsPerEm]).toEqual([
      arial.xWidthAvg,
      arial.ascent,
      arial.descent,
      arial.lineGap,
      arial.unitsPerEm,
    ]);
    const bold = await fromFile(liberationSans(true));
    // The minified stylesheet keeps three decimals of a percentage.
    const percent = (value: string | undefined) => Number(/^([\d.]+)%$/.exec(value ?? '')?.[1]) / 100;
    const fallbacks = fontFaces().filter((face) => face['font-family'] === 'Inter Fallback');
    expect(fallbacks.map((face) => Number(face['font-weight']))).toEqual(weightsSet());
    const variable = await fromFile(join(site.outDir, fileOf(interFaces()[0] ?? {})));
    for (const face of fallbacks) {
      // Inter's static instance of the weight: the variable font at that weight, which capsize reads at its default only.
      const inter = await fromFile(resolvePackaged(`@fontsource/inter/files/inter-latin-${face['font-weight']}-normal.woff2`));
      expect([inter.ascent, inter.descent, inter.lineGap, inter.unitsPerEm]).toEqual([
        variable.ascent,
        variable.descent,
        variable.lineGap,
        variable.unitsPerEm,
      ]);
      const heavy = Number(face['font-weight']) >= 600;
      const base = heavy ? bold : regular;
      const scale = inter.xWidthAvg / inter.unitsPerEm / (base.xWidthAvg / base.unitsPerEm);
      const weight = face['font-weight'];
      expect(face.src, weight).toBe(
        heavy ? 'local(Arial Bold),local(Liberation Sans Bold),local(Arimo Bold)' : 'local(Arial),local(Liberation Sans),local(Arimo)',
      );
      expect(percent(face['size-adjust']), weight).toBeCloseTo(scale, 5);
      expect(percent(face['ascent-override']), weight).toBeCloseTo(inter.ascent / inter.unitsPerEm / scale, 5);
      expect(percent(face['descent-override']), weight).toBeCloseTo(-inter.descent / inter.unitsPerEm / scale, 5);
      expect(percent(face['line-gap-override']), weight).toBeCloseTo(inter.lineGap / inter.unitsPerEm / scale, 5);
    }
  });
});
