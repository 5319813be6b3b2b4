import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../src/build.ts';
import { copyProject, type TempProject } from './support/project.ts';

let project: TempProject;
beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

const filesOf = async (dir: string) => {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && !entry.parentPath.includes('pagefind'));
  return Object.fromEntries(
    await Promise.all(names.map(async (entry) => [join(entry.parentPath, entry.name).slice(dir.length), await readFile(join(entry.parentPath, entry.name), 'utf8')])),
  );
};

describe('the build cache', () => {
  it('produces byte-identical pages from a cold build and a build that reuses the cache', async () => {
    const cold = join(project.root, 'cold');
    const warm = join(project.root, 'warm');
    await build({ root: project.root, outDir: cold, base: '/' });
    expect(await readdir(join(project.root, '.sitegen', 'cache'))).toContain('highlighted-code.json');
    await build({ root: project.root, outDir: warm, base: '/' });
    const [coldFiles, warmFiles] = await Promise.all([filesOf(cold), filesOf(warm)]);
    expect(Object.keys(coldFiles).length).toBeGreaterThan(30);
    expect(warmFiles).toEqual(coldFiles);
  });
});
