import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildScript } from './build-script.ts';
import { buildStylesheet } from './build-stylesheet.ts';
import { hashedName } from './hashed-name.ts';

export interface AssetNaming {
  /** Content-hashed names (`main.3f2a1b9c0d.css`) let hosts cache for ever; the dev server keeps names stable to swap styles in place. */
  readonly hashNames: boolean;
}

/** Bundles, flattens and minifies the stylesheet; returns its path under `outDir`. */
export async function writeStylesheet(assetsDir: string, outDir: string, naming: AssetNaming): Promise<string> {
  const css = await buildStylesheet(join(assetsDir, 'styles', 'main.css'));
  return writeAsset(outDir, 'main.css', css, naming);
}

/** Bundles the client script; returns its path under `outDir`. */
export async function writeScript(assetsDir: string, outDir: string, naming: AssetNaming): Promise<string> {
  const js = await buildScript(join(assetsDir, 'client', 'main.ts'));
  return writeAsset(outDir, 'main.js', js, naming);
}

/** Copies `assets/static/` as it is to the root of the site; returns the paths copied. */
export async function copyStaticFiles(assetsDir: string, outDir: string): Promise<string[]> {
  const staticDir = join(assetsDir, 'static');
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
