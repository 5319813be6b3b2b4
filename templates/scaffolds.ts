import type { Scaffold } from 'sitegen';
import type { SiteContent } from './content.ts';
import { newestFirst } from './posts.ts';

/**
 * What a new post says wherever the writer's own words go, each distinct enough never to be
 * them: a post that is not a draft and still holds one fails the build and `sitegen check`.
 */
const placeholder = {
  excerpt: "One or two sentences for the article's card, search results and the feed.",
  introduction: 'The introduction: what the reader will learn and why it matters, in a paragraph or two.',
  sectionTitle: 'A heading for the first section',
  section: 'Each `##` heading starts a section and becomes an entry in the table of contents.',
  plainPoint: 'A plain point',
  titledPoint: '**A titled point**: its explanation',
  code: 'Code blocks name their language after the opening fence: java, yaml, json, bash, sql...',
  conclusion: 'What to remember, and what to read next.',
};

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
  placeholders: Object.values(placeholder),
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
excerpt: ${JSON.stringify(placeholder.excerpt)}
author: ${JSON.stringify(post.author)}
publishDate: ${post.today}
category: ${JSON.stringify(post.category)}
tags: [${JSON.stringify(post.category)}]
# Shown by sitegen dev; published once this line is removed (or set to false).
draft: true
---

${placeholder.introduction}

## ${placeholder.sectionTitle}

${placeholder.section}

- ${placeholder.plainPoint}
- ${placeholder.titledPoint}

\`\`\`text
${placeholder.code}
\`\`\`

## Conclusion

${placeholder.conclusion}
`;
}
