import { recordedBuild } from '../../cache/last-build.ts';
import { checkSite } from '../../check/check-site.ts';
import { openPageFactsCache } from '../../check/page-facts-cache.ts';
import { formatProblems, listBriefly } from '../../check/problem.ts';
import { readSiteOutput } from '../../check/read-site-output.ts';
import type { SiteOutput } from '../../check/site-output.ts';
import { unknownBuild, type CheckInputs } from '../../check/check-inputs.ts';
import { formatContentError } from '../../content/content-error.ts';
import type { PastContentErrors } from '../../content/load-content.ts';
import { builtBase } from '../../serve/built-base.ts';
import { ExitCode } from '../exit-codes.ts';

/**
 * Checks a folder `sitegen build` (or another tool) wrote, with the base given, or else the one
 * its build recorded, or else the one its 404 page tells. Its content needs no check: a build
 * stops at any content error, so a folder it wrote has none.
 */
export async function checkBuiltFolder(root: string, dir: string, name: string, base: string | undefined): Promise<ExitCode> {
  const recorded = await recordedBuild(root, dir);
  const servedUnder = base ?? recorded?.base ?? (await builtBase(dir));
  return checkFolder(root, dir, name, { base: servedUnder, inputs: recorded?.checkInputs ?? unknownBuild });
}

/** What a check of a built folder knows of the build that wrote it. */
export interface BuiltFrom {
  /** The path the site is served under. */
  readonly base: string;
  /** The content errors a build went on past, leaving out the files that have them. */
  readonly past?: PastContentErrors | undefined;
  /** The bodies' links and the site's budgets, as far as they are known. */
  readonly inputs: CheckInputs;
  /** The templates' type errors, found beside the build, each as `file:line:column: message`. */
  readonly typeProblems?: readonly string[];
}

/**
 * Checks a built folder, prints one line per problem and a summary, and says how to exit. The problems
 * found in the sources come first: the templates' type errors, then the content errors of a build that went
 * on past them, with the files it left out, which were not checked.
 * Pages are read with the project's cache of page facts: an unchanged page is neither parsed nor validated again.
 */
export async function checkFolder(
  root: string,
  dir: string,
  name: string,
  { base, past, inputs, typeProblems = [] }: BuiltFrom,
): Promise<ExitCode> {
  let output: SiteOutput;
  const facts = await openPageFactsCache(root);
  try {
    output = await readSiteOutput(dir, base, facts);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : error instanceof Error ? error.message : String(error);
    console.error(`Check failed: cannot read ${name}: ${reason}.`);
    return ExitCode.siteError;
  }
  if (output.pages.length === 0) {
    console.error(`Check failed: ${name} holds no HTML pages.`);
    return ExitCode.siteError;
  }
  const problems = [...typeProblems, ...(past?.errors.map(formatContentError) ?? []), ...formatProblems(await checkSite(output, inputs))];
  facts.sweep();
  await facts.save();
  for (const line of problems) console.log(line);
  if (past && past.leftOut.length > 0)
    console.log(
      `Left out of the build for their content errors, so not checked: ${listBriefly(past.leftOut, namedFiles, ['file', 'files'])}.`,
    );
  const pages = `${output.pages.length} ${output.pages.length === 1 ? 'page' : 'pages'}`;
  console.log(problems.length === 0 ? `Checked ${pages}: no problems.` : `Checked ${pages}: ${problemCount(problems.length)}.`);
  return problems.length === 0 ? ExitCode.ok : ExitCode.siteError;
}

/** The most files named on the line of what was left out. */
const namedFiles = 5;

export function problemCount(count: number): string {
  return `${count} ${count === 1 ? 'problem' : 'problems'}`;
}
