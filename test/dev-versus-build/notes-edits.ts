import { clientScriptKind, stylesheetKind } from './asset-edits.ts';
import {
  aliasKind,
  entryKind,
  entryName,
  entryPairKind,
  markdownCollectionKinds,
  setField,
  type MarkdownCollection,
} from './entry-edits.ts';
import type { EditCatalogue, EditContext, EditKind } from './site-edit.ts';
import { fieldOf, siteField, splitMarkdown, textEditKind, yamlField, yamlString } from './text-edits.ts';

const tags = ['habits', 'tools', 'code', 'reading', 'writing', 'baking', 'walking-2'];

/** A day of 2023 or 2024, of a month's first 28 so that every month has it. */
function drawnDay({ random }: EditContext): string {
  return `${random.int(2023, 2024)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

function drawnTags({ random }: EditContext): string {
  return `[${random.sample(tags, random.int(1, 3)).join(', ')}]`;
}

const notes: MarkdownCollection = {
  folder: 'content/notes',
  fields: {
    title: ({ random, stamp }) => yamlString(`${random.pick(['Slow', 'Small', 'Early', 'Plain'])} things, ${stamp}`),
    date: drawnDay,
    updated: (context) => (context.random.next() < 0.3 ? undefined : drawnDay(context)),
    tags: drawnTags,
    draft: ({ random }) => (random.next() < 0.5 ? 'true' : undefined),
  },
  async newEntry(context) {
    const { stamp } = context;
    return {
      name: `note-${stamp}`,
      text: `---\ntitle: ${yamlString(`A note of ${stamp}`)}\ndate: ${drawnDay(context)}\ntags: ${drawnTags(context)}\n---\n\nWritten at ${stamp}.\n`,
    };
  },
  fewest: 1,
  languages: ['ts', 'sh', 'python'],
};

/** The notes fixture: a blog of short notes with tags, pages of lists, a feed, search and links elsewhere. */
export const notesCatalogue: EditCatalogue = {
  site: 'the notes fixture',
  editsPerSequence: 12,
  kinds: [
    textEditKind('data field', [
      siteField('title', ({ stamp }) => yamlString(`Small Hours ${stamp}`)),
      // Shown only by the document shell's footer, and the feed's copyright.
      siteField('author', ({ stamp }) => yamlString(`Mara ${stamp}`)),
      siteField('description', ({ stamp }) => `Notes, as of ${stamp}.`),
      siteField('language', ({ random }) => random.pick(['en', 'en-GB', 'sv'])),
      siteField('notesPerPage', ({ random }) => String(random.int(1, 4))),
      siteField('searchPartSize', ({ random }) => String(random.int(1, 4))),
      yamlField('content/links/mdn.yaml', 'comment', ({ stamp }) => `Checked again at ${stamp}.`),
    ]),
    ...markdownCollectionKinds(notes),
    aliasKind(notes, (name, stamp) => `/notes/${name}-before-${stamp}`),
    textEditKind('template', [
      {
        file: 'templates/pages.tsx',
        pattern: /<footer>Written by \{site\.author\}[^<]*<\/footer>/,
        replacement: ({ stamp }) => `<footer>Written by {site.author}, ${stamp}.</footer>`,
      },
      { file: 'templates/pages.tsx', pattern: /<h1>Nothing here[^<]*<\/h1>/, replacement: ({ stamp }) => `<h1>Nothing here ${stamp}</h1>` },
      { file: 'templates/pages.tsx', pattern: /<h2>Elsewhere[^<]*<\/h2>/, replacement: ({ stamp }) => `<h2>Elsewhere, ${stamp}</h2>` },
      { file: 'templates/routes.ts', pattern: /\? 'Notes[^']*'/, replacement: ({ stamp }) => `? 'Notes ${stamp}'` },
      {
        file: 'templates/notes.ts',
        pattern: /a note of \$\{note\.data\.date\}[^$]*on/,
        replacement: ({ stamp }) => `a note of \${note.data.date} (${stamp}) on`,
      },
    ]),
    stylesheetKind(['assets/styles/main.css']),
    // The fixture has no script: the first edit makes one, and every page links it from then on.
    clientScriptKind(['assets/client/main.ts']),
    ...notesBreakingKinds(),
  ],
};

/** Edits a build must refuse: a content error, a plan that cannot be, a template that does not compile or throws. */
function notesBreakingKinds(): EditKind[] {
  return [
    textEditKind(
      'invalid data',
      [
        siteField('notesPerPage', () => '0'),
        siteField('url', () => 'small-hours.example'),
        siteField('title', ({ stamp }) => `[unclosed ${stamp}`),
      ],
      { breaks: true },
    ),
    entryKind(
      'invalid front matter',
      notes,
      (context, file) => setField(context.project, 'invalid front matter', file, 'date', context.random.pick(['2024-02-30', 'soon'])),
      {
        breaks: true,
      },
    ),
    entryPairKind('title taken', notes, async ({ project }, file, other) =>
      setField(project, 'title taken', file, 'title', fieldOf(splitMarkdown(await project.text(other)).frontMatter, 'title')),
    ),
    entryPairKind('address taken', notes, async ({ project }, file, other) =>
      setField(project, 'address taken', file, 'aliases', `[${yamlString(`/notes/${entryName(other)}`)}]`),
    ),
    textEditKind(
      'broken template',
      [
        { file: 'templates/pages.tsx', pattern: /export function TagPage\(/, replacement: () => 'export function TagPage((' },
        {
          file: 'templates/pages.tsx',
          pattern: /export function NotFoundPage\(\{ home \}: \{ home: string \}\) \{/,
          replacement: ({ stamp }) => `$&\n  if (home) throw new Error('thrown at ${stamp}');`,
        },
      ],
      { breaks: true },
    ),
  ];
}
