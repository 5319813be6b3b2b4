import { resolve } from 'node:path';
import { build } from '../../build.ts';
import { checkSite } from '../../check/check-site.ts';
import { formatProblems, listBriefly } from '../../check/problem.ts';
import { readSiteOutput } from '../../check/read-site-output.ts';
import type { SiteOutput } from '../../check/site-output.ts';
import { buildFailure, ContentErrors, formatContentError } from '../../content/content-error.ts';
import type { PastContentErrors } from '../../content/load-content.ts';
import { PagePlanError } from '../../pipeline/plan-pages.ts';
import { ExitCode } from '../exit-codes.ts';
import { describeBuildError } from '../report-error.ts';

/** What `sitegen check` is told to check. */
export interface CheckOptions {
  readonly dir?: string;
  readonly base: string;
  readonly url?: string;
  readonly content?: string;
}

/**
 * Builds the sources into `outDir` and checks what they made. Files with content errors are left out of
 * that build, so that the rest of the site is checked too; a site that does not build even so is reported as such.
 */
export async function checkSources(root: string, outDir: string, options: CheckOptions): Promise<ExitCode> {
  const past: PastContentErrors[] = [];
  try {
    await build({
      root,
      contentDir: resolve(root, options.content ?? 'content'),
      outDir,
      base: options.base,
      url: options.url,
      pastErrors: (found) => past.push(found),
    });
  } catch (thrown) {
    const pastErrors = past.flatMap(({ errors }) => errors);
    // Content errors found after those the build went on past (images that cannot be decoded) are reported with them, as a build does;
    // before any other failure, they are problems of their own: the build stopped at something after them.
    const merged = thrown instanceof ContentErrors;
    const error = merged ? buildFailure([new ContentErrors(pastErrors), thrown]) : thrown;
    const contentErrors = merged ? [] : pastErrors.map(formatContentError);
    for (const line of contentErrors) console.log(line);
    console.error(describeBuildError(error));
    console.log(`Check failed: the site does not build (${problemCount(contentErrors.length + buildProblemCount(error))}).`);
    return ExitCode.siteError;
  }
  return checkFolder(outDir, 'the build', options.base, past[0]);
}

/**
 * Checks a built folder, prints one line per problem and a summary, and says how to exit. The content
 * errors of a build that went on past them come first, with the files it left out, which were not checked.
 */
export async function checkFolder(dir: string, name: string, base: string, past?: PastContentErrors): Promise<ExitCode> {
  let output: SiteOutput;
  try {
    output = await readSiteOutput(dir, base);
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
  const problems = [...(past?.errors.map(formatContentError) ?? []), ...formatProblems(await checkSite(output))];
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

function problemCount(count: number): string {
  return `${count} ${count === 1 ? 'problem' : 'problems'}`;
}

/** How many problems stopped the build: each content error, each address two routes claim. */
function buildProblemCount(error: unknown): number {
  if (error instanceof ContentErrors) return error.errors.length;
  if (error instanceof PagePlanError) return error.problems.length;
  return 1;
}
