import { imageAddedKind, imageReplacedKind } from './asset-edits.ts';
import { entriesOf, entryKind, markdownCollectionKinds, setField, type MarkdownCollection } from './entry-edits.ts';
import type { EditCatalogue } from './site-edit.ts';
import { siteField, textEditKind, yamlString } from './text-edits.ts';

const walks: MarkdownCollection = {
  folder: 'content/walks',
  fields: {
    title: ({ random, stamp }) => yamlString(`${random.pick(['The estuary', 'The cove', 'The tor'])} at ${stamp}`),
    region: ({ random }) => random.pick(['Cornwall', 'Devon', 'Dorset']),
    // A walk's own picture is its card, in place of the drawn one.
    image: ({ random }) => (random.next() < 0.5 ? '/images/estuary.png' : undefined),
    imageAlt: ({ random, stamp }) => (random.next() < 0.7 ? yamlString(`Mudflats at ${stamp}`) : undefined),
  },
  async newEntry({ random, stamp }) {
    const region = random.pick(['Cornwall', 'Devon']);
    return {
      name: `walk-${stamp}`,
      text: `---\ntitle: ${yamlString(`A walk of ${stamp}`)}\nregion: ${region}\n---\n\nWalked at ${stamp}.\n`,
    };
  },
  fewest: 0,
  languages: ['sh'],
};

/** The cards fixture: a social card for every page, drawn from its title and region, or cropped from a walk's picture. */
export const cardsCatalogue: EditCatalogue = {
  site: 'the cards fixture',
  editsPerSequence: 10,
  kinds: [
    textEditKind('data field', [
      siteField('title', ({ stamp }) => `Coastal Walks ${stamp}`),
      siteField('socialCards', ({ random }) => random.pick(['true', 'false'])),
    ]),
    ...markdownCollectionKinds(walks),
    textEditKind('template', [
      {
        file: 'templates/card.tsx',
        pattern: /, #[0-9a-f]{6}\)'/,
        replacement: ({ random }) => `, ${random.pick(['#1f7a6d', '#7a1f4d', '#1f3d7a'])})'`,
      },
      {
        file: 'templates/card.tsx',
        pattern: /<Line size=\{\d+\}>\{title\}/,
        replacement: ({ random }) => `<Line size={${random.int(48, 72)}}>{title}`,
      },
      { file: 'templates/card.tsx', pattern: /padding: \d+/, replacement: ({ random }) => `padding: ${random.int(40, 80)}` },
      { file: 'templates/pages.tsx', pattern: /<h1>No such walk[^<]*<\/h1>/, replacement: ({ stamp }) => `<h1>No such walk ${stamp}</h1>` },
    ]),
    imageReplacedKind(),
    imageAddedKind(async (context, path) => {
      const entries = await entriesOf(context, walks);
      return entries.length > 0 ? setField(context.project, 'image added', context.random.pick(entries), 'image', path) : undefined;
    }),
    textEditKind(
      'broken template',
      // Satori draws a box of several children only when it says how to lay them out: a card fails as it is drawn.
      [
        {
          file: 'templates/card.tsx',
          pattern: /(?:display: 'flex',\n\s*)?flexDirection: 'column',/,
          replacement: () => "flexDirection: 'column',",
        },
      ],
      { breaks: true },
    ),
    entryKind(
      'missing picture',
      walks,
      ({ project, stamp }, file) => setField(project, 'missing picture', file, 'image', `/images/missing-${stamp}.png`),
      { breaks: true },
    ),
  ],
};
