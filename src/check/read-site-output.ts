import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { inCodeUnitOrder } from '../output/code-unit-order.ts';
import { servedPathOf } from '../output/page-files.ts';
import { normalizeBase } from '../render/site-paths.ts';
import type { CheckedPage, SiteOutput } from './site-output.ts';

export interface OutputSource {
  /** The path the site is served under, as given on the command line. */
  readonly base: string;
  /** Every file, relative, with forward slashes. */
  readonly files: readonly string[];
  read(file: string): Promise<Uint8Array>;
}

/** Reads a built folder: every file's name, and every HTML file parsed. */
export async function readSiteOutput(dir: string, base: string): Promise<SiteOutput> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return parseSiteOutput({ base, files, read: (file) => readFile(join(dir, file)) });
}

export async function parseSiteOutput(source: OutputSource): Promise<SiteOutput> {
  // Imported here rather than at the top: the command line is one bundle of every command, and
  // cheerio takes about half a second to load, which `sitegen build` and `dev` should not pay.
  const { load } = await import('cheerio');
  const base = normalizeBase(source.base);
  const decoder = new TextDecoder();
  const files = [...source.files].sort();
  const pages = await Promise.all(
    files
      .filter((file) => file.endsWith('.html'))
      .map(async (file): Promise<CheckedPage> => {
        const html = decoder.decode(await source.read(file));
        return { file, url: base + servedPathOf(file), html, $: load(html) };
      }),
  );
  // In address order, so that reports start at the home page.
  pages.sort((a, b) => inCodeUnitOrder(a.url, b.url));
  return { base, pages, files: new Set(files), read: source.read };
}
