import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as cheerio from 'cheerio';
import { XMLParser } from 'fast-xml-parser';
import { build, type BuildOptions } from '../../src/build.ts';
import { makeTempDir, repoRoot } from './project.ts';

export interface BuiltSite {
  readonly outDir: string;
  /** Every file, relative to outDir, sorted. */
  readonly files: readonly string[];
  /** Every HTML file, relative to outDir, e.g. `about/index.html`; the search index's aside. */
  readonly htmlFiles: readonly string[];
  read(file: string): Promise<string>;
  /** A page parsed with a real HTML parser, by site path (`/about`) or file (`404.html`). */
  page(pathOrFile: string): Promise<cheerio.CheerioAPI>;
}

/** Builds this repository's site once into a temporary folder. */
export async function buildSiteOnce(options: Partial<BuildOptions> = {}): Promise<BuiltSite> {
  const outDir = join(await makeTempDir('sitegen-dist-'), 'dist');
  await build({ root: repoRoot, outDir, base: '/', ...options });
  return readBuiltSite(outDir);
}

/** A built site, to read its pages and files. */
export async function readBuiltSite(outDir: string): Promise<BuiltSite> {
  const files = await filesIn(outDir);
  const htmlFiles = files.filter((entry) => entry.endsWith('.html') && !entry.startsWith('pagefind'));
  const read = (file: string) => readFile(join(outDir, file), 'utf8');
  return {
    outDir,
    files,
    htmlFiles,
    read,
    page: async (pathOrFile) => cheerio.load(await read(fileOf(pathOrFile))),
  };
}

/** Every file under a folder, relative to it, with forward slashes, sorted. */
export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export function fileOf(pathOrFile: string): string {
  if (pathOrFile.endsWith('.html')) return pathOrFile;
  const trimmed = pathOrFile.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

const xml = new XMLParser({ isArray: (name) => name === 'url' || name === 'item' });

/** The pages a sitemap lists, by absolute URL. */
export function sitemapUrls(sitemap: string): string[] {
  const parsed = xml.parse(sitemap) as { urlset: { url?: { loc: string }[] } };
  return (parsed.urlset.url ?? []).map((entry) => entry.loc);
}

/** What an RSS feed links to: the page that lists its items, and each item's page. */
export function feedLinks(feed: string): { channel: string; items: string[] } {
  const { channel } = (xml.parse(feed) as { rss: { channel: { link: string; item?: { link: string }[] } } }).rss;
  return { channel: channel.link, items: (channel.item ?? []).map((item) => item.link) };
}
