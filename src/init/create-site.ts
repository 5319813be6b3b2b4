import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { newSiteManifest, packageNameFor, starterManifest } from './new-site-manifest.ts';
import type { StarterName } from './starter-names.ts';
import { starterFolder, starterFolders } from './starters.ts';

/** Why init made no site: the folder it was given holds something already, or cannot be written. */
export class InitError extends Error {}

/**
 * Names a starter keeps its dotted files under: npm leaves `.gitignore` out of a
 * package it packs, so the starters would reach a user without it.
 */
const dottedNames: Readonly<Record<string, string>> = { gitignore: '.gitignore', github: '.github' };

/** The starter's own manifest, merged into the package.json init writes rather than copied. */
const manifestFile = 'package.json';

/** How many of a taken folder's entries the refusal names. */
const namedEntries = 5;

/**
 * Starts a site in `target` from a starter: refuses a folder that holds anything,
 * makes it when it does not exist, then copies the starter's files in and writes its
 * package.json. Resolves to the top-level entries written, sorted.
 */
export async function createSite(target: string, starter: StarterName): Promise<string[]> {
  await refuseTakenFolder(target);
  try {
    await mkdir(target, { recursive: true });
    for (const folder of starterFolders(starter)) {
      for (const entry of await readdir(folder)) {
        if (entry === manifestFile) continue;
        await cp(join(folder, entry), join(target, dottedNames[entry] ?? entry), { recursive: true, errorOnExist: true, force: false });
      }
    }
  } catch (error) {
    // The folder's place is taken by a file, or is not ours to write (EACCES, EROFS, ENOSPC...).
    throw new InitError(`${target} cannot be written: ${error instanceof Error ? error.message : String(error)}`);
  }
  const manifest = starterManifest.parse(JSON.parse(await readFile(join(starterFolder(starter), manifestFile), 'utf8')));
  await writeFile(join(target, manifestFile), await newSiteManifest(packageNameFor(basename(target)), manifest));
  return (await readdir(target)).sort();
}

async function refuseTakenFolder(target: string): Promise<void> {
  const found = await stat(target).catch(() => undefined);
  if (found === undefined) return;
  if (!found.isDirectory()) throw new InitError(`${target} is a file, not a folder`);
  const entries = (await readdir(target)).sort();
  if (entries.length === 0) return;
  const more = entries.length > namedEntries ? ` and ${entries.length - namedEntries} more` : '';
  throw new InitError(`${target} is not empty: it holds ${entries.slice(0, namedEntries).join(', ')}${more}`);
}
