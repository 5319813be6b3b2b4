import { resolve } from 'node:path';
import { build } from '../../build.ts';
import { checkSite } from '../../check/check-site.ts';
import { formatProblems } from '../../check/problem.ts';
import { readSiteOutput } from '../../check/read-site-output.ts';
import type { SiteOutput } from '../../check/site-output.ts';
import { ContentErrors } from '../../content/content-error.ts';
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

/** Builds the sources into `outDir` and checks what they made; a site that does not build is reported as such. */
export async function checkSources(root: string, outDir: string, options: CheckOptions): Promise<ExitCode> {
  try {
    await build({ root, contentDir: resolve(root, options.content ?? 'content'), outDir, base: options.base, url: options.url });
  } catch (error) {
    console.error(describeBuildError(error));
    console.log(`Check failed: the site does not build (${problemCount(buildProblemCount(error))}).`);
    return ExitCode.siteError;
  }
  return checkFolder(outDir, 'the build', options.base);
}

/** Checks a built folder, prints one line per problem and a summary, and says how to exit. */
export async function checkFolder(dir: string, name: string, base: string): Promise<ExitCode> {
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
  const problems = formatProblems(await checkSite(output));
  for (const line of problems) console.log(line);
  const pages = `${output.pages.length} ${output.pages.length === 1 ? 'page' : 'pages'}`;
  console.log(problems.length === 0 ? `Checked ${pages}: no problems.` : `Checked ${pages}: ${problemCount(problems.length)}.`);
  return problems.length === 0 ? ExitCode.ok : ExitCode.siteError;
}

function problemCount(count: number): string {
  return `${count} ${count === 1 ? 'problem' : 'problems'}`;
}

/** How many problems stopped the build: each content error, each address two routes claim. */
function buildProblemCount(error: unknown): number {
  if (error instanceof ContentErrors) return error.errors.length;
  if (error instanceof PagePlanError) return error.problems.length;
  return 1;
}
