import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * How a card is written, best first: a drawn card as a full-colour PNG (see
 * card-png.ts), then as a palette PNG of so many colours; a picture as JPEG at so much
 * quality. The first within the byte budget is the card's file.
 */
export const cardEncodings = {
  fullColourPng: "sharp's defaults; over a backdrop, unfiltered rows deflated at level 6 in stripes of 16 rows",
  palettePngColours: [256, 64],
  jpegQualities: [82, 70, 55, 40],
} as const;

/**
 * What is done to satori's drawing before resvg rasterises it (see direct-gradients.ts),
 * and to resvg's pixels after (see card-layers.ts): another step may make other pixels.
 */
const drawingSteps = ['gradients filled directly', 'layers painted over their backdrop'] as const;

/** The libraries that draw and encode cards: another version of one may make other bytes. */
const cardLibraries = ['satori', '@resvg/resvg-js', 'sharp'] as const;

/**
 * Names everything besides a card's source that decides its bytes: the encodings, the
 * steps between satori and resvg, and the libraries' versions. A card's file name is
 * hashed with it, so a card drawn differently gets a new address that no host has
 * cached; the engine's own build is left out, so that the CLI and the sources name the
 * same card alike.
 */
export function cardEncodingId(): string {
  // Read once: the libraries a process draws with are those it loaded, whatever is installed later.
  if (encodingId === undefined) {
    const require = createRequire(import.meta.url);
    encodingId = JSON.stringify([
      cardEncodings,
      drawingSteps,
      cardLibraries.map((name) => `${name}@${installedVersion(name, require.resolve(name))}`),
    ]);
  }
  return encodingId;
}

let encodingId: string | undefined;

/** A package's version, from the package.json above its entry: not every package exports its package.json. */
function installedVersion(name: string, entry: string): string {
  for (let folder = dirname(entry); folder !== dirname(folder); folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (found === name && version) return version;
  }
  return 'unknown';
}
