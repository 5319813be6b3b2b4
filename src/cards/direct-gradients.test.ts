import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { createElement, type CSSProperties } from 'react';
import { fillWithGradientsDirectly } from './direct-gradients.ts';

const size = { width: 400, height: 200 };

/** satori's drawing of a white ground with one box on it, styled so, at a corner off the pixel grid. */
function boxOn(style: CSSProperties, corner = { left: 30.5, top: 40 }): Promise<string> {
  const box = createElement('div', { style: { display: 'flex', position: 'absolute', ...corner, width: 200, height: 100, ...style } });
  return satori(createElement('div', { style: { display: 'flex', ...size, backgroundColor: '#fff' } }, box), { ...size, fonts: [] });
}

function pixels(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

/** The largest difference of any channel of any pixel between the two drawings. */
function largestDifference(before: string, after: string): number {
  const [a, b] = [pixels(before), pixels(after)];
  expect(b.length).toBe(a.length);
  let largest = 0;
  for (let index = 0; index < a.length; index += 1) largest = Math.max(largest, Math.abs((a[index] ?? 0) - (b[index] ?? 0)));
  return largest;
}

/** A drawing with a pattern as satori writes one for a 10x10 box, and these shapes. */
function patternOf10By10(shapes: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><defs>' +
    '<pattern id="p" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">' +
    '<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="5" cy="5" r="5"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></radialGradient>' +
    `<rect x="0" y="0" width="10" height="10" fill="url(#g)"/></pattern></defs>${shapes}</svg>`
  );
}

const filledWithPattern = /fill="url\(#[^)]*pattern[^)]*\)"/;

describe('fillWithGradientsDirectly', () => {
  it('fills a card-sized background with its gradient itself, pixel for pixel as the pattern drew it', async () => {
    const background = 'radial-gradient(circle at 92% 50%, #12305f 0%, #0b1f3a 45%, #0a1628 100%)';
    const svg = await boxOn({ width: 400, height: 200, backgroundImage: background }, { left: 0, top: 0 });
    expect(svg).toMatch(filledWithPattern);
    const direct = fillWithGradientsDirectly(svg);
    expect(direct).not.toMatch(filledWithPattern);
    expect(direct).toMatch(/fill="url\(#satori_radial[^)]*\)"/);
    expect(largestDifference(svg, direct)).toBe(0);
  });

  it.each<[string, CSSProperties]>([
    ['a radial gradient in a box away from the corner', { backgroundImage: 'radial-gradient(circle at 20% 50%, red, blue)' }],
    ['an elliptic gradient, which satori transforms', { backgroundImage: 'radial-gradient(ellipse at 30% 70%, red, blue)' }],
    ['a linear gradient on a rounded box, a path', { backgroundImage: 'linear-gradient(90deg, red, blue)', borderRadius: 12 }],
    ['two gradients on one box', { backgroundImage: 'linear-gradient(90deg, red, transparent), radial-gradient(circle, green, blue)' }],
  ])('moves %s without changing what is drawn by more than rounding', async (_, style) => {
    const svg = await boxOn(style);
    const direct = fillWithGradientsDirectly(svg);
    expect(direct).not.toMatch(filledWithPattern);
    expect(largestDifference(svg, direct)).toBeLessThanOrEqual(1);
  });

  it('leaves a gradient that repeats in tiles smaller than its box to its pattern', async () => {
    const svg = await boxOn({ backgroundImage: 'linear-gradient(90deg, red, blue)', backgroundSize: '50px 50px' });
    expect(svg).toMatch(filledWithPattern);
    expect(fillWithGradientsDirectly(svg)).toBe(svg);
  });

  it('leaves a pattern that more than one shape is filled with', () => {
    const svg = patternOf10By10(
      '<rect x="0" y="0" width="10" height="10" fill="url(#p)"/><rect x="20" y="0" width="10" height="10" fill="url(#p)"/>',
    );
    expect(fillWithGradientsDirectly(svg)).toBe(svg);
  });

  it('leaves a shape of another size than the pattern was drawn for', () => {
    const svg = patternOf10By10('<rect x="0" y="0" width="20" height="10" fill="url(#p)"/>');
    expect(fillWithGradientsDirectly(svg)).toBe(svg);
  });
});
