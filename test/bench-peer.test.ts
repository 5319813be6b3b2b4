import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eleventySiteFiles, peerPackages, writeEleventySite, type EleventyPeer } from '../bench/scale/eleventy-site.ts';
import { makeTempDir, repoRoot } from './support/project.ts';

let workDir: string;
const peer = (root: string): EleventyPeer => ({
  nodeModules: join(root, 'installed', 'node_modules'),
  eleventyCmd: join(root, 'installed', 'node_modules', '@11ty', 'eleventy', 'cmd.cjs'),
  pagefindCmd: join(root, 'installed', 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs'),
});

beforeAll(async () => {
  workDir = await makeTempDir('sitegen-bench-peer-');
  await mkdir(join(workDir, 'blog'));
  await writeFile(join(workDir, 'blog', 'first-post-1.md'), '---\nid: 1\ntitle: "First"\nslug: first-post-1\n---\n\nBody.\n');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("the benchmark's Eleventy peer", () => {
  it('pins the versions of Eleventy, its Prism plugin and the Pagefind that sitegen uses', async () => {
    const ownPackage = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(peerPackages).toEqual([
      { name: '@11ty/eleventy', version: '3.1.7' },
      { name: '@11ty/eleventy-plugin-syntaxhighlight', version: '5.0.2' },
      { name: 'pagefind', version: ownPackage.dependencies.pagefind },
    ]);
  });

  it('writes a site of the posts with its node_modules linked to the installed peer', async () => {
    const project = join(workDir, 'eleventy');
    await writeEleventySite(project, join(workDir, 'blog'), peer(workDir));
    // A second write starts again from nothing.
    await writeEleventySite(project, join(workDir, 'blog'), peer(workDir));
    expect(await readlink(join(project, 'node_modules'))).toBe(peer(workDir).nodeModules);
    expect((await readdir(join(project, 'site', 'posts'))).sort()).toEqual(['first-post-1.md', 'posts.11tydata.mjs']);
    for (const [path, text] of Object.entries(eleventySiteFiles)) expect(await readFile(join(project, path), 'utf8')).toBe(text);
  });

  it('highlights code fences with Prism and marks only the articles for Pagefind', () => {
    expect(eleventySiteFiles['eleventy.config.mjs']).toContain("import syntaxHighlight from '@11ty/eleventy-plugin-syntaxhighlight';");
    expect(eleventySiteFiles['eleventy.config.mjs']).toContain('eleventyConfig.addPlugin(syntaxHighlight);');
    expect(eleventySiteFiles['site/posts/posts.11tydata.mjs']).toContain("layout: 'post.liquid'");
    const post = eleventySiteFiles['site/_includes/post.liquid'];
    expect(post).toMatch(
      /^---\nlayout: base\.liquid\n---\n<article data-pagefind-body>\n<h1>.*<\/h1>\n<p>.*<\/p>\n\{\{ content \}\}\n<\/article>\n$/,
    );
    expect(eleventySiteFiles['site/blog.liquid']).toContain('layout: base.liquid');
    expect(eleventySiteFiles['site/blog.liquid']).toContain('{% for post in collections.posts %}');
    expect(eleventySiteFiles['site/blog.liquid']).not.toContain('data-pagefind-body');
    expect(eleventySiteFiles['site/_includes/base.liquid']).not.toContain('data-pagefind-body');
  });
});
