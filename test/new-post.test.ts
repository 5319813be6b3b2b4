import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blogPosts } from '../templates/routes.ts';
import { postScaffold } from '../templates/scaffolds.ts';
import { localDate } from '../src/writing/local-date.ts';
import { copyProject, runSitegen, type TempProject } from './support/project.ts';
import { loadSiteContent } from './support/site-content.ts';

let project: TempProject;
beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

describe('sitegen new post', () => {
  it("creates a valid draft with the next id, today's date and a body skeleton", async () => {
    const result = await runSitegen(['new', 'post', 'Choosing Between Threads & Streams', '--category', 'Java Development'], project.root);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created content/blog/choosing-between-threads-streams.md (id 14');
    const text = await readFile(join(project.root, 'content', 'blog', 'choosing-between-threads-streams.md'), 'utf8');
    expect(text).toContain(`publishDate: ${localDate(new Date())}`);
    expect(text).toContain('title: "Choosing Between Threads & Streams"');
    expect(text).toContain('draft: true');
    expect(text).toMatch(/^## Conclusion$/m);

    const posts = blogPosts(await loadSiteContent({ root: project.root }));
    expect(posts.find((post) => post.id === 14)).toMatchObject({
      slug: 'choosing-between-threads-streams',
      category: 'Java Development',
      draft: true,
      author: 'Vikram Joshi',
    });
  });

  it('refuses to overwrite an existing post, and exits 1', async () => {
    const file = join(project.root, 'content', 'blog', 'code-reviews-that-scale.md');
    const before = await readFile(file, 'utf8');
    const result = await runSitegen(['new', 'post', 'Code Reviews That Scale', '--category', 'Development Practices'], project.root);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Nothing created: content/blog/code-reviews-that-scale.md already exists\n');
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('requires a category, and refuses one the blog does not have, listing the categories of site.yaml (exit 2)', async () => {
    const categories = (await loadSiteContent({ root: project.root })).site.blog.categories.map((category) => category.name);
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

  it('rejects an unknown option or kind as a usage error (exit 2), listing the known ones', async () => {
    const option = await runSitegen(
      ['new', 'post', 'Gardening for Engineers', '--category', 'Search', '--topic', 'Gardening'],
      project.root,
    );
    expect(option.code).toBe(2);
    expect(option.stderr).toBe('Nothing created: unknown option --topic (known: --category, --author)\n');
    const kind = await runSitegen(['new', 'recipe', 'Sourdough'], project.root);
    expect(kind.code).toBe(2);
    expect(kind.stderr).toBe("Nothing created: the site has no 'recipe' to create (it has: post)\n");
  });

  it('makes a slug the schema accepts from any title', async () => {
    const result = await runSitegen(['new', 'post', 'Über-Caching: 10 Lessons!', '--category', 'Search'], project.root);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created content/blog/uber-caching-10-lessons.md');
    const chinese = await runSitegen(['new', 'post', '缓存的十个教训', '--category', 'Search'], project.root);
    expect([chinese.code, chinese.stderr]).toEqual([0, '']);
    expect(chinese.stdout).toContain('Created content/blog/huan-cun-de-shi-ge-jiao-xun.md (id ');
    expect(await readFile(join(project.root, 'content', 'blog', 'huan-cun-de-shi-ge-jiao-xun.md'), 'utf8')).toContain(
      'slug: huan-cun-de-shi-ge-jiao-xun\n',
    );
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

  it('fails check at every placeholder line it wrote once the post is published, excerpt and body alike', async () => {
    const site = await copyProject();
    try {
      expect((await runSitegen(['new', 'post', 'Half Written', '--category', 'Search'], site.root)).code).toBe(0);
      const file = join(site.root, 'content', 'blog', 'half-written.md');
      const published = (await readFile(file, 'utf8')).replace('draft: true\n', '');
      await writeFile(file, published);
      const result = await runSitegen(['check'], site.root);
      expect(result.code).toBe(1);
      const reported = result.stdout.split('\n').filter((line) => line.startsWith('content/blog/half-written.md:'));
      const lines = published.split('\n');
      const expected = (postScaffold.placeholders ?? []).map((text) => {
        const line = lines.findIndex((written) => written.includes(text)) + 1;
        const field = lines[line - 1]?.startsWith('excerpt: ') ? 'excerpt' : 'body';
        return {
          line,
          report: `content/blog/half-written.md:${line}: ${field}: still holds placeholder text from sitegen new post: "${text}"`,
        };
      });
      expect(expected).toHaveLength(8);
      expect(expected.filter(({ line }) => line > 0)).toHaveLength(8);
      expect(reported).toEqual(expected.sort((a, b) => a.line - b.line).map(({ report }) => report));
      expect(reported[0]).toMatch(/^content\/blog\/half-written\.md:5: excerpt: /);
    } finally {
      await site.remove();
    }
  });
});
