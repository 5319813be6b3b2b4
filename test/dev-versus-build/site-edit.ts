import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesIn } from '../support/built-site.ts';
import type { SeededRandom } from '../support/seeded-random.ts';

/** One file as an edit leaves it: its new bytes, or null when the edit removes it. */
export interface FileChange {
  /** Relative to the project's root, with forward slashes: `content/notes/a.md`. */
  readonly file: string;
  readonly content: string | Uint8Array | null;
}

/**
 * One change to a project, as a writer or a developer saves it: one file, or a few
 * saved together (a file renamed, an image and the page that shows it). Plain data,
 * made when it is drawn, so that a sequence can be told in words and replayed.
 */
export interface SiteEdit {
  /** The kind of edit, as its catalogue names it. */
  readonly kind: string;
  /** What changed, in words: the file and what became of it. */
  readonly description: string;
  readonly changes: readonly FileChange[];
}

/** A project's files as they are now, for drawing the next edit from. */
export interface ProjectFiles {
  readonly root: string;
  /** A file's text, by path relative to the root. */
  text(file: string): Promise<string>;
  exists(file: string): boolean;
  /** The files under a folder, as paths relative to the root, sorted; none when the folder is missing. */
  list(folder: string): Promise<string[]>;
}

/** What an edit kind draws its edit with. */
export interface EditContext {
  readonly random: SeededRandom;
  readonly project: ProjectFiles;
  /** Unique to the step, for values that no earlier edit wrote (`s7`): two edits never make the same title or slug by chance. */
  readonly stamp: string;
  /** Files an edit must leave alone: an edit the site could not take waits to be put back there. */
  readonly blocked: ReadonlySet<string>;
}

/** One kind of edit a site can take, drawn afresh for the project as it is. */
export interface EditKind {
  readonly name: string;
  /** True for an edit that leaves the site invalid: a build must refuse it. */
  readonly breaks: boolean;
  /** An edit of this kind, or undefined when the project has nothing to make it on (its last entry is gone). */
  draw(context: EditContext): Promise<SiteEdit | undefined>;
}

/** The edits one site can take, and how long its sequences are. */
export interface EditCatalogue {
  /** The site, as tests and failures name it. */
  readonly site: string;
  readonly kinds: readonly EditKind[];
  readonly editsPerSequence: number;
}

export function projectFiles(root: string): ProjectFiles {
  return {
    root,
    text: (file) => readFile(join(root, file), 'utf8'),
    exists: (file) => existsSync(join(root, file)),
    list: async (folder) => (existsSync(join(root, folder)) ? (await filesIn(join(root, folder))).map((file) => `${folder}/${file}`) : []),
  };
}

/** The files `edit` is about to change, as they are before it: what a sequence puts back to mend the site. */
export async function filesBefore(root: string, edit: SiteEdit): Promise<FileChange[]> {
  return Promise.all(
    edit.changes.map(async ({ file }): Promise<FileChange> => ({ file, content: await readFile(join(root, file)).catch(() => null) })),
  );
}

/** Writes the edit's files; resolves to them as absolute paths, as the dev server's watcher reports them. */
export async function applyEdit(root: string, edit: SiteEdit): Promise<string[]> {
  return Promise.all(
    edit.changes.map(async ({ file, content }) => {
      const path = join(root, file);
      if (content === null) {
        await rm(path, { force: true });
      } else {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, content);
      }
      return path;
    }),
  );
}
