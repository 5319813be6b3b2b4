import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFoundFile } from '../output/page-files.ts';
import { normalizeBase } from '../render/site-paths.ts';

/**
 * The base a built folder was made for, told by the stylesheet its 404 page links:
 * everything before `assets/` (`/repo/` for `/repo/assets/main.3f2a1b9c0d.css`).
 * `/` when the folder has no such page or link, as a folder built by another tool.
 */
export async function builtBase(dir: string): Promise<string> {
  const page = await readFile(join(dir, notFoundFile), 'utf8').catch(() => undefined);
  if (page === undefined) return '/';
  // Imported here: cheerio takes about half a second to load, which a preview given --base should not pay.
  const { load } = await import('cheerio');
  const href = load(page)('link[rel~="stylesheet"][href]').attr('href');
  const path = href === undefined ? undefined : URL.parse(href, 'http://localhost')?.pathname;
  // The last one: a project site may itself be named `assets`.
  const assetsAt = path?.lastIndexOf('/assets/') ?? -1;
  return path === undefined || assetsAt < 0 ? '/' : normalizeBase(path.slice(0, assetsAt + 1));
}
