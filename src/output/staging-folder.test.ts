import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { defaultMemoryFolder, stagingFolderFor } from './staging-folder.ts';

describe('where the pages Pagefind reads are staged', () => {
  let dir: string;
  let memoryFolder: string;
  beforeAll(async () => {
    dir = await makeTempDir('staging-folder');
    memoryFolder = join(dir, 'memory');
    await mkdir(memoryFolder);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is in the memory-backed folder when it has room, under a name of the output', () => {
    const outDir = join(dir, 'site', 'dist');
    const staging = stagingFolderFor(outDir, 1000, { memoryFolder });
    expect(dirname(staging)).toBe(memoryFolder);
    // Every build of one output stages in one place, however the output is named.
    expect(stagingFolderFor(relative(process.cwd(), outDir), 5000, { memoryFolder })).toBe(staging);
    expect(stagingFolderFor(join(dir, 'other', 'dist'), 1000, { memoryFolder })).not.toBe(staging);
  });

  it('is beside the output when the memory-backed folder has too little room', () => {
    const outDir = join(dir, 'dist');
    expect(stagingFolderFor(outDir, Number.MAX_SAFE_INTEGER, { memoryFolder })).toBe(`${resolve(outDir)}.search-pages`);
  });

  it('is beside the output when there is no such folder, or it is a file', async () => {
    const outDir = join(dir, 'dist');
    expect(stagingFolderFor(outDir, 1, { memoryFolder: join(dir, 'missing') })).toBe(`${resolve(outDir)}.search-pages`);
    const file = join(dir, 'a-file');
    await writeFile(file, '');
    expect(stagingFolderFor(outDir, 1, { memoryFolder: file })).toBe(`${resolve(outDir)}.search-pages`);
  });

  it.runIf(existsSync(defaultMemoryFolder))("is in Linux's shared memory by default", () => {
    expect(dirname(stagingFolderFor(join(dir, 'dist'), 1))).toBe(defaultMemoryFolder);
  });
});
