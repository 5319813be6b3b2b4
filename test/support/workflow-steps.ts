import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

/** What the tests read of a GitHub Actions workflow. */
export interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}

export interface Job {
  steps: Step[];
  needs?: string;
  if?: string;
  env?: Record<string, string>;
}

export interface Workflow {
  on: { push?: { branches?: string[] }; schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

export async function readWorkflow(file: string): Promise<Workflow> {
  return parse(await readFile(file, 'utf8')) as Workflow;
}

/** The sitegen command a workflow line runs (`build`, `check`), however it starts the CLI; undefined for other lines. */
export const sitegenCommand = (line: string) => /^(?:npx sitegen|node bin\/sitegen\.js) (\w+)/.exec(line.trim())?.[1];

/** The arguments a workflow line gives the CLI, with the `${{ ... }}` expressions given their values and the shell's quotes taken off. */
export function sitegenArguments(line: string, values: Readonly<Record<string, string>>): string[] {
  const expanded = line.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => values[name] ?? name);
  const words = [...expanded.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
  return words.slice(words.findIndex((word) => /sitegen(\.js)?$/.test(word)) + 1);
}
