import { relative, resolve } from 'node:path';
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

/** The inputs a record kept, with files as the running command shows them (from its working folder); undefined if malformed. */
export function checkInputsOfRecord(root: string, value: unknown): CheckInputs | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { bodyLinks, budgets } = value as Partial<Record<keyof CheckInputs, unknown>>;
  if (!Array.isArray(bodyLinks) || !bodyLinks.every(isSourcedLink) || !isBudgets(budgets)) return undefined;
  return { budgets, bodyLinks: bodyLinks.map((link) => ({ ...link, file: relative(process.cwd(), resolve(root, link.file)) })) };
}

function isSourcedLink(value: unknown): value is SourcedLink {
  if (typeof value !== 'object' || value === null) return false;
  const { file, line, url } = value as Partial<Record<keyof SourcedLink, unknown>>;
  return typeof file === 'string' && typeof line === 'number' && typeof url === 'string';
}

function isBudgets(value: unknown): value is Budgets {
  if (typeof value !== 'object' || value === null) return false;
  const { script, stylesheet } = value as Partial<Record<keyof Budgets, unknown>>;
  return typeof script === 'number' && typeof stylesheet === 'number';
}
