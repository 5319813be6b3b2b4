import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { packageRoot } from '../render/package-root.ts';

const dependencyList = z.record(z.string(), z.string());

/** What init reads of sitegen's own package.json. */
const sitegenManifest = z.object({
  version: z.string(),
  dependencies: dependencyList.optional(),
  peerDependencies: dependencyList.optional(),
  devDependencies: dependencyList.optional(),
});

type SitegenManifest = z.infer<typeof sitegenManifest>;

/** What a new site runs on, at the versions this sitegen is built and tested with. */
const runtimePackages = ['react', 'react-dom', 'zod'];

/** What type-checks its templates (`npx tsc`), not needed to build. */
const typeCheckPackages = ['typescript', '@types/react', '@types/react-dom'];

/** A starter's own part of its package.json: starters/{name}/package.json. */
export const starterManifest = z.strictObject({
  dependencies: dependencyList.optional(),
});

export type StarterManifest = z.infer<typeof starterManifest>;

/**
 * The new site's package.json: its scripts, and sitegen at this one's version range
 * with the packages its templates import, at the versions this sitegen declares.
 */
export async function newSiteManifest(name: string, starter: StarterManifest): Promise<string> {
  const sitegen = sitegenManifest.parse(JSON.parse(await readFile(join(packageRoot(), 'package.json'), 'utf8')));
  const manifest = {
    name,
    private: true,
    type: 'module',
    scripts: { dev: 'sitegen dev', build: 'sitegen build', check: 'sitegen check' },
    dependencies: sortedByName({
      sitegen: `^${sitegen.version}`,
      ...versionsOf(sitegen, runtimePackages),
      ...starter.dependencies,
    }),
    devDependencies: sortedByName(versionsOf(sitegen, typeCheckPackages)),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function versionsOf(sitegen: SitegenManifest, names: readonly string[]): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of names) {
    const version = sitegen.peerDependencies?.[name] ?? sitegen.dependencies?.[name] ?? sitegen.devDependencies?.[name];
    if (version === undefined) throw new Error(`sitegen's package.json names no version of ${name}`);
    versions[name] = version;
  }
  return versions;
}

function sortedByName(versions: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(versions).sort(([a], [b]) => a.localeCompare(b)));
}

/** A package name npm accepts, made from the new site's folder name: `My Site` -> `my-site`. */
export function packageNameFor(folderName: string): string {
  const name = folderName
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name === '' ? 'site' : name.slice(0, 214);
}
