import { existsSync } from 'node:fs';
import { cp, readdir } from 'node:fs/promises';
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

/** A bundled asset, not yet written: its file inside the output and its text. */
export interface BundledAsset {
  /** `assets/main.css`, or `assets/main.3f2a1b9c0d.css` when names are hashed. */
  readonly file: string;
  readonly text: string;
}

/**
 * Bundles, flattens and minifies the stylesheet, and adds the rules the build itself
 * generates (the classes of highlighted code: see code-stylesheet.ts), so that a page
 * loads one stylesheet. Undefined when the project has none. Written by the builder
 * with the pages, so that a run that fails leaves the stylesheet served as it was.
 */
export async function bundleStylesheet(assetsDir: string, naming: AssetNaming, codeThemes: CodeThemes): Promise<BundledAsset | undefined> {
  const entry = join(assetsDir, stylesheetEntry);
  if (!existsSync(entry)) return undefined;
  const [own, code] = await Promise.all([buildStylesheet(entry), codeStylesheet(codeThemes)]);
  return bundledAsset('main.css', own + code, naming);
}

/** Bundles the client script; undefined when the project has none. Written by the builder, as the stylesheet is. */
export async function bundleScript(assetsDir: string, naming: AssetNaming): Promise<BundledAsset | undefined> {
  const entry = join(assetsDir, scriptEntry);
  if (!existsSync(entry)) return undefined;
  return bundledAsset('main.js', await buildScript(entry), naming);
}

/** The files of `assets/static/`, by their paths inside it: what copyStaticFiles puts at the root of the site. */
export async function listStaticFiles(assetsDir: string): Promise<string[]> {
  const staticDir = join(assetsDir, staticFolder);
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(staticDir.length + 1));
}

/** Copies `assets/static/` as it is to the root of the site. */
export async function copyStaticFiles(assetsDir: string, outDir: string): Promise<void> {
  await cp(join(assetsDir, staticFolder), outDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

function bundledAsset(name: string, text: string, naming: AssetNaming): BundledAsset {
  return { file: `assets/${naming.hashNames ? hashedName(name, text) : name}`, text };
}
