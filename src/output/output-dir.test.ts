import { afterEach, describe, expect, it } from 'vitest';
import { readlinkSync } from 'node:fs';
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
  it('is swapped in whole on commit', async () => {
    const outDir = await previousSite();
    const staged = await stageOutput(outDir);
    await mkdir(join(staged.dir, 'about'));
    await writeFile(join(staged.dir, 'about', 'index.html'), 'next');
    await staged.commit();
    expect(await readdir(outDir, { recursive: true })).toEqual(['about', 'about/index.html']);
    expect(await readFile(join(outDir, 'about', 'index.html'), 'utf8')).toBe('next');
    // The output is a link to the site's folder beside it, and nothing else is left there.
    expect(await readdir(parent)).toEqual([readlinkSync(outDir), 'dist']);
  });

  it('leaves the output as it was when discarded', async () => {
    const outDir = await previousSite();
    const staged = await stageOutput(outDir);
    await writeFile(join(staged.dir, 'index.html'), 'next');
    await staged.discard();
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(parent)).toEqual(['dist']);
  });
});
