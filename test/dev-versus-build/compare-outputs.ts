import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { hashedName } from '../../src/assets/hashed-name.ts';
import { servedPathOf } from '../../src/output/page-files.ts';
import { searchIndexFolder } from '../../src/output/search-index.ts';
import { filesIn } from '../support/built-site.ts';

/** A built site's files, read from a folder or over HTTP. */
export interface SiteOutput {
  /** Every file, relative to the site's root, with forward slashes, sorted. */
  readonly files: readonly string[];
  read(file: string): Promise<Buffer>;
}

/** A site's output folder, as a build or the dev builder wrote it. */
export async function outputFolder(dir: string): Promise<SiteOutput> {
  return { files: await filesIn(dir), read: (file) => readFile(join(dir, file)) };
}

/**
 * The dev server's site as a browser gets it: each file of its output folder (which
 * HTTP cannot list) fetched at the address a static host serves it at. Pagefind's
 * folder is left out: the server brings it up to date in the background, a part at a
 * time, while the folder is listed, and it is not compared (see isSearchIndexFile).
 */
export async function servedOutput(url: string, dir: string): Promise<SiteOutput> {
  const top = await readdir(dir);
  const listed = await Promise.all(
    top
      .filter((name) => name !== searchIndexFolder)
      .map(async (name) => {
        const path = join(dir, name);
        return (await stat(path)).isDirectory() ? (await filesIn(path)).map((file) => `${name}/${file}`) : [name];
      }),
  );
  return {
    files: listed.flat().sort(),
    async read(file) {
      const response = await fetch(new URL(servedPathOf(file), url));
      if (response.status !== 200) throw new Error(`the dev server answered ${response.status} for ${file}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/**
 * Pagefind's index: not compared, for Pagefind names and fills its files differently
 * from one run to the next over the same pages (a part's filter file and metadata
 * hash differ). Its manifest (search-indexes.json), which names the parts, is.
 */
export const isSearchIndexFile = (file: string): boolean => file.startsWith('pagefind/');

export interface ComparisonOptions {
  /** The script the dev server adds to the end of every page's body. */
  readonly pageScript: string;
  /** Files left out of the comparison on both sides. */
  readonly leftOut: (file: string) => boolean;
}

/** Files whose text names other files: where an asset's hashed name appears. */
const textFile = /\.(html|xml|json|txt|css|js)$/;

/** At most this many differences are told: the first ones say what went wrong. */
const differencesTold = 20;

/**
 * How what dev serves differs from what a build wrote, in words; none when dev serves
 * what the build wrote byte for byte, apart from what dev adds on purpose: the
 * live-reload script at the end of every page, and unhashed names for the stylesheet
 * and the script (`assets/main.css` for the build's `assets/main.3f2a1b9c0d.css`),
 * paired through the build's own files: a build file is dev's file renamed when its
 * name is dev's name hashed with the build file's own bytes.
 */
export async function differencesBetween(dev: SiteOutput, build: SiteOutput, options: ComparisonOptions): Promise<string[]> {
  const devFiles = dev.files.filter((file) => !options.leftOut(file));
  const buildFiles = build.files.filter((file) => !options.leftOut(file));
  const devOnly = devFiles.filter((file) => !buildFiles.includes(file));
  const buildOnly = buildFiles.filter((file) => !devFiles.includes(file));
  const devNameOf = new Map<string, string>();
  for (const file of buildOnly) {
    const bytes = await build.read(file);
    const unhashed = devOnly.find((candidate) => hashedName(candidate, bytes) === file);
    if (unhashed) devNameOf.set(file, unhashed);
  }
  const renamed = [...devNameOf].map(([hashed, unhashed]) => [`/${hashed}`, `/${unhashed}`] as const);
  const asDevServesIt = (file: string, bytes: Buffer): Buffer => {
    if (!textFile.test(file)) return bytes;
    let text = bytes.toString('utf8');
    for (const [hashed, unhashed] of renamed) text = text.replaceAll(hashed, unhashed);
    return Buffer.from(text);
  };

  const paired = new Set(devNameOf.values());
  const differences = [
    ...devOnly.filter((file) => !paired.has(file)).map((file) => `${file}: dev serves it, the build did not write it`),
    ...buildOnly.filter((file) => !devNameOf.has(file)).map((file) => `${file}: the build wrote it, dev does not serve it`),
  ];
  for (const file of [...buildFiles.filter((file) => devFiles.includes(file)), ...devNameOf.keys()]) {
    const devFile = devNameOf.get(file) ?? file;
    const expected = asDevServesIt(file, await build.read(file));
    const served = await dev.read(devFile);
    const difference = file.endsWith('.html')
      ? pageDifference(served.toString('utf8'), expected.toString('utf8'), options.pageScript)
      : bytesDifference(served, expected);
    if (difference) differences.push(`${devFile}: ${difference}`);
  }
  return differences.length > differencesTold
    ? [...differences.slice(0, differencesTold), `and ${differences.length - differencesTold} more`]
    : differences;
}

/** How a page dev serves differs from the build's, once the script dev adds to it is taken out. */
function pageDifference(served: string, built: string, pageScript: string): string | undefined {
  const added = `<script type="module" src="${pageScript}"></script></body>`;
  const at = served.lastIndexOf(added);
  if (at < 0) return 'dev serves it without the live-reload script at the end of its body';
  return textDifference(`${served.slice(0, at)}</body>${served.slice(at + added.length)}`, built);
}

function bytesDifference(served: Buffer, built: Buffer): string | undefined {
  if (served.equals(built)) return undefined;
  const text = (bytes: Buffer) => bytes.toString('utf8');
  // Text where it is text, so that a failure shows where; a picture's sizes otherwise.
  return text(served).includes('\ufffd') || text(built).includes('\ufffd')
    ? `dev serves ${served.length} bytes, the build wrote ${built.length} other bytes`
    : textDifference(text(served), text(built));
}

/** Where two texts part, with a little of each around it. */
function textDifference(served: string, built: string): string | undefined {
  if (served === built) return undefined;
  let at = 0;
  while (at < served.length && served[at] === built[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 100));
  return `differs from character ${at}: dev serves ${around(served)}, the build wrote ${around(built)}`;
}
