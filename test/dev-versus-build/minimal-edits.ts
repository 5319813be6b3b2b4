import { clientScriptKind, stylesheetKind } from './asset-edits.ts';
import type { EditCatalogue } from './site-edit.ts';
import { siteField, textEditKind } from './text-edits.ts';

/** The minimal fixture: one data file and two pages, and no assets folder until an edit makes one. */
export const minimalCatalogue: EditCatalogue = {
  site: 'the minimal fixture',
  editsPerSequence: 8,
  kinds: [
    textEditKind('data field', [
      siteField('title', ({ stamp }) => `Harbour Lights ${stamp}`),
      siteField('sentence', ({ stamp }) => `Lighthouses, listed at ${stamp}.`),
    ]),
    textEditKind('template', [
      { file: 'templates/pages.tsx', pattern: /<h1>No such page[^<]*<\/h1>/, replacement: ({ stamp }) => `<h1>No such page ${stamp}</h1>` },
      {
        file: 'templates/pages.tsx',
        pattern: /<main[^>]*>(\n\s*<h1>\{title\})/,
        replacement: ({ stamp }) => `<main data-step="${stamp}">$1`,
      },
    ]),
    stylesheetKind(['assets/styles/main.css']),
    clientScriptKind(['assets/client/main.ts']),
    textEditKind('invalid data', [siteField('sentence', () => "''"), siteField('title', () => "''")], { breaks: true }),
    textEditKind(
      'broken template',
      [{ file: 'templates/pages.tsx', pattern: /export function HomePage\(/, replacement: () => 'export function HomePage((' }],
      {
        breaks: true,
      },
    ),
  ],
};
