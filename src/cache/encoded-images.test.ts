import { describe, expect, it, onTestFinished } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEncodedImageCache } from './encoded-images.ts';

async function cacheFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'sitegen-encoded-'));
  onTestFinished(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

const bytes = new Uint8Array([1, 2, 3]);

describe('the encoded images cache', () => {
  it('gives back a file by its recipe, to any later process', async () => {
    const folder = await cacheFolder();
    await openEncodedImageCache(folder).write('chart avif 480', bytes);
    expect(await openEncodedImageCache(folder).read('chart avif 480')).toEqual(Buffer.from(bytes));
    expect(await openEncodedImageCache(folder).read('chart avif 800')).toBeUndefined();
  });

  it('forgets, on save, the files the last build did not use, unless told to keep them', async () => {
    const folder = await cacheFolder();
    const first = openEncodedImageCache(folder);
    await Promise.all([first.write('kept', bytes), first.write('dropped', bytes)]);
    const second = openEncodedImageCache(folder);
    await second.read('kept');
    second.sweep({ keepUnused: true });
    await second.save();
    expect(await readdir(folder)).toHaveLength(2);
    await second.read('kept');
    second.sweep();
    await second.save();
    expect(await readdir(folder)).toHaveLength(1);
    expect(await second.read('kept')).toEqual(Buffer.from(bytes));
  });
});
