import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { filesUnder } from '../output/files-under.ts';
import type { SourceFiles } from './source-files.ts';

/**
 * A hash of the settings and of every file under the folders, by name and content:
 * equal only when no setting changed and no file was added, removed or edited. A
 * missing folder counts as empty.
 */
export function contentSnapshot(dirs: readonly string[], settings: unknown, sources: SourceFiles): string {
  const hash = createHash('sha256').update(`${JSON.stringify(settings)}\n`);
  for (const dir of dirs) {
    hash.update(`folder ${dir}\n`);
    for (const file of filesUnder(dir) ?? []) {
      const source = sources.get(file);
      if (source) hash.update(`${relative(dir, file)} ${source.digest}\n`);
    }
  }
  return hash.digest('base64url');
}
