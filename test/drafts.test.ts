import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../src/build.ts';
import { createDevBuilder } from '../src/dev/dev-builder.ts';
import { copyProject, type TempProject } from './support/project.ts';

let project: TempProject;
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const post = (id: number, slug: string, date: string, extra: string) =>
  `---\nid: ${id}\ntitle: "Unpublished ${id}"\nslug: ${slug}\nexcerpt: "Not for readers yet."\nauthor: Rahul Iyer\npublishDate: ${date}\nreadTime: 5 min read\ncategory: Java Development\ntags: [Java]\n${extra}---\n\nIntroduction.\n\n## Conclusion\n\nDone.\n`;

beforeAll(async () => {
  project = await copyProject();
  await writeFile(join(project.root, 'content', 'blog', 'a-draft.md'), post(14, 'a-draft', '2025-08-20', 'draft: true\n'));
  await writeFile(join(project.root, 'content', 'blog', 'from-the-future.md'), post(15, 'from-the-future', '2025-09-30', ''));
});
afterAll(() => project.remove());

describe('drafts and future posts', () => {
  it('are left out of a build: no page, no card, no sitemap or feed entry', async () => {
    const outDir = join(project.root, 'published');
    await build({ root: project.root, outDir, base: '/', today: '2025-09-01' });
    for (const slug of ['a-draft', 'from-the-future']) {
      expect(await exists(join(outDir, 'blog', slug, 'index.html')), slug).toBe(false);
      expect(await readFile(join(outDir, 'blog', 'index.html'), 'utf8'), slug).not.toContain(`/blog/${slug}/`);
      expect(await readFile(join(outDir, 'sitemap.xml'), 'utf8'), slug).not.toContain(slug);
      expect(await readFile(join(outDir, 'feed.xml'), 'utf8'), slug).not.toContain(slug);
    }
    expect(await exists(join(outDir, 'blog', 'code-reviews-that-scale', 'index.html'))).toBe(true);
  });

  it('are published once their day comes, or with --drafts', async () => {
    const later = join(project.root, 'later');
    await build({ root: project.root, outDir: later, base: '/', today: '2025-09-30' });
    expect(await exists(join(later, 'blog', 'from-the-future', 'index.html'))).toBe(true);
    expect(await exists(join(later, 'blog', 'a-draft', 'index.html'))).toBe(false);

    const withDrafts = join(project.root, 'with-drafts');
    await build({ root: project.root, outDir: withDrafts, base: '/', today: '2025-09-01', drafts: true });
    for (const slug of ['a-draft', 'from-the-future']) expect(await exists(join(withDrafts, 'blog', slug, 'index.html')), slug).toBe(true);
  });

  it('are shown by the dev server, which builds without a publishing date', async () => {
    const outDir = join(project.root, 'dev');
    const builder = createDevBuilder({ root: project.root, contentDir: join(project.root, 'content'), outDir });
    const report = await builder.run();
    expect(report.changedPaths).toEqual(expect.arrayContaining(['/blog/a-draft', '/blog/from-the-future']));
  });

  it('are still checked: a draft with an error fails the build', async () => {
    const file = join(project.root, 'content', 'blog', 'a-draft.md');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('readTime: 5 min read', 'readTime: soon'));
    try {
      await expect(build({ root: project.root, outDir: join(project.root, 'broken'), base: '/', today: '2025-09-01' })).rejects.toThrow(
        /a-draft\.md:\d+: readTime/,
      );
    } finally {
      await writeFile(file, original);
    }
  });
});
