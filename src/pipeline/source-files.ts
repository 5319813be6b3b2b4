import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { decodeContentText, type ContentText } from '../content/content-text.ts';

/** What a build remembers of a source file so that the next one need not read it: its identity on disk and its hash. */
export interface KnownSource {
  readonly identity: string;
  readonly digest: string;
}

/** A source file as one pass of a build sees it. */
export interface SourceFile {
  /** The hash of the file's bytes. */
  readonly digest: string;
  /** The file's text, or why it has none: read only when asked for, when the hash alone could not tell what it holds. */
  text(): ContentText;
}

/**
 * The project's source files (content, templates, assets), each read only when it
 * may have changed. A file whose size, times and inode are those a build saw before
 * is known by the hash taken then; any write changes its ctime, which no program can
 * set back. Like git's index, a file changed within `unsure` of being looked at
 * could change again without its times showing it: such a file is read every time
 * until it has been still for longer than that.
 */
export interface SourceFiles {
  /** The file at an absolute path; undefined when it is missing or unreadable. Looked at once per pass. */
  get(path: string): SourceFile | undefined;
  /** Starts a new pass: each file is looked at again on its next `get`. */
  rescan(): void;
  /** What a later build may trust without reading, by path: the files of this pass, so that deleted ones drop out. */
  known(): Record<string, KnownSource>;
}

export interface SourceFilesOptions {
  /** How long after a change a file's times may not yet show the next one; 2 s covers the coarsest file systems in use. */
  readonly unsure?: number;
  /** The clock, in milliseconds since the epoch. */
  readonly now?: () => number;
}

interface Entry extends KnownSource {
  /** Whether the entry may stand for the file while its identity is unchanged. */
  readonly trusted: boolean;
  /** The bytes, when this pass read them. */
  bytes?: Buffer;
}

export function openSourceFiles(known: Readonly<Record<string, KnownSource>> = {}, options: SourceFilesOptions = {}): SourceFiles {
  const unsure = options.unsure ?? 2000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>(Object.entries(known).map(([path, source]) => [path, { ...source, trusted: true }]));
  let lookedAt = new Map<string, SourceFile | undefined>();

  // Synchronous on purpose: for thousands of small files one after another, that takes a quarter of the time.
  const look = (path: string): SourceFile | undefined => {
    const lookedAtTime = now();
    const stats = statSync(path, { bigint: true, throwIfNoEntry: false });
    const previous = entries.get(path);
    if (!stats?.isFile()) {
      entries.delete(path);
      return undefined;
    }
    const identity = `${stats.size} ${stats.mtimeNs} ${stats.ctimeNs} ${stats.ino}`;
    if (previous?.trusted && previous.identity === identity) return fileOf(path, previous);
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch {
      entries.delete(path);
      return undefined;
    }
    const changedAt = Math.max(Number(stats.mtimeMs), Number(stats.ctimeMs));
    const entry: Entry = { identity, digest: digestOf(bytes), trusted: changedAt < lookedAtTime - unsure, bytes };
    entries.set(path, entry);
    return fileOf(path, entry);
  };

  return {
    get(path) {
      if (!lookedAt.has(path)) lookedAt.set(path, look(path));
      return lookedAt.get(path);
    },
    rescan() {
      lookedAt = new Map();
      for (const entry of entries.values()) delete entry.bytes;
    },
    known() {
      return Object.fromEntries(
        [...lookedAt.keys()].flatMap((path) => {
          const entry = entries.get(path);
          return entry?.trusted ? [[path, { identity: entry.identity, digest: entry.digest }]] : [];
        }),
      );
    },
  };
}

function fileOf(path: string, entry: Entry): SourceFile {
  return {
    digest: entry.digest,
    text() {
      if (!entry.bytes) {
        // Known by its identity alone until now: what is read must be what the hash names.
        const bytes = readFileSync(path);
        if (digestOf(bytes) !== entry.digest) throw new SourceChangedError(`${path} changed while the site was being built: build again.`);
        entry.bytes = bytes;
      }
      return decodeContentText(entry.bytes);
    },
  };
}

/** A file's bytes changed between the moment a build looked at it and the moment it read it. */
export class SourceChangedError extends Error {
  override name = 'SourceChangedError';
}

function digestOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url');
}
