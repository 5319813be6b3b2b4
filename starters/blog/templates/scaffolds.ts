import type { Scaffold } from 'sitegen';
import type { BlogContent } from './content.ts';

/** The line a new post starts with: `sitegen check` fails a published post that still holds it. */
const body = 'Write the post here.';

/** `sitegen new post "Title"`: a draft in content/posts/, dated today. */
export const postScaffold: Scaffold<BlogContent> = {
  collection: 'posts',
  description: 'a post in content/posts/, as a draft dated today',
  options: { tag: 'the tag it is filed under (default: blog)' },
  placeholders: [body],
  create({ title, slug, today, options }) {
    const tag = options.tag ?? 'blog';
    return {
      name: slug,
      text: `---\ntitle: ${JSON.stringify(title)}\ndate: ${today}\ntags: [${JSON.stringify(tag)}]\ndraft: true\n---\n\n${body}\n`,
    };
  },
};
