import type { CardBackdrop } from './card-job.ts';
import { drawBackdrop, type ThreadBackdrops, type ThreadFonts } from './render-card.ts';

/** How the threads drawing a build's cards share its backdrops: each is drawn by one thread and sent to the others. */
export interface BackdropSharing {
  /** Backdrops drawn before (by an earlier build, or by another thread), by key. */
  readonly given: ReadonlyMap<string, Uint8Array>;
  /** Whether this thread draws a backdrop that is not given, or waits for the thread that does (see receive). */
  drawsHere(key: string): boolean;
  /** Hands on each backdrop this thread draws. */
  onDrawn(key: string, pixels: Uint8Array): void;
}

export interface SharedBackdrops extends ThreadBackdrops {
  /** A backdrop another thread drew. */
  receive(key: string, pixels: Uint8Array): void;
}

/** The backdrops of one thread: given, drawn here once each, or awaited from the thread that draws them. */
export function sharedBackdrops(fonts: ThreadFonts, sharing: BackdropSharing): SharedBackdrops {
  const known = new Map([...sharing.given].map(([key, pixels]) => [key, Promise.resolve(pixels)]));
  const awaited = new Map<string, (pixels: Uint8Array) => void>();
  const draw = async (backdrop: CardBackdrop) => {
    const pixels = await drawBackdrop(backdrop, fonts);
    sharing.onDrawn(backdrop.key, pixels);
    return pixels;
  };
  return {
    pixelsOf(backdrop) {
      let pixels = known.get(backdrop.key);
      if (!pixels) {
        pixels = sharing.drawsHere(backdrop.key)
          ? draw(backdrop)
          : new Promise<Uint8Array>((resolve) => awaited.set(backdrop.key, resolve));
        known.set(backdrop.key, pixels);
      }
      return pixels;
    },
    receive(key, pixels) {
      const resolve = awaited.get(key);
      awaited.delete(key);
      if (resolve) resolve(pixels);
      else if (!known.has(key)) known.set(key, Promise.resolve(pixels));
    },
  };
}
