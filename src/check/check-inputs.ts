import { relative, resolve } from 'node:path';
import { z } from 'zod';
import type { SourcedLink } from '../content/body-links.ts';
import { defaultBudgets, type Budgets } from './budgets.ts';

/** What a check of a built folder needs from the build that wrote it, beyond the folder itself. */
export interface CheckInputs {
  /** The links the Markdown bodies make, at their files and lines: where a broken one is reported. */
  readonly bodyLinks: readonly SourcedLink[];
  /** What a page may load at once, as the site set it. */
  readonly budgets: Budgets;
}

/** What a check knows of a folder no build of this project speaks of: no bodies, the default budgets. */
export const unknownBuild: CheckInputs = { bodyLinks: [], budgets: defaultBudgets };

/** The inputs as a record keeps them: files named from the project's root, so that they read the same from any folder. */
export function recordedCheckInputs(root: string, inputs: CheckInputs): CheckInputs {
  return { ...inputs, bodyLinks: inputs.bodyLinks.map((link) => ({ ...link, file: relative(root, resolve(link.file)) })) };
}

/** What a record keeps of the inputs: anything else in its place is read as no record. */
const recordedInputs = z.object({
  bodyLinks: z.array(z.object({ file: z.string(), line: z.number(), url: z.string() })),
  budgets: z.object({ script: z.number(), stylesheet: z.number() }),
});

/** The inputs a record kept, with files as the running command shows them (from its working folder); undefined if malformed. */
export function checkInputsOfRecord(root: string, value: unknown): CheckInputs | undefined {
  const parsed = recordedInputs.safeParse(value);
  if (!parsed.success) return undefined;
  const { bodyLinks, budgets } = parsed.data;
  return { budgets, bodyLinks: bodyLinks.map((link) => ({ ...link, file: relative(process.cwd(), resolve(root, link.file)) })) };
}
