import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeContentText, type ContentText } from './content-text.ts';

/** A source file as a build read it. */
export interface SourceFile {
  /** The hash of the file's bytes: what caches of work done on it are keyed by. */
  readonly digest: string;
  /** The file's text, or why it has none (it is not UTF-8). */
  text(): ContentText;
}

/**
 * The project's files (content, templates, assets) as one build reads them: each is
 * read once, however many steps ask for it. The dev server keeps it between builds
 * and forgets only the files that changed.
 */
export interface SourceFiles {
  /** The file at an absolute path; undefined when it is missing or unreadable. */
  get(path: string): SourceFile | undefined;
  /** Reads these files again on their next `get`. */
  forget(paths: Iterable<string>): void;
}

export function openSourceFiles(): SourceFiles {
  const files = new Map<string, SourceFile | undefined>();
  const read = (path: string): SourceFile | undefined => {
    let bytes: Buffer;
    try {
      // Synchronous on purpose: for thousands of small files one after another, that takes a quarter of the time.
      bytes = readFileSync(path);
    } catch {
      return undefined;
    }
    let text: ContentText | undefined;
    return { digest: createHash('sha256').update(bytes).digest('base64url'), text: () => (text ??= decodeContentText(bytes)) };
  };
  return {
    get(path) {
      if (!files.has(path)) files.set(path, read(path));
      return files.get(path);
    },
    forget(paths) {
      for (const path of paths) files.delete(path);
    },
  };
}
