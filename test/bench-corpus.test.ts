import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { generateCorpus, type GeneratedPost } from '../bench/scale/generate-corpus.ts';
import type { Post, SiteConfig } from '../templates/model.ts';
import { blogPosts } from '../templates/routes.ts';
import { makeTempDir } from './support/project.ts';
import { loadSiteContent } from './support/site-content.ts';

let workDir: string;
let corpus: GeneratedPost[];
let site: { readonly config: SiteConfig; readonly posts: readonly Post[] };

beforeAll(async () => {
  workDir = await makeTempDir('sitegen-bench-corpus-');
  corpus = await generateCorpus({ dir: join(workDir, 'seed-7'), posts: 50, seed: 7 });
  const content = await loadSiteContent({ contentDir: join(workDir, 'seed-7') });
  site = { config: content.site, posts: blogPosts(content) };
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const filesOf = async (dir: string) => {
  const names = (await readdir(dir, { recursive: true })).sort();
  return Promise.all(names.map(async (name) => [name, await readFile(join(dir, name)).catch(() => 'folder')] as const));
};

describe('the benchmark corpus', () => {
  it('writes the same bytes for the same seed, and other posts for another seed', async () => {
    await generateCorpus({ dir: join(workDir, 'again'), posts: 50, seed: 7 });
    await generateCorpus({ dir: join(workDir, 'other'), posts: 50, seed: 8 });
    const [first, again, other] = await Promise.all([
      filesOf(join(workDir, 'seed-7')),
      filesOf(join(workDir, 'again')),
      filesOf(join(workDir, 'other')),
    ]);
    expect(first.length).toBeGreaterThan(50);
    expect(again).toEqual(first);
    expect(await filesOf(join(workDir, 'other', 'blog'))).not.toEqual(await filesOf(join(workDir, 'seed-7', 'blog')));
    expect(other.filter(([name]) => !name.startsWith('blog'))).toEqual(first.filter(([name]) => !name.startsWith('blog')));
  });

  it("is accepted by the site's schemas: ids 1..N, unique slugs, featured 1, 2 and 6 only", () => {
    expect(site.posts.map((post) => post.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(site.posts.map((post) => post.slug)).size).toBe(50);
    expect(
      site.posts
        .filter((post) => post.featured)
        .map((post) => post.id)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 6]);
    const categories = site.config.blog.categories.map((category) => category.name);
    for (const post of site.posts) {
      expect(categories).toContain(post.category);
      expect(post.publishDate >= '2024-08-01' && post.publishDate <= '2025-08-31').toBe(true);
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
      expect(post.tags.length).toBeLessThanOrEqual(5);
      expect(post.readTime).toMatch(/^\d+ min read$/);
      expect(post.excerpt.length).toBeGreaterThan(40);
    }
  });

  it('gives every post about 700 words in four ## sections with lists, and a code block to half of them', () => {
    for (const post of site.posts) {
      expect(post.headings.filter((heading) => heading.depth === 2)).toHaveLength(4);
      expect(post.html).toMatch(/<ul>/);
      expect(post.html).toMatch(/<li><strong>[^<]+<\/strong>: /);
      const words = post.html
        .replace(/<pre[\s\S]*?<\/pre>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThan(600);
      expect(words).toBeLessThan(900);
    }
    expect(site.posts.filter((post) => post.html.includes('<pre'))).toHaveLength(25);
  });

  it('turns social cards off, as the peer draws none, and on when asked', async () => {
    expect(site.config.socialCards).toBe(false);
    await generateCorpus({ dir: join(workDir, 'cards'), posts: 2, seed: 7, socialCards: true });
    const config = await readFile(join(workDir, 'cards', 'site.yaml'), 'utf8');
    expect(config.match(/^socialCards: .*$/gm)).toEqual(['socialCards: true']);
  });

  it('links only to generated posts and to the site’s services', async () => {
    const slugs = new Set(corpus.map((post) => `/blog/${post.slug}`));
    const services = new Set(site.config.services.map((service) => service.href));
    const links = (await Promise.all(corpus.map((post) => readFile(post.file, 'utf8')))).flatMap((text) =>
      [...text.matchAll(/\]\((\/[^)]+)\)/g)].map((match) => match[1]!),
    );
    expect(links.filter((link) => link.startsWith('/blog/')).length).toBeGreaterThanOrEqual(50);
    expect(links.filter((link) => link.startsWith('/services/')).length).toBe(50);
    for (const link of links) expect(slugs.has(link) || services.has(link)).toBe(true);
  });
});
