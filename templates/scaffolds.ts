import type { Scaffold } from 'sitegen';
import type { SiteContent } from './content.ts';
import { newestFirst } from './posts.ts';

/** A new blog post in the category given: the next id, today's date, the latest author, a body skeleton, and marked as a draft. */
export const postScaffold: Scaffold<SiteContent> = {
  collection: 'posts',
  description: "a blog post in content/blog/, as a draft, with the next id and today's date",
  options: {
    // No default: a post filed under the wrong category is listed, searched and fed under it.
    category: {
      description: 'the blog category it is filed under, as site.yaml names it',
      required: true,
      choices: (content) => content.site.blog.categories.map((category) => category.name),
    },
    author: 'the author (default: the author of the latest post)',
  },
  create({ title, slug, today, options, content }) {
    const { category } = options;
    if (category === undefined) throw new Error('--category is required');
    const posts = content.posts.map((entry) => entry.data);
    const id = Math.max(0, ...posts.map((post) => post.id)) + 1;
    const latest = [...posts].sort(newestFirst)[0];
    const author = options.author ?? latest?.author;
    if (author === undefined) throw new Error('no post to take an author from: pass --author');
    return {
      name: slug,
      text: postText({ id, title, slug, author, category, today }),
      note: `id ${id}, a draft: remove "draft: true" to publish it`,
    };
  },
};

function postText(post: { id: number; title: string; slug: string; author: string; category: string; today: string }): string {
  return `---
id: ${post.id}
title: ${JSON.stringify(post.title)}
slug: ${post.slug}
excerpt: "One or two sentences for the article's card, search results and the feed."
author: ${JSON.stringify(post.author)}
publishDate: ${post.today}
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
