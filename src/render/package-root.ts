import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the sitegen package itself, found from this module whether it runs
 * from the sources (tests) or from the prebuilt CLI, which lives elsewhere in it.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'sitegen') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('sitegen cannot find its own package.json');
    dir = parent;
  }
}
