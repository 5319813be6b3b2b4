import type { Resvg } from '@resvg/resvg-js';
import { fillWithGradientsDirectly } from './direct-gradients.ts';

/** resvg's renderer, as the thread that draws has loaded it. */
export type ResvgClass = typeof Resvg;

/** Pixels as resvg leaves them: RGBA, each colour multiplied by its alpha, row after row. */
export interface Raster {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** A layer's pixels and where they go on the card. */
export interface PlacedRaster extends Raster {
  readonly left: number;
  readonly top: number;
}

/**
 * Pixels beyond the shapes' box that antialiasing may touch, and that a stroke's outer
 * half covers: resvg's box holds the shapes' geometry alone, as the DOM's getBBox does.
 */
const boxMargin = 2;

/** Rasterises a whole drawing at its own size, its gradients filled directly (see direct-gradients.ts). */
export function rasterise(Renderer: ResvgClass, svg: string): Raster {
  const image = new Renderer(fillWithGradientsDirectly(svg), { font: { loadSystemFonts: false } }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/**
 * Rasterises a drawing on a clear ground over the box its shapes cover alone: the
 * text a card shows over its backdrop covers a part of it. The box is of whole pixels
 * and a margin wider, so that each pixel comes out as on the whole canvas; a drawing
 * whose paint reaches the box's edge anyway (a stroke wider than the margin) is
 * rasterised whole. Undefined when nothing is drawn.
 */
export function rasteriseLayer(Renderer: ResvgClass, svg: string): PlacedRaster | undefined {
  const renderer = new Renderer(fillWithGradientsDirectly(svg), { font: { loadSystemFonts: false } });
  const { width, height } = renderer;
  const bounds = renderer.getBBox();
  if (!bounds) return undefined;
  const left = Math.max(0, Math.floor(bounds.x) - boxMargin);
  const top = Math.max(0, Math.floor(bounds.y) - boxMargin);
  const right = Math.min(width, Math.ceil(bounds.x + bounds.width) + boxMargin);
  const bottom = Math.min(height, Math.ceil(bounds.y + bounds.height) + boxMargin);
  if (right <= left || bottom <= top) return undefined;
  // resvg takes only a box of its own making, whose fields can be set.
  Object.assign(bounds, { x: left, y: top, width: right - left, height: bottom - top });
  renderer.cropByBBox(bounds);
  const image = renderer.render();
  const layer = { pixels: image.pixels, width: image.width, height: image.height, left, top };
  if (!paintsEdge(layer, { width, height })) return layer;
  return { ...rasterise(Renderer, svg), left: 0, top: 0 };
}

/** Whether the layer has paint on an edge of its box that is not an edge of the canvas. */
function paintsEdge({ pixels, width, height, left, top }: PlacedRaster, canvas: { width: number; height: number }): boolean {
  const painted = (x: number, y: number) => pixels[(y * width + x) * 4 + 3] !== 0;
  for (let x = 0; x < width; x++) {
    if ((top > 0 && painted(x, 0)) || (top + height < canvas.height && painted(x, height - 1))) return true;
  }
  for (let y = 0; y < height; y++) {
    if ((left > 0 && painted(0, y)) || (left + width < canvas.width && painted(width - 1, y))) return true;
  }
  return false;
}

/**
 * Paints `layer` over `ground` in place, source over, both premultiplied, rounding as
 * resvg's rasteriser does when it paints one shape over another (tiny-skia divides by
 * 255 as `(v + 255) >> 8`). A shape's edge, blended into the layer first and then onto
 * the ground, may still come out one level of 255 off, in a channel or two.
 */
export function paintOver(ground: Raster, layer: PlacedRaster): void {
  const { pixels: under } = ground;
  const { pixels: over } = layer;
  for (let y = 0; y < layer.height; y++) {
    let from = y * layer.width * 4;
    let to = ((layer.top + y) * ground.width + layer.left) * 4;
    for (let x = 0; x < layer.width; x++, from += 4, to += 4) {
      const alpha = over[from + 3] ?? 0;
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      for (let channel = 0; channel < 4; channel++) {
        under[to + channel] = (over[from + channel] ?? 0) + (((under[to + channel] ?? 0) * keep + 255) >> 8);
      }
    }
  }
}
