import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { slug as slugOf } from 'github-slugger';
import { parse } from 'yaml';
import { decodeContentText } from '../content/content-text.ts';
import { parseMarkdownFile } from '../content/markdown-file.ts';

export interface NewPostRequest {
  readonly contentDir: string;
  readonly title: string;
  /** One of site.yaml's blog categories; the first one when absent. */
  readonly category?: string | undefined;
  /** The author of the latest post when absent. */
  readonly author?: string | undefined;
  /** YYYY-MM-DD */
  readonly today: string;
}

/** Why no post was written: `usage` is the writer's request, `conflict` an existing post. */
export class NewPostError extends Error {
  override name = 'NewPostError';
  constructor(
    readonly kind: 'usage' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

interface ExistingPost {
  readonly file: string;
  readonly id?: unknown;
  readonly slug?: unknown;
  readonly author?: unknown;
  readonly publishDate?: unknown;
}

/**
 * Writes `content/blog/{slug}.md`: a valid post with the next id, today's date and
 * a body skeleton, marked as a draft so that nothing is published before the writer
 * says so. Never overwrites a file.
 */
export async function createPost(request: NewPostRequest): Promise<{ file: string; id: number; slug: string }> {
  const title = request.title.trim();
  const slug = slugFor(title);
  if (!slug) throw new NewPostError('usage', 'the title needs at least one letter or digit');
  const categories = await blogCategories(request.contentDir);
  const category = request.category ?? categories[0];
  if (!category || !categories.includes(category)) {
    throw new NewPostError('usage', `unknown category '${request.category}' (known: ${categories.join(', ')})`);
  }
  const blogDir = join(request.contentDir, 'blog');
  const posts = await existingPosts(blogDir);
  const sameSlug = posts.find((post) => post.slug === slug);
  if (sameSlug) throw new NewPostError('conflict', `${sameSlug.file} already uses the slug '${slug}'`);

  const id = Math.max(0, ...posts.map((post) => (typeof post.id === 'number' ? post.id : 0))) + 1;
  const author = request.author ?? latestAuthor(posts);
  if (!author) throw new NewPostError('usage', 'no post to take an author from: pass --author');
  const file = join(blogDir, `${slug}.md`);
  try {
    await writeFile(file, postTemplate({ id, title, slug, author, category, today: request.today }), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new NewPostError('conflict', `${relative(process.cwd(), file)} already exists`);
    throw error;
  }
  return { file, id, slug };
}

/** `Über Threads & Streams` -> `uber-threads-streams`: what the post schema accepts as a slug. */
function slugFor(title: string): string {
  const plain = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return slugOf(plain)
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

async function blogCategories(contentDir: string): Promise<string[]> {
  const site = parse(await readFile(join(contentDir, 'site.yaml'), 'utf8')) as { blog?: { categories?: { name?: unknown }[] } };
  return (site.blog?.categories ?? []).map((category) => category.name).filter((name): name is string => typeof name === 'string');
}

/** What the existing posts' front matter says, read leniently: validating them is the build's job. */
async function existingPosts(blogDir: string): Promise<ExistingPost[]> {
  const names = (await readdir(blogDir).catch(() => [])).filter((name) => name.endsWith('.md'));
  return Promise.all(
    names.map(async (name) => {
      const file = relative(process.cwd(), join(blogDir, name));
      const data = parseMarkdownFile(file, decodeContentText(await readFile(join(blogDir, name)))).frontMatter.data;
      return { file, ...(typeof data === 'object' && data !== null ? data : {}) };
    }),
  );
}

function latestAuthor(posts: readonly ExistingPost[]): string | undefined {
  const dated = posts.filter((post) => typeof post.author === 'string' && typeof post.publishDate === 'string');
  dated.sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)));
  return dated[0]?.author as string | undefined;
}

function postTemplate(post: { id: number; title: string; slug: string; author: string; category: string; today: string }): string {
  return `---
id: ${post.id}
title: ${JSON.stringify(post.title)}
slug: ${post.slug}
excerpt: "One or two sentences for the article's card, search results and the feed."
author: ${JSON.stringify(post.author)}
publishDate: ${post.today}
readTime: 5 min read
category: ${JSON.stringify(post.category)}
tags: [${JSON.stringify(post.category)}]
# Shown by sitegen dev; published once this line is removed (or set to false).
draft: true
---

The introduction: what the reader will learn and why it matters, in a paragraph or two.

## The first section

Each \`##\` heading starts a section and becomes an entry in the table of contents.

- A plain point
- **A titled point**: its explanation

\`\`\`text
Code blocks name their language after the opening fence: java, yaml, json, bash, sql...
\`\`\`

## Conclusion

What to remember, and what to read next.
`;
}
