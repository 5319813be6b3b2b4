import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSourceFiles, SourceChangedError, type SourceFilesOptions } from './source-files.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-sources-'));
  file = join(dir, 'post.md');
  await writeFile(file, 'first text\n');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url');
/** A clock well past every file's last change, so that what is read is trusted. */
const settled: SourceFilesOptions = { now: () => Date.now() + 60_000 };

describe('source files', () => {
  it('gives a file its text and the hash of its bytes, and misses a missing one', () => {
    const sources = openSourceFiles({}, settled);
    expect(sources.get(file)?.digest).toBe(digestOf('first text\n'));
    expect(sources.get(file)?.text()).toBe('first text\n');
    expect(sources.get(join(dir, 'missing.md'))).toBeUndefined();
  });

  it('knows an unchanged file by the hash a build took before, without reading it', () => {
    const known = openSourceFiles({}, settled);
    known.get(file);
    const remembered = known.known()[file]!;
    // The recorded hash stands for the file: a wrong one shows that the file was not read.
    const sources = openSourceFiles({ [file]: { ...remembered, digest: 'recorded' } }, settled);
    expect(sources.get(file)?.digest).toBe('recorded');
    // Reading it then finds bytes that are not what the hash names, and says so.
    expect(() => sources.get(file)?.text()).toThrow(SourceChangedError);
  });

  it('reads a file again after an edit that kept its size and modification time', async () => {
    // A whole second, which the edit below can set back exactly.
    const modified = new Date('2026-01-15T09:00:00Z');
    await utimes(file, modified, modified);
    const first = openSourceFiles({}, settled);
    first.get(file);
    // Past the clock tick of the first write (a few milliseconds on Linux), as any real edit is.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await writeFile(file, 'other text\n');
    await utimes(file, modified, modified);
    expect((await stat(file)).mtimeMs).toBe(modified.getTime());
    const sources = openSourceFiles(first.known(), settled);
    expect(sources.get(file)?.digest).toBe(digestOf('other text\n'));
  });

  it('remembers only the files of its latest pass, so that a deleted file drops out of the record', () => {
    const first = openSourceFiles({}, settled);
    first.get(file);
    const deleted = join(dir, 'deleted.md');
    const sources = openSourceFiles({ ...first.known(), [deleted]: { identity: '1 2 3 4', digest: 'gone' } }, settled);
    sources.get(file);
    expect(Object.keys(sources.known())).toEqual([file]);
  });

  it('does not vouch for a file changed moments before it was read', () => {
    const sources = openSourceFiles({}, { unsure: 2000, now: Date.now });
    expect(sources.get(file)?.digest).toBe(digestOf('first text\n'));
    expect(sources.known()).toEqual({});
  });

  it('looks at each file once per pass, and again after a rescan', async () => {
    const sources = openSourceFiles({}, settled);
    sources.get(file);
    await writeFile(file, 'second text, longer\n');
    expect(sources.get(file)?.digest).toBe(digestOf('first text\n'));
    sources.rescan();
    expect(sources.get(file)?.digest).toBe(digestOf('second text, longer\n'));
    await rm(file);
    sources.rescan();
    expect(sources.get(file)).toBeUndefined();
    expect(sources.known()).toEqual({});
  });
});
