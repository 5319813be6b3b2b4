import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { codeStylesheet, type CodeThemes } from '../markdown/code-stylesheet.ts';
import { buildScript } from './build-script.ts';
import { buildStylesheet } from './build-stylesheet.ts';
import { hashedName } from './hashed-name.ts';

/**
 * A project's assets, by convention: `assets/styles/main.css` (one stylesheet, its
 * `@import`s bundled), `assets/client/main.ts` (one browser script) and
 * `assets/static/` (copied as it is to the site's root). Each is optional.
 */
export const stylesheetEntry = join('styles', 'main.css');
export const scriptEntry = join('client', 'main.ts');
export const staticFolder = 'static';

export interface AssetNaming {
  /** Content-hashed names (`main.3f2a1b9c0d.css`) let hosts cache for ever; the dev server keeps names stable to swap styles in place. */
  readonly hashNames: boolean;
}

/**
 * Bundles, flattens and minifies the stylesheet, and adds the rules the build itself
 * generates (the classes of highlighted code: see code-stylesheet.ts), so that a page
 * loads one stylesheet. Returns its path under `outDir`, or undefined when the project has none.
 */
export async function writeStylesheet(
  assetsDir: string,
  outDir: string,
  naming: AssetNaming,
  codeThemes: CodeThemes,
): Promise<string | undefined> {
  const entry = join(assetsDir, stylesheetEntry);
  if (!existsSync(entry)) return undefined;
  const [own, code] = await Promise.all([buildStylesheet(entry), codeStylesheet(codeThemes)]);
  return writeAsset(outDir, 'main.css', own + code, naming);
}

/** Bundles the client script; returns its path under `outDir`, or undefined when the project has none. */
export async function writeScript(assetsDir: string, outDir: string, naming: AssetNaming): Promise<string | undefined> {
  const entry = join(assetsDir, scriptEntry);
  if (!existsSync(entry)) return undefined;
  return writeAsset(outDir, 'main.js', await buildScript(entry), naming);
}

/** Copies `assets/static/` as it is to the root of the site; returns the paths copied. */
export async function copyStaticFiles(assetsDir: string, outDir: string): Promise<string[]> {
  const staticDir = join(assetsDir, staticFolder);
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  await cp(staticDir, outDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(staticDir.length + 1));
}

async function writeAsset(outDir: string, name: string, content: string, naming: AssetNaming): Promise<string> {
  const file = `assets/${naming.hashNames ? hashedName(name, content) : name}`;
  await mkdir(join(outDir, 'assets'), { recursive: true });
  await writeFile(join(outDir, file), content);
  return file;
}
