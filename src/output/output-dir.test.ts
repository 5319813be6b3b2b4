import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { stageOutput } from './output-dir.ts';

let parent: string;
afterEach(() => rm(parent, { recursive: true, force: true }));

const previousSite = async () => {
  parent = await makeTempDir('sitegen-output-');
  const outDir = join(parent, 'dist');
  await mkdir(outDir);
  await writeFile(join(outDir, 'index.html'), 'previous');
  return outDir;
};

describe('a staged output', () => {
  it('replaces the output folder on commit, leaving nothing beside it', async () => {
    const outDir = await previousSite();
    const staged = await stageOutput(outDir);
    await writeFile(join(staged.dir, 'index.html'), 'next');
    await staged.commit();
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('next');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('puts the previous output back when the staged folder cannot be moved in', async () => {
    const outDir = await previousSite();
    const staged = await stageOutput(outDir);
    await rm(staged.dir, { recursive: true });
    await expect(staged.commit()).rejects.toThrow();
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(parent)).toEqual(['dist']);
  });
});
