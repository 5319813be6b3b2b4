import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFile, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type BuildOptions } from '../src/build.ts';
import { copyProject, type TempProject } from './support/project.ts';

let project: TempProject;
let outDir: string;
beforeAll(async () => {
  project = await copyProject();
  outDir = join(project.root, 'dist');
});
afterAll(() => project.remove());

const options = (extra: Partial<BuildOptions> = {}): BuildOptions => ({ root: project.root, outDir, base: '/', generatorId: 'test 1', ...extra });

/** Every file of a build but the search index (Pagefind's file names vary with its own hashing). */
const filesOf = async (dir: string) => {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && !entry.parentPath.includes('pagefind'));
  return Object.fromEntries(
    await Promise.all(entries.map(async (entry) => [join(entry.parentPath, entry.name).slice(dir.length), await readFile(join(entry.parentPath, entry.name), 'utf8')])),
  );
};

/** A build of the same sources with nothing to reuse: what every cached build must equal. */
const coldBuildFiles = async (name: string, extra: Partial<BuildOptions> = {}) => {
  const dir = join(project.root, name);
  await build({ ...options(extra), outDir: dir });
  return filesOf(dir);
};

const edit = async (relativePath: string, change: (text: string) => string) => {
  const file = join(project.root, relativePath);
  await writeFile(file, change(await readFile(file, 'utf8')));
};

describe('the build cache', () => {
  it('reuses every page when nothing changed, and the result is byte-identical to a cold build', async () => {
    const first = await build(options());
    expect(first.renderedPaths).toHaveLength(30);
    const again = await build(options());
    expect(again.renderedPaths).toEqual([]);
    expect(await filesOf(outDir)).toEqual(await coldBuildFiles('cold-1'));
  });

  it('re-renders an edited post, the pages that show it and nothing else', async () => {
    await edit('content/blog/typo-tolerant-search.md', (text) => text.replace(/^title: .*$/m, 'title: "Typo-Tolerant Search, Revised"'));
    const inode = async (path: string) => (await stat(join(outDir, path))).ino;
    const [unchangedPage, editedPage] = await Promise.all([inode('about/index.html'), inode('blog/typo-tolerant-search/index.html')]);
    const report = await build(options());
    expect([...report.renderedPaths].sort()).toEqual(['/blog', '/blog/typo-tolerant-search']);
    expect(await filesOf(outDir)).toEqual(await coldBuildFiles('cold-2'));
    // The new site was staged whole, its unchanged pages linked from the previous one rather than rendered.
    expect(await inode('about/index.html')).toBe(unchangedPage);
    expect(await inode('blog/typo-tolerant-search/index.html')).not.toBe(editedPage);
    // What the build recorded of its output is what the folder holds: the next build has nothing to do.
    expect((await build(options())).upToDate).toBe(true);
  });

  it('re-renders only the pages of an edited template', async () => {
    await edit('templates/pages/CareersPage.tsx', (text) => text.replace('<Hero hero={content.hero} />', '<Hero hero={content.hero} />\n      <p>Careers, revised</p>'));
    const report = await build(options());
    expect(report.renderedPaths).toEqual(['/careers']);
    expect(await readFile(join(outDir, 'careers', 'index.html'), 'utf8')).toContain('Careers, revised');
    expect(await filesOf(outDir)).toEqual(await coldBuildFiles('cold-3'));
  });

  it('re-renders every page when the stylesheet changes, since each links its new name', async () => {
    await edit('assets/styles/main.css', (text) => `${text}\n.cache-test { color: rebeccapurple; }\n`);
    const report = await build(options());
    expect(report.renderedPaths).toHaveLength(30);
    expect(await filesOf(outDir)).toEqual(await coldBuildFiles('cold-4'));
  });

  it('removes a deleted post from the output, folder and all, leaving what a cold build makes', async () => {
    const slug = 'typo-tolerant-search';
    const file = join(project.root, 'content', 'blog', `${slug}.md`);
    const text = await readFile(file, 'utf8');
    await rm(file);
    try {
      const report = await build(options());
      expect(report.renderedPaths).toContain('/blog');
      await expect(stat(join(outDir, 'blog', slug))).rejects.toThrow();
      expect(await filesOf(outDir)).toEqual(await coldBuildFiles('cold-5'));
      expect((await build(options())).upToDate).toBe(true);
    } finally {
      await writeFile(file, text);
    }
  });

  it('re-renders everything for another version of the generator', async () => {
    const report = await build(options({ generatorId: 'test 2' }));
    expect(report.renderedPaths).toHaveLength(30);
  });

  // Another base path changes every link to an asset, and so every page's fingerprint, without this.
  it('re-renders every page for another site address, leaving what a cold build makes', async () => {
    const address = { url: 'https://staging.example' };
    await build(options({ generatorId: 'test 2' }));
    await build(options({ generatorId: 'test 2', ...address }));
    expect(await filesOf(outDir)).toEqual(await coldBuildFiles('cold-address', address));
  });

  it('renders pages missing from the previous output instead of trusting the record', async () => {
    await build(options({ generatorId: 'test 2' }));
    await rm(join(outDir, 'about'), { recursive: true });
    const report = await build(options({ generatorId: 'test 2' }));
    expect(report.renderedPaths).toEqual(['/about']);
  });

  it('renders again a page edited in the output since the last build, instead of keeping the edit', async () => {
    await build(options({ generatorId: 'test 2' }));
    await appendFile(join(outDir, 'about', 'index.html'), '<!-- edited by hand -->');
    const report = await build(options({ generatorId: 'test 2' }));
    expect(report.renderedPaths).toEqual(['/about']);
    expect(await readFile(join(outDir, 'about', 'index.html'), 'utf8')).not.toContain('edited by hand');
  });

  it('builds the search index again when one of its files went missing from the output', async () => {
    await build(options({ generatorId: 'test 2' }));
    const fragments = join(outDir, 'pagefind', '1', 'fragment');
    const [fragment] = await readdir(fragments);
    await rm(join(fragments, fragment!));
    await build(options({ generatorId: 'test 2' }));
    expect(await readdir(fragments)).toContain(fragment);
  });

  it('still reports content errors, with their lines, in files it had checked before', async () => {
    await build(options({ generatorId: 'test 2' }));
    const file = 'content/blog/code-reviews-that-scale.md';
    const original = await readFile(join(project.root, file), 'utf8');
    await edit(file, (text) => text.replace(/^id: .*$/m, 'id: 1'));
    try {
      // The article that had id 1 is unchanged and its checked values come from the cache,
      // yet the error on it names the line of its id, read from the file when needed.
      const unchanged = await readFile(join(project.root, 'content/blog/elasticsearch-relevance-tuning.md'), 'utf8');
      const line = unchanged.split('\n').findIndex((text) => text.startsWith('id:')) + 1;
      await expect(build(options({ generatorId: 'test 2' }))).rejects.toThrow(
        new RegExp(`elasticsearch-relevance-tuning\\.md:${line}: id: 1 is already used by .*code-reviews-that-scale\\.md`),
      );
    } finally {
      await writeFile(join(project.root, file), original);
    }
  });
});
