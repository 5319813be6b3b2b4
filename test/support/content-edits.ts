import { cp, mkdir, mkdtemp, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { expect } from 'vitest';
import { ContentErrors, formatContentError } from '../../src/content/content-error.ts';

/** A change to one content file: its new text or bytes, or null to delete it. Given '' for a file that does not exist yet. */
export type Edit = (text: string) => string | Uint8Array | null;

/** Copies a content folder into a new folder inside `workDir` and applies the edits, by file relative to it. */
export async function editedContent(contentDir: string, workDir: string, edits: Readonly<Record<string, Edit>>): Promise<string> {
  const dir = await mkdtemp(join(workDir, 'content-'));
  await cp(contentDir, dir, { recursive: true });
  await applyEdits(dir, edits);
  return dir;
}

/** Applies the edits to the files of a folder, by file relative to it. */
export async function applyEdits(dir: string, edits: Readonly<Record<string, Edit>>): Promise<void> {
  for (const [file, edit] of Object.entries(edits)) {
    const edited = edit(await readFile(join(dir, file), 'utf8').catch(() => ''));
    if (edited === null) {
      await unlink(join(dir, file));
    } else {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), edited);
    }
  }
}

/** Replaces what `pattern` matches, failing the test when it matches nothing: an edit that silently did nothing proves nothing. */
export const replaceLine =
  (pattern: RegExp, replacement: string) =>
  (text: string): string => {
    expect(text).toMatch(pattern);
    return text.replace(pattern, replacement);
  };

/**
 * The problems a content load reports, each as a writer reads it (`file:line: field: problem`),
 * with files named relative to the content folder; none when it loads.
 */
export async function contentErrorsOf(load: Promise<unknown>, contentDir: string): Promise<string[]> {
  try {
    await load;
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    const shown = `${relative(process.cwd(), contentDir)}/`;
    return error.errors.map((entry) => formatContentError(entry).replaceAll(shown, ''));
  }
  return [];
}

/** The 1-based number of the first line of a file that matches `pattern`. */
export async function lineOf(file: string, pattern: RegExp): Promise<number> {
  const index = (await readFile(file, 'utf8')).split('\n').findIndex((line) => pattern.test(line));
  expect(index, `${file} has no line matching ${pattern}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}
