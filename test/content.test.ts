import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { memoryBuildCache } from '../src/cache/build-cache.ts';
import { contentErrorsOf, editedContent, lineOf, replaceLine, type Edit } from './support/content-edits.ts';
import { copyProject, makeTempDir, type TempProject } from './support/project.ts';
import { loadSiteContent } from './support/site-content.ts';

/**
 * This site's own content rules, as templates/schema and templates/checks.ts
 * state them; the engine's are tested on the fixture sites (test/engine).
 */
let project: TempProject;
let workDir: string;
/** Bodies no edit touched are rendered once for the whole file. */
const cache = memoryBuildCache();

beforeAll(async () => {
  [project, workDir] = await Promise.all([copyProject(), makeTempDir('sitegen-site-content-')]);
});
afterAll(() => Promise.all([project.remove(), rm(workDir, { recursive: true, force: true })]));

const post = 'blog/code-reviews-that-scale.md';
const otherPost = 'blog/typo-tolerant-search.md';
const unknownIcon = 'is not a known icon name (use a Lucide icon name in kebab-case, e.g. heart-pulse)';

/** Loads this site's content after the edits; returns the error lines, and the edited folder to find their lines in. */
async function errorsAfter(edits: Readonly<Record<string, Edit>>): Promise<{ errors: string[]; dir: string }> {
  const dir = await editedContent(join(project.root, 'content'), workDir, edits);
  return { errors: await contentErrorsOf(loadSiteContent({ root: project.root, contentDir: dir, cache }), dir), dir };
}

describe("the site's content", () => {
  it('loads as it is: 13 posts, 1, 2 and 6 featured, and 9 services', async () => {
    const { posts, services } = await loadSiteContent({ root: project.root, cache });
    const ids = (entries: typeof posts) => entries.map((entry) => entry.data.id).sort((a, b) => a - b);
    expect(ids(posts)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(ids(posts.filter((entry) => entry.data.featured))).toEqual([1, 2, 6]);
    expect(services).toHaveLength(9);
  });

  it('refuses a post whose category has no icon in site.yaml', async () => {
    const { errors, dir } = await errorsAfter({ [post]: replaceLine(/^category: .*$/m, 'category: Gardening') });
    expect(errors).toHaveLength(1);
    const line = await lineOf(join(dir, post), /^category:/);
    expect(errors[0]).toMatch(
      new RegExp(`^${post}:${line}: category: 'Gardening' has no icon: add it to blog\\.categories in site\\.yaml`),
    );
  });

  it('refuses an icon name that does not exist', async () => {
    const { errors, dir } = await errorsAfter({ 'site.yaml': replaceLine(/(categories:\n\s+- name: .*\n\s+icon: )\S+/, '$1not-an-icon') });
    expect(errors).toEqual([
      `site.yaml:${await lineOf(join(dir, 'site.yaml'), /icon: not-an-icon/)}: blog.categories[0].icon: ${unknownIcon}`,
    ]);
  });

  it('refuses constructor and __proto__ as icon names, which every object answers to', async () => {
    const { errors, dir } = await errorsAfter({
      [post]: replaceLine(/^category: .*$/m, '$&\nicon: constructor'),
      [otherPost]: replaceLine(/^category: .*$/m, '$&\nicon: __proto__'),
    });
    expect(errors).toEqual([
      `${post}:${await lineOf(join(dir, post), /^icon: constructor$/)}: icon: ${unknownIcon}`,
      `${otherPost}:${await lineOf(join(dir, otherPost), /^icon: __proto__$/)}: icon: ${unknownIcon}`,
    ]);
  });

  it('requires a page for every service site.yaml lists, and lists every service page', async () => {
    const javaPage = await readFile(join(project.root, 'content', 'services', 'java.md'), 'utf8');
    const { errors, dir } = await errorsAfter({ 'services/hms.md': () => null, 'services/kotlin.md': () => javaPage });
    expect(errors).toEqual([
      `services/kotlin.md:1: service page is not listed in site.yaml services (add href /services/kotlin)`,
      `site.yaml:${await lineOf(join(dir, 'site.yaml'), /href: \/services\/hms$/)}: services[8].href: no page content/services/hms.md for this service`,
    ]);
  });

  it("requires a service page's heading to name its service as site.yaml does", async () => {
    const page = 'services/snomed.md';
    const { errors, dir } = await errorsAfter({
      [page]: replaceLine(/^(hero:\n {2}eyebrow: .*\n {2}title: ).*$/m, '$1Clinical terminology that works inside your software'),
    });
    expect(errors).toEqual([
      `${page}:${await lineOf(join(dir, page), /^ {2}title: Clinical/)}: hero.title: must name the service as site.yaml does: 'SNOMED CT Integration'`,
    ]);
  });

  it('requires every portfolio project to be in one of the filter categories', async () => {
    const { errors, dir } = await errorsAfter({ 'pages/portfolio.yaml': replaceLine(/category: Fintech/, 'category: Farming') });
    expect(errors).toHaveLength(1);
    const line = await lineOf(join(dir, 'pages/portfolio.yaml'), /category: Farming/);
    expect(errors[0]).toMatch(
      new RegExp(`^pages/portfolio\\.yaml:${line}: projects\\[\\d\\]\\.category: 'Farming' is not one of filter\\.categories`),
    );
  });
});
