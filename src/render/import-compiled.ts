import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports a module compiled from the project's sources, as a fresh module: its text is
 * written into the project's `.sitegen/`, where the packages it imports resolve from
 * the project's node_modules, then imported, then removed. The file's name is its own
 * (`{name}-{pid}-{uuid}.mjs`): processes side by side (tests, a dev server and a
 * build) never import, or delete, each other's.
 */
export async function importCompiled(root: string, name: string, text: string): Promise<{ default?: unknown }> {
  const cacheDir = join(root, '.sitegen');
  const file = join(cacheDir, `${name}-${process.pid}-${randomUUID()}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, text);
  try {
    return (await import(pathToFileURL(file).href)) as { default?: unknown };
  } finally {
    // Once imported, the module lives in memory (its source map inline); the file has served.
    await rm(file, { force: true });
  }
}
