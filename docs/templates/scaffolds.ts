import type { Scaffold } from 'sitegen';
import type { DocsContent } from './content.ts';

/** The lines a new page starts with: `sitegen check` fails a published page that still holds them. */
const description = 'What the page covers, in a sentence.';
const body = 'Write the page here.';

/** `sitegen new page "Title"`: a draft in content/pages/, placed last in the sidebar unless told otherwise. */
export const pageScaffold = {
  collection: 'pages',
  description: 'a page in content/pages/, as a draft at the end of the sidebar',
  options: { order: 'its place in the sidebar (default: after the last page)' },
  placeholders: [description, body],
  create({ title, slug, options, content }) {
    const order = options.order ?? String(Math.max(0, ...content.pages.map((page) => page.data.order)) + 1);
    return {
      name: slug,
      text: `---\ntitle: ${JSON.stringify(title)}\norder: ${order}\ndescription: ${JSON.stringify(description)}\ndraft: true\n---\n\n${body}\n`,
    };
  },
  // Typed by `satisfies`, not by an annotation, so a site whose content adds to the starter's can declare it too.
} satisfies Scaffold<DocsContent>;
