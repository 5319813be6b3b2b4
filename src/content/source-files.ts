import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
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
  /**
   * What `list` finds in `folder`: paths relative to it, with forward slashes. Listed
   * once, and again only after a file there was added or removed (see `forget`).
   */
  listing(folder: string, list: () => readonly string[]): readonly string[];
  /** Reads these files again on their next `get`, and lists again a folder where one of them was added or removed. */
  forget(paths: Iterable<string>): void;
  /** Forgets every file and listing: for a build that has loaded its content and reads none of it again. */
  forgetAll(): void;
}

export function openSourceFiles(): SourceFiles {
  const files = new Map<string, SourceFile | undefined>();
  const listings = new Map<string, { readonly files: readonly string[]; readonly members: ReadonlySet<string> }>();
  const read = (path: string): SourceFile | undefined => {
    let bytes: Buffer;
    try {
      // Synchronous on purpose: for thousands of small files one after another, that takes a quarter of the time.
      bytes = readFileSync(path);
    } catch {
      return undefined;
    }
    // The bytes until the text is asked for, and then only the text: a build holds every content file it read.
    let held: Buffer | ContentText = bytes;
    return {
      digest: createHash('sha256').update(bytes).digest('base64url'),
      text() {
        if (Buffer.isBuffer(held)) held = decodeContentText(held);
        return held;
      },
    };
  };
  return {
    get(path) {
      if (!files.has(path)) files.set(path, read(path));
      return files.get(path);
    },
    listing(folder, list) {
      const key = resolve(folder);
      let known = listings.get(key);
      if (!known) {
        const listed = list();
        known = { files: listed, members: new Set(listed) };
        listings.set(key, known);
      }
      return known.files;
    },
    forget(paths) {
      for (const path of paths) {
        files.delete(path);
        for (const [folder, { members }] of listings) {
          const inside = relative(folder, path);
          if (inside.startsWith('..') || isAbsolute(inside)) continue;
          // Kept only while the path is a listed file that is still there: a save. Anything else (a file added or
          // removed, a folder) lists the folder again. A dev server's save thus spares a listing of thousands of files.
          if (!members.has(inside.split(sep).join('/')) || !existsSync(path)) listings.delete(folder);
        }
      }
    },
    forgetAll() {
      files.clear();
      listings.clear();
    },
  };
}
