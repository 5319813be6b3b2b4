/** The widths a raster image is published at when nothing else is asked: from a phone's column to a wide screen at twice its density. */
export const defaultWidths: readonly number[] = [480, 800, 1200, 1600];

/**
 * The widths to publish an image of `originalWidth` pixels at: each of `widths`
 * narrower than the original, and the original's own width in place of those it
 * cannot reach, since enlarging an image adds bytes and no detail. A small
 * original is published at its own width alone.
 */
export function variantWidths(originalWidth: number, widths: readonly number[] = defaultWidths): number[] {
  const narrower = widths.filter((width) => width < originalWidth);
  const widest = Math.max(...widths);
  return originalWidth <= widest ? [...narrower, originalWidth] : narrower;
}
