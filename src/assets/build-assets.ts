import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentAssets } from '../../templates/index.ts';
import type { SitePaths } from '../render/site-paths.ts';
import { buildScript } from './build-script.ts';
import { buildStylesheet } from './build-stylesheet.ts';
import { hashedName } from './hashed-name.ts';

export interface BuiltAssets {
  /** URLs the pages link to. */
  readonly urls: DocumentAssets;
  /** Files written, relative to the output folder. */
  readonly files: readonly string[];
}

/**
 * The stylesheet and client script, written under content-hashed names, and the
 * static files (`assets/static/`) copied as they are to the root of the site.
 */
export async function buildAssets(assetsDir: string, outDir: string, paths: SitePaths, feedPath: string): Promise<BuiltAssets> {
  const [css, js] = await Promise.all([
    buildStylesheet(join(assetsDir, 'styles', 'main.css')),
    buildScript(join(assetsDir, 'client', 'main.ts')),
  ]);
  const stylesheet = `assets/${hashedName('main.css', css)}`;
  const script = `assets/${hashedName('main.js', js)}`;
  await mkdir(join(outDir, 'assets'), { recursive: true });
  const staticDir = join(assetsDir, 'static');
  const staticFiles = await readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  await Promise.all([
    writeFile(join(outDir, stylesheet), css),
    writeFile(join(outDir, script), js),
    cp(staticDir, outDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    }),
  ]);
  const copied = staticFiles
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(staticDir.length + 1));
  return {
    urls: {
      stylesheet: paths.link(`/${stylesheet}`),
      script: paths.link(`/${script}`),
      favicon: paths.link('/favicon.svg'),
      feed: paths.link(feedPath),
    },
    files: [stylesheet, script, ...copied],
  };
}
