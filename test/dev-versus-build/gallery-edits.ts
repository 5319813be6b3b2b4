import { imageAddedKind, imageReplacedKind } from './asset-edits.ts';
import { entriesOf, markdownCollectionKinds, type MarkdownCollection } from './entry-edits.ts';
import type { EditCatalogue, EditContext, SiteEdit } from './site-edit.ts';
import { joinMarkdown, replaceIn, siteField, splitMarkdown, textEditKind, yamlString } from './text-edits.ts';

const walks: MarkdownCollection = {
  folder: 'content/walks',
  fields: {
    title: ({ random, stamp }) => yamlString(`${random.pick(['The harbour', 'The dune', 'The ridge'])} walk, ${stamp}`),
  },
  async newEntry({ random, project, stamp }) {
    const images = (await project.list('assets/images')).map((file) => file.replace(/^assets/, ''));
    const picture = random.next() < 0.5 && images.length > 0 ? `\n![A view, ${stamp}](${random.pick(images)})\n` : '';
    return { name: `walk-${stamp}`, text: `---\ntitle: ${yamlString(`A walk of ${stamp}`)}\n---\n\nWalked at ${stamp}.\n${picture}` };
  },
  fewest: 0,
  languages: ['sh', 'json'],
};

/** A walk's body gains a picture of the image at `path`, or none when the site has no walk left. */
async function pictureInWalk(context: EditContext, kind: string, path: string): Promise<SiteEdit | undefined> {
  const { random, project, stamp } = context;
  const entries = await entriesOf(context, walks);
  if (entries.length === 0) return undefined;
  const file = random.pick(entries);
  const markdown = splitMarkdown(await project.text(file));
  const content = joinMarkdown({ ...markdown, body: `${markdown.body}\n![A picture added at ${stamp}](${path})\n` });
  return { kind, description: `${file} shows ${path}`, changes: [{ file, content }] };
}

/** The gallery fixture: a home page whose hero is an image field, and walks whose bodies show pictures. */
export const galleryCatalogue: EditCatalogue = {
  site: 'the gallery fixture',
  editsPerSequence: 10,
  kinds: [
    textEditKind('data field', [
      siteField('title', ({ stamp }) => `Coastal Walks ${stamp}`),
      siteField('sentence', ({ stamp }) => `Walks again, at ${stamp}.`),
      siteField('heroAlt', ({ stamp }) => `The headland, seen at ${stamp}`),
      siteField('hero', ({ random }) => random.pick(['/images/headland.png', '/images/buoy.png', '/images/wave.gif'])),
    ]),
    ...markdownCollectionKinds(walks),
    textEditKind('template', [
      { file: 'templates/pages.tsx', pattern: /<h1>No such walk[^<]*<\/h1>/, replacement: ({ stamp }) => `<h1>No such walk ${stamp}</h1>` },
      {
        file: 'templates/pages.tsx',
        pattern: /<body[^>]*>\{children\}<\/body>/,
        replacement: ({ stamp }) => `<body data-step="${stamp}">{children}</body>`,
      },
      {
        file: 'templates/pages.tsx',
        pattern: /sizes="[^"]*"/,
        replacement: ({ random }) => `sizes="${random.pick(['100vw', '50vw', '80vw'])}"`,
      },
    ]),
    imageReplacedKind(),
    imageAddedKind(async (context, path) =>
      context.random.next() < 0.3
        ? replaceIn(context.project, 'image added', 'content/site.yaml', /^hero: .*$/m, `hero: ${path}`)
        : pictureInWalk(context, 'image added', path),
    ),
    textEditKind('invalid data', [siteField('hero', ({ stamp }) => `/images/missing-${stamp}.png`), siteField('sentence', () => "''")], {
      breaks: true,
    }),
    {
      name: 'missing picture',
      breaks: true,
      draw: (context) => pictureInWalk(context, 'missing picture', `/images/missing-${context.stamp}.png`),
    },
  ],
};
