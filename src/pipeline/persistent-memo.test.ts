import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { openPersistentMemo } from './persistent-memo.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-memo-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a memo kept between processes', () => {
  it('gives the next process what an earlier one computed, and computes only what is new', async () => {
    const file = join(dir, 'kept.json');
    const first = await openPersistentMemo<string>(file, 'v1');
    expect(first.get('alpha', () => 'A')).toBe('A');
    first.sweep();
    await first.save();

    const second = await openPersistentMemo<string>(file, 'v1');
    expect(second.has('alpha')).toBe(true);
    expect(second.has('beta')).toBe(false);
    expect(second.get('alpha', () => 'recomputed')).toBe('A');
    expect(second.get('beta', () => 'B')).toBe('B');
  });

  it('forgets entries a build no longer used', async () => {
    const file = join(dir, 'swept.json');
    const memo = await openPersistentMemo<string>(file, 'v1');
    memo.get('old', () => 'O');
    memo.sweep();
    memo.get('new', () => 'N');
    memo.sweep();
    await memo.save();
    const reopened = await openPersistentMemo<string>(file, 'v1');
    expect([reopened.has('old'), reopened.has('new')]).toEqual([false, true]);
  });

  it('ignores a file written by another version, or one that is not JSON', async () => {
    const file = join(dir, 'versioned.json');
    const memo = await openPersistentMemo<string>(file, 'v1');
    memo.get('alpha', () => 'A');
    memo.sweep();
    await memo.save();
    expect((await openPersistentMemo<string>(file, 'v2')).has('alpha')).toBe(false);
    await writeFile(file, '{ broken');
    expect((await openPersistentMemo<string>(file, 'v1')).has('alpha')).toBe(false);
  });

  it('does not rewrite the file when nothing changed', async () => {
    const file = join(dir, 'unchanged.json');
    const memo = await openPersistentMemo<string>(file, 'v1');
    memo.get('alpha', () => 'A');
    memo.sweep();
    await memo.save();
    await writeFile(file, (await readFile(file, 'utf8')).replace('"A"', '"edited on disk"'));
    const reopened = await openPersistentMemo<string>(file, 'v1');
    reopened.get('alpha', () => 'A');
    reopened.sweep();
    await reopened.save();
    expect(await readFile(file, 'utf8')).toContain('edited on disk');
  });
});
