import { dataFile, markdownCollection, type LoadedData } from 'sitegen';
import { z } from 'zod';
import { docsContent, pagePublishing, pageSchema } from './content.ts';

const text = z.string().trim().min(1, 'must not be empty');

/** The starter's content, and the command reference that sitegen's own docs add to it. */
export const referenceContent = {
  ...docsContent,
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
  pages: markdownCollection(
    'pages',
    pageSchema.extend({
      /** Ends the page with the reference of every command, made from the CLI's own definitions. */
      commandReference: z.boolean().default(false),
    }),
    { publishing: pagePublishing },
  ),
};

export type ReferenceContent = typeof referenceContent;

/** A command of the CLI, as the reference describes it. */
export type CommandHelp = LoadedData<ReferenceContent>['commands']['commands'][number];
