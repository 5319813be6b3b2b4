import { dataFile, markdownCollection, type LoadedData } from 'sitegen';
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');

export const docsContent = {
  site: dataFile(
    'site.yaml',
    z.strictObject({
      title: text,
      url: z.url(),
      language: text,
      description: text,
      /** The words the layout and the components show around the pages' own. */
      words: z.strictObject({
        skipToContent: text,
        contents: text,
        onThisPage: text,
        search: text,
        searchPlaceholder: text,
        searchDescription: text,
        searchNeedsScript: text,
        noResults: text,
        note: text,
        tip: text,
        warning: text,
        tableLabel: text,
        option: text,
        optionMeaning: text,
        optionDefault: text,
        notFoundTitle: text,
        notFoundText: text,
      }),
    }),
  ),
  /** Every command of the CLI, as docs/write-commands.ts took it from the CLI's definitions. */
  commands: dataFile(
    'commands.yaml',
    z.strictObject({
      commands: z.array(
        z.strictObject({
          name: z.string(),
          description: text,
          options: z.array(z.strictObject({ flags: text, description: text, default: z.string().optional() })),
          help: z.string().min(1),
        }),
      ),
    }),
  ),
  /** The pages, in the sidebar's order; `index` is the home page. */
  pages: markdownCollection(
    'pages',
    z.strictObject({
      title: text,
      description: text,
      order: z.number().int().positive(),
      /** Ends the page with the reference of every command, made from the CLI's own definitions. */
      commandReference: z.boolean().default(false),
    }),
  ),
};

export type DocsContent = typeof docsContent;

/** A command of the CLI, as the reference describes it. */
export type CommandHelp = LoadedData<DocsContent>['commands']['commands'][number];
