import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedContent } from 'sitegen';
import type { SiteContent } from '../templates/content.ts';
import { blogPosts } from '../templates/routes.ts';
import { postScaffold } from '../templates/scaffolds.ts';
import { localDate } from '../src/writing/local-date.ts';
import { copyProject, runSitegen, type CliResult, type TempProject } from './support/project.ts';
import { loadSiteContent } from './support/site-content.ts';

// This site's scaffold on a copy of this site: the engine's side of `sitegen new` (slugs, refusals, options) is
// tested on test/fixtures/notes in test/engine/new-entry.test.ts.
let project: TempProject;
/** The one post made here, which the tests read; every other run refuses, and writes nothing. */
let created: CliResult;
/** The project's content as the site's templates get it, once the post was made. */
let content: LoadedContent<SiteContent>;
const createdFile = () => join(project.root, 'content', 'blog', 'choosing-between-threads-streams.md');
beforeAll(async () => {
  project = await copyProject();
  created = await runSitegen(['new', 'post', 'Choosing Between Threads & Streams', '--category', 'Java Development'], project.root);
  content = await loadSiteContent({ root: project.root });
});
afterAll(() => project.remove());

describe('sitegen new post', () => {
  it("creates a valid draft with the next id, today's date and a body skeleton", async () => {
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created content/blog/choosing-between-threads-streams.md (id 14');
    const text = await readFile(createdFile(), 'utf8');
    expect(text).toContain(`publishDate: ${localDate(new Date())}`);
    expect(text).toContain('title: "Choosing Between Threads & Streams"');
    expect(text).toContain('draft: true');
    expect(text).toMatch(/^## Conclusion$/m);

    expect(blogPosts(content).find((post) => post.id === 14)).toMatchObject({
      slug: 'choosing-between-threads-streams',
      category: 'Java Development',
      draft: true,
      author: 'Vikram Joshi',
    });
  });

  it('requires a category, and refuses one the blog does not have, listing the categories of site.yaml (exit 2)', async () => {
    const categories = content.site.blog.categories.map((category) => category.name);
    expect(categories).toHaveLength(10);
    const missing = await runSitegen(['new', 'post', 'Filed Nowhere'], project.root);
    expect([missing.code, missing.stdout, missing.stderr]).toEqual([
      2,
      '',
      `Nothing created: --category is required: one of ${categories.join(', ')}\n`,
    ]);
    const unknown = await runSitegen(['new', 'post', 'Filed Nowhere', '--category', 'Gardening'], project.root);
    expect([unknown.code, unknown.stderr]).toEqual([
      2,
      `Nothing created: unknown --category 'Gardening' (known: ${categories.join(', ')})\n`,
    ]);
    expect(existsSync(join(project.root, 'content', 'blog', 'filed-nowhere.md'))).toBe(false);
    const help = await runSitegen(['new', '--help'], project.root);
    expect(help.stdout).toContain('    --category <value>  required: the blog category it is filed under, as site.yaml names it\n');
    // The help's examples say whose they are: the blog starter's.
    expect(help.stdout).toContain('\nExamples, in a blog made by sitegen init --template blog:\n  sitegen new post ');
  });

  it("refuses an author the site's rules do not know, as the build would, and writes nothing", async () => {
    const result = await runSitegen(['new', 'post', 'Gardening for Engineers', '--category', 'Search', '--author', 'Nobody'], project.root);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        [
          '^Nothing created: with content/blog/gardening-for-engineers\\.md, the build would fail with 1 content error:',
          "content/blog/gardening-for-engineers\\.md:6: author: 'Nobody' has no file in content/authors/ \\(known: [^)]+\\)",
          '$',
        ].join('\n'),
      ),
    );
    expect(existsSync(join(project.root, 'content', 'blog', 'gardening-for-engineers.md'))).toBe(false);
  });

  it('fails the build at every placeholder line it wrote once the post is published, excerpt and body alike', async () => {
    // Published in a copy of the content: the project's own stays as the other tests expect it.
    await cp(join(project.root, 'content'), join(project.root, 'published'), { recursive: true });
    const published = (await readFile(createdFile(), 'utf8')).replace('draft: true\n', '');
    const file = 'published/blog/choosing-between-threads-streams.md';
    await writeFile(join(project.root, file), published);
    // A build stops at its content errors before it renders a page; check reports the same ones (test/engine/new-entry.test.ts).
    const result = await runSitegen(['build', '--content', 'published', '--out', 'published-dist'], project.root);
    expect(result.code).toBe(1);
    const reported = result.stderr.split('\n').filter((line) => line.startsWith(`${file}:`));
    const lines = published.split('\n');
    const expected = (postScaffold.placeholders ?? []).map((text) => {
      const line = lines.findIndex((written) => written.includes(text)) + 1;
      const field = lines[line - 1]?.startsWith('excerpt: ') ? 'excerpt' : 'body';
      return { line, report: `${file}:${line}: ${field}: still holds placeholder text from sitegen new post: "${text}"` };
    });
    expect(expected).toHaveLength(8);
    expect(expected.filter(({ line }) => line > 0)).toHaveLength(8);
    expect(reported).toEqual(expected.sort((a, b) => a.line - b.line).map(({ report }) => report));
    expect(reported[0]).toMatch(/^published\/blog\/choosing-between-threads-streams\.md:5: excerpt: /);
    expect(existsSync(join(project.root, 'published-dist'))).toBe(false);
  });
});
