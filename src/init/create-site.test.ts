import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { createSite, InitError } from './create-site.ts';
import { packageNameFor } from './new-site-manifest.ts';

let temp: string;
beforeEach(async () => {
  temp = await mkdtemp(join(tmpdir(), 'sitegen-init-'));
});
afterEach(() => rm(temp, { recursive: true, force: true }));

describe('createSite', () => {
  it('makes a folder that does not exist, with the folders above it', async () => {
    const target = join(temp, 'sites', 'harbour');
    const entries = await createSite(target, 'minimal');
    expect(entries).toEqual(['.github', '.gitignore', 'README.md', 'assets', 'content', 'package.json', 'templates', 'tsconfig.json']);
    expect(await readdir(join(target, '.github', 'workflows'))).toEqual(['deploy.yml']);
  });

  it('fills an empty folder', async () => {
    await createSite(temp, 'docs');
    expect(await readdir(join(temp, 'content'))).toContain('site.yaml');
  });

  it('refuses a folder that holds anything, naming what it holds, and writes nothing', async () => {
    await writeFile(join(temp, 'notes.txt'), 'mine');
    await mkdir(join(temp, '.git'));
    await expect(createSite(temp, 'blog')).rejects.toThrow(new InitError(`${temp} is not empty: it holds .git, notes.txt`));
    expect((await readdir(temp)).sort()).toEqual(['.git', 'notes.txt']);
  });

  it('names the first five entries of a full folder and counts the rest', async () => {
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => writeFile(join(temp, name), '')));
    await expect(createSite(temp, 'minimal')).rejects.toThrow(`${temp} is not empty: it holds a, b, c, d, e and 2 more`);
  });

  it('refuses a file', async () => {
    const file = join(temp, 'site');
    await writeFile(file, '');
    await expect(createSite(file, 'minimal')).rejects.toThrow(new InitError(`${file} is a file, not a folder`));
  });

  it('refuses a folder it cannot make, saying why', async () => {
    await writeFile(join(temp, 'taken'), '');
    const target = join(temp, 'taken', 'site');
    await expect(createSite(target, 'minimal')).rejects.toThrow(new RegExp(`^${target} cannot be written: (ENOTDIR|EEXIST)`));
  });

  it("names sitegen at this package's version range, and the packages templates import at the versions sitegen declares", async () => {
    await createSite(join(temp, 'My Blog'), 'blog');
    const manifest = JSON.parse(await readFile(join(temp, 'My Blog', 'package.json'), 'utf8')) as {
      name: string;
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(manifest.name).toBe('my-blog');
    expect(manifest.scripts).toEqual({ dev: 'sitegen dev', build: 'sitegen build', check: 'sitegen check' });
    // sitegen shares React and zod with the templates: its peer dependencies.
    const declared: Record<string, string> = { ...packageJson.peerDependencies };
    expect(manifest.dependencies).toMatchObject({
      sitegen: `^${packageJson.version}`,
      react: declared.react,
      'react-dom': declared['react-dom'],
      zod: declared.zod,
    });
  });
});

describe('packageNameFor', () => {
  it('makes a name npm accepts from a folder name', () => {
    expect(packageNameFor('My Site')).toBe('my-site');
    expect(packageNameFor('.hidden_site')).toBe('hidden_site');
    expect(packageNameFor('!!!')).toBe('site');
  });
});
