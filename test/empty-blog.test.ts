import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../src/build.ts';
import { copyProject, type TempProject } from './support/project.ts';

let project: TempProject;
let outDir: string;

beforeAll(async () => {
  project = await copyProject();
  outDir = join(project.root, 'dist');
  await rm(join(project.root, 'content', 'blog'), { recursive: true });
  await build({ root: project.root, outDir, base: '/', generatorId: 'test' });
}, 60_000);
afterAll(() => project.remove());

describe('a site whose blog has no articles yet', () => {
  it('builds, with a blog list page and no article pages', async () => {
    expect((await stat(join(outDir, 'blog', 'index.html'))).isFile()).toBe(true);
    expect((await readdir(join(outDir, 'blog'))).sort()).toEqual(['index.html']);
  });

  it('names no search index to load, and makes none', async () => {
    expect(JSON.parse(await readFile(join(outDir, 'search-indexes.json'), 'utf8'))).toEqual({ parts: [] });
    await expect(stat(join(outDir, 'pagefind'))).rejects.toThrow();
  });
});
