import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { filesUnder } from '../output/files-under.ts';
import type { OutputListing } from '../output/output-listing.ts';

// Read synchronously on purpose: for thousands of small files one after another,
// synchronous calls take a quarter of the time of the promise-based ones.

/**
 * A hash of the settings and of every file under the folders, by name and content:
 * equal only when no setting changed and no file was added, removed or edited. A
 * missing folder counts as empty.
 */
export function contentSnapshot(dirs: readonly string[], settings: unknown): string {
  const hash = createHash('sha256').update(`${JSON.stringify(settings)}\n`);
  for (const dir of dirs) {
    hash.update(`folder ${dir}\n`);
    for (const file of filesUnder(dir) ?? []) hash.update(`${relative(dir, file)}\n`).update(readFileSync(file)).update('\n');
  }
  return hash.digest('base64url');
}

/**
 * A hash of an output folder's listing: it changes when a file is added, removed,
 * replaced or written to. Cheaper than reading the files.
 */
export function outputSnapshot(listing: OutputListing): string {
  const hash = createHash('sha256');
  for (const file of [...listing.keys()].sort()) hash.update(`${file} ${listing.get(file)}\n`);
  return hash.digest('base64url');
}
