import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFile, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type BuildOptions } from '../src/build.ts';
import { copyProject, type TempProject } from './support/project.ts';

let project: TempProject;
let outDir: string;
beforeAll(async () => {
  project = await copyProject();
  outDir = join(project.root, 'dist');
  await build(options());
});
afterAll(() => project.remove());

const options = (extra: Partial<BuildOptions> = {}): BuildOptions => ({
  root: project.root,
  outDir,
  base: '/',
  generatorId: 'test 1',
  today: '2026-01-15',
  ...extra,
});

/** Identifies the output folder and one page in it: a rebuilt site has new ones, a kept site the same. */
const outputIdentity = async () => {
  const [folder, page] = await Promise.all([stat(outDir), stat(join(outDir, 'about', 'index.html'))]);
  return { folder: folder.ino, page: page.ino, pageModified: page.mtimeMs };
};

/** Makes a change, checks that the next build does its work, then undoes the change and builds back to an up-to-date output. */
const expectBuiltAgainAfter = async (change: () => Promise<() => Promise<void>>, extra: Partial<BuildOptions> = {}) => {
  const undo = await change();
  try {
    const report = await build(options(extra));
    expect(report.upToDate).toBe(false);
  } finally {
    await undo();
  }
  await build(options());
  expect((await build(options())).upToDate).toBe(true);
};

const editFile = (relativePath: string, edit: (text: string) => string) => async () => {
  const file = join(project.root, relativePath);
  const original = await readFile(file, 'utf8');
  await writeFile(file, edit(original));
  return () => writeFile(file, original);
};

describe('a build with nothing changed since the last one', () => {
  it('keeps the output folder as it is and reports every page', async () => {
    await build(options());
    const before = await outputIdentity();
    const report = await build(options());
    expect(report).toMatchObject({ upToDate: true, pages: 30, assets: 3, renderedPaths: [] });
    expect(report.pageFingerprints.size).toBe(30);
    expect(await outputIdentity()).toEqual(before);
  });

  it('is built again when a content file, a template or an asset changes', async () => {
    await expectBuiltAgainAfter(editFile('content/pages/about.yaml', (text) => `${text}\n# a comment changes nothing on the page\n`));
    await expectBuiltAgainAfter(editFile('templates/pages/AboutPage.tsx', (text) => `${text}\n`));
    await expectBuiltAgainAfter(editFile('assets/styles/main.css', (text) => `${text}\n`));
  });

  it('is built again when a file is added to the content', async () => {
    await expectBuiltAgainAfter(async () => {
      const file = join(project.root, 'content', 'notes.txt');
      await writeFile(file, 'Not content, but the build cannot know that without reading it.\n');
      return () => rm(file);
    });
  });

  it('is built again with other settings or another generator', async () => {
    const nothing = async () => async () => undefined;
    await expectBuiltAgainAfter(nothing, { base: '/docs/' });
    await expectBuiltAgainAfter(nothing, { url: 'https://elsewhere.example' });
    await expectBuiltAgainAfter(nothing, { today: '2026-01-16' });
    await expectBuiltAgainAfter(nothing, { drafts: true });
    await expectBuiltAgainAfter(nothing, { generatorId: 'test 2' });
  });

  it('is built again after an edit that kept the size and modification time of a file the record vouches for', async () => {
    const file = join(project.root, 'content', 'pages', 'careers.yaml');
    const modified = new Date('2026-01-15T09:00:00Z');
    const original = await readFile(file, 'utf8');
    await utimes(file, modified, modified);
    // Still for longer than a build doubts recent changes: the next build records the file by its identity.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const nextDay = options({ today: '2026-01-16' });
    expect((await build(nextDay)).upToDate).toBe(false);
    await writeFile(file, original.replace('title: Careers', 'title: Carrots'));
    await utimes(file, modified, modified);
    try {
      expect((await build(nextDay)).upToDate).toBe(false);
      expect(await readFile(join(outDir, 'careers', 'index.html'), 'utf8')).toContain('<title>Carrots');
    } finally {
      await writeFile(file, original);
    }
  });

  it('is built again when its output was touched, and puts back what was lost', async () => {
    await expectBuiltAgainAfter(async () => {
      await appendFile(join(outDir, 'robots.txt'), '# edited by hand\n');
      return async () => undefined;
    });
    await rm(join(outDir, 'careers'), { recursive: true });
    const report = await build(options());
    expect(report.upToDate).toBe(false);
    expect(report.renderedPaths).toEqual(['/careers']);
    expect(await readFile(join(outDir, 'careers', 'index.html'), 'utf8')).toContain('<html');
  });
});
