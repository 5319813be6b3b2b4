import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDevBuilder } from '../../src/dev/dev-builder.ts';
import { indexedUrls } from '../../src/output/test-support/search-fragments.ts';
import { readBuiltSite, type BuiltSite } from '../support/built-site.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

let project: TempProject;

const note = (title: string, date: string, extra: string) =>
  `---\ntitle: ${title}\ndate: ${date}\ntags: [ideas]\n${extra}---\n\nNot for readers yet.\n`;
/** Published on this day, not before. */
const scheduledDay = '2025-11-20';
const dayBefore = '2025-11-19';
const unpublished = ['unfinished-thought', 'first-frost'];

beforeAll(async () => {
  project = await copyFixture('notes');
  const notes = join(project.root, 'content', 'notes');
  await writeFile(join(notes, 'unfinished-thought.md'), note('An unfinished thought', '2024-06-01', 'draft: true\n'));
  await writeFile(join(notes, 'first-frost.md'), note('First frost', scheduledDay, ''));
});
afterAll(() => project.remove());

/** Builds the project into a folder of its own with these publishing settings. */
async function builtWith(out: string, options: { today: string; drafts?: boolean }): Promise<BuiltSite> {
  await buildProject(project, { out, ...options });
  return readBuiltSite(join(project.root, out));
}

describe('drafts and scheduled entries', () => {
  it('are left out of a build before their day: no page, and no link, sitemap, feed or search entry', async () => {
    const site = await builtWith('before', { today: dayBefore });
    for (const name of unpublished) {
      expect(site.htmlFiles, name).not.toContain(`notes/${name}/index.html`);
      for (const file of [...site.htmlFiles, 'sitemap.xml', 'feed.xml'])
        expect(await site.read(file), `${name} in ${file}`).not.toContain(`/notes/${name}/`);
    }
    // The only tag they have names no page either.
    expect(site.htmlFiles).not.toContain('tags/ideas/index.html');
    expect(site.htmlFiles).toContain('notes/small-commits/index.html');
    const searched = await indexedUrls(site.outDir);
    expect(searched).toContain('/notes/small-commits/');
    for (const name of unpublished) expect(searched).not.toContain(`/notes/${name}/`);
  });

  it('are published from their day on, drafts never', async () => {
    const site = await builtWith('on-the-day', { today: scheduledDay });
    expect(site.htmlFiles).toContain('notes/first-frost/index.html');
    expect(site.htmlFiles).not.toContain('notes/unfinished-thought/index.html');
    expect(await site.read('feed.xml')).toContain('/notes/first-frost/');
  });

  it('are all in a build with drafts', async () => {
    const site = await builtWith('with-drafts', { today: dayBefore, drafts: true });
    for (const name of unpublished) expect(site.htmlFiles).toContain(`notes/${name}/index.html`);
    expect(site.htmlFiles).toContain('tags/ideas/index.html');
    expect(await indexedUrls(site.outDir)).toEqual(expect.arrayContaining(unpublished.map((name) => `/notes/${name}/`)));
  });

  it('are shown by the dev builder, which builds without a publishing day', async () => {
    const outDir = join(project.root, 'dev');
    const report = await createDevBuilder({ root: project.root, contentDir: join(project.root, 'content'), outDir }).run();
    expect(report.changedPaths).toEqual(expect.arrayContaining(unpublished.map((name) => `/notes/${name}`)));
    for (const name of unpublished) expect(existsSync(join(outDir, 'notes', name, 'index.html')), name).toBe(true);
  });

  it('are still checked: a draft with an error fails the build', async () => {
    const broken = join(project.root, 'content', 'notes', 'broken-draft.md');
    await writeFile(broken, note('A broken draft', '2024-02-30', 'draft: true\n'));
    try {
      await expect(buildProject(project, { out: 'broken', today: dayBefore })).rejects.toThrow(
        /broken-draft\.md:\d+: date: must be a real date/,
      );
      expect(existsSync(join(project.root, 'broken'))).toBe(false);
    } finally {
      await rm(broken);
    }
  });
});
