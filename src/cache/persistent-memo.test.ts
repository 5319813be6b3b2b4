import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { openPersistentMemo, type PersistentMemo } from './persistent-memo.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-memo-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Asks the memo for these keys as one build would, then sweeps and saves. */
const useOnly = async (memo: PersistentMemo<string>, values: Record<string, string>) => {
  for (const [key, value] of Object.entries(values)) if (memo.get(key) === undefined) memo.set(key, value);
  memo.sweep();
  await memo.save();
};

const known = (memo: PersistentMemo<string>, keys: readonly string[]) => keys.map((key) => memo.get(key) !== undefined);

describe('a memo kept between processes', () => {
  it('gives the next process what an earlier one computed, and computes only what is new', async () => {
    const folder = join(dir, 'kept');
    await useOnly(await openPersistentMemo<string>(folder, 'v1'), { alpha: 'A' });

    const second = await openPersistentMemo<string>(folder, 'v1');
    expect(known(second, ['alpha', 'beta'])).toEqual([true, false]);
    expect(second.get('alpha')).toBe('A');
    second.set('beta', 'B');
    expect(second.get('beta')).toBe('B');
  });

  it('forgets entries a build no longer used', async () => {
    const folder = join(dir, 'swept');
    const memo = await openPersistentMemo<string>(folder, 'v1');
    await useOnly(memo, { old: 'O' });
    await useOnly(memo, { new: 'N' });
    expect(known(await openPersistentMemo<string>(folder, 'v1'), ['old', 'new'])).toEqual([false, true]);
  });

  it('keeps the entries a round did not use when told to, and saves the new ones with them', async () => {
    const folder = join(dir, 'kept-unused');
    const memo = await openPersistentMemo<string>(folder, 'v1');
    await useOnly(memo, { old: 'O' });
    memo.set('new', 'N');
    memo.sweep({ keepUnused: true });
    await memo.save();
    expect(known(await openPersistentMemo<string>(folder, 'v1'), ['old', 'new'])).toEqual([true, true]);
  });

  it('ignores files written by another version, or that are not JSON', async () => {
    const folder = join(dir, 'versioned');
    await useOnly(await openPersistentMemo<string>(folder, 'v1'), { alpha: 'A' });
    expect(known(await openPersistentMemo<string>(folder, 'v2'), ['alpha'])).toEqual([false]);
    for (const file of await readdir(folder)) await writeFile(join(folder, file), '{ broken');
    expect(known(await openPersistentMemo<string>(folder, 'v1'), ['alpha'])).toEqual([false]);
  });

  it('writes its files one after another, so that only one JSON text is made at a time', async () => {
    const folder = join(dir, 'in-turn');
    // The first file cannot be written: a folder stands where it goes.
    await mkdir(join(folder, '0.json'), { recursive: true });
    const memo = await openPersistentMemo<string>(folder, 'v1');
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`key ${index}`, `value ${index}`]));
    await expect(useOnly(memo, many)).rejects.toThrow();
    // Written together, the other fifteen would be there; in turn, none was begun.
    expect((await readdir(folder)).filter((file) => /^[1-9a-f]\.json/.test(file))).toEqual([]);
  });

  it('rewrites only the files whose entries changed', async () => {
    const folder = join(dir, 'sharded');
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`key ${index}`, `value ${index}`]));
    await useOnly(await openPersistentMemo<string>(folder, 'v1'), many);
    const files = await readdir(folder);
    expect(files.length).toBeGreaterThan(8);
    const writtenAt = async () =>
      Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await stat(join(folder, file))).mtimeMs])));
    const before = await writtenAt();

    // Nothing changed: nothing is written, not even over a file edited on disk.
    const someFile = join(folder, files[0]!);
    const edited = (await readFile(someFile, 'utf8')).replace(/"value \d+"/, '"edited on disk"');
    await writeFile(someFile, edited);
    await useOnly(await openPersistentMemo<string>(folder, 'v1'), many);
    expect(await readFile(someFile, 'utf8')).toBe(edited);

    // One entry replaced by another: one or two files of many are written.
    const { 'key 7': _replaced, ...rest } = many;
    await useOnly(await openPersistentMemo<string>(folder, 'v1'), { ...rest, 'key new': 'value new' });
    const after = await writtenAt();
    const rewritten = files.filter((file) => file !== files[0] && after[file] !== before[file]);
    expect(rewritten.length).toBeGreaterThanOrEqual(1);
    expect(rewritten.length).toBeLessThanOrEqual(2);
    expect(known(await openPersistentMemo<string>(folder, 'v1'), ['key 7', 'key new', 'key 8'])).toEqual([false, true, true]);
  });
});
