import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { build, type BuildOptions } from '../../src/build.ts';
import { makeTempDir, repoRoot } from './project.ts';

export interface BuiltSite {
  readonly outDir: string;
  /** Every HTML file, relative to outDir, e.g. `about/index.html`. */
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
  const entries = await readdir(outDir, { recursive: true });
  const htmlFiles = entries.filter((entry) => entry.endsWith('.html') && !entry.startsWith('pagefind')).sort();
  const read = (file: string) => readFile(join(outDir, file), 'utf8');
  return {
    outDir,
    htmlFiles,
    read,
    page: async (pathOrFile) => cheerio.load(await read(fileOf(pathOrFile))),
  };
}

export function fileOf(pathOrFile: string): string {
  if (pathOrFile.endsWith('.html')) return pathOrFile;
  const trimmed = pathOrFile.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}
