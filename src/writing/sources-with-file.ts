import { createHash } from 'node:crypto';
import { relative, resolve, sep } from 'node:path';
import { decodeContentText } from '../content/content-text.ts';
import type { SourceFile, SourceFiles } from '../content/source-files.ts';

/**
 * The project's files as they would be with one more in the content folder, not yet
 * written: what a new entry is checked with before it is made.
 */
export function sourcesWithFile(sources: SourceFiles, contentDir: string, path: string, text: string): SourceFiles {
  const bytes = Buffer.from(text);
  const added: SourceFile = { digest: createHash('sha256').update(bytes).digest('base64url'), text: () => decodeContentText(bytes) };
  const listed = relative(contentDir, path).split(sep).join('/');
  return {
    get: (file) => (resolve(file) === resolve(path) ? added : sources.get(file)),
    listing: (folder, list) =>
      resolve(folder) === resolve(contentDir) ? sources.listing(folder, () => [...list(), listed].sort()) : sources.listing(folder, list),
    forget: (paths) => sources.forget(paths),
    forgetAll: () => sources.forgetAll(),
  };
}
