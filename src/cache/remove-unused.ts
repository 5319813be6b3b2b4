import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes every entry of a cache folder (a file or a folder) that is not among `used`,
 * but for another build's half-written `.tmp` entries. A missing folder holds nothing.
 */
export async function removeUnused(folder: string, used: ReadonlySet<string>): Promise<void> {
  const entries = await readdir(folder).catch(() => []);
  await Promise.all(
    entries
      .filter((name) => !used.has(name) && !name.endsWith('.tmp'))
      .map((name) => rm(join(folder, name), { recursive: true, force: true })),
  );
}
