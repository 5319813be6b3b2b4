import { resolve } from 'node:path';
import { build, type PublishReport } from '../../build.ts';
import { buildFailure, ContentErrors, formatContentError } from '../../content/content-error.ts';
import type { PastContentErrors } from '../../content/load-content.ts';
import { checkTemplateTypes } from '../../check/template-types.ts';
import { PagePlanError } from '../../pipeline/plan-pages.ts';
import { ExitCode } from '../exit-codes.ts';
import { describeBuildError } from '../report-error.ts';
import { checkFolder, problemCount } from './check-folder.ts';

/** What `sitegen check` is told to check. */
export interface CheckOptions {
  readonly dir?: string;
  /** Unset: `/` for the sources; for a built folder, the base its build recorded, or the one its 404 page tells. */
  readonly base?: string;
  readonly url?: string;
  readonly content?: string;
}

/**
 * Type-checks the templates, builds the sources into `outDir` and checks what they made. Files with content
 * errors are left out of that build, so that the rest of the site is checked too; a site that does not build
 * even so is reported as such, with its templates' type errors.
 */
export async function checkSources(root: string, outDir: string, options: CheckOptions): Promise<ExitCode> {
  // tsc runs in a process of its own, beside the build.
  const typeCheck = checkTemplateTypes(root);
  const typeProblems = async () => {
    const types = await typeCheck;
    if (types.kind === 'skipped') console.log(`Type checking of the templates skipped: ${types.reason}.`);
    return types.kind === 'checked' ? types.problems : [];
  };
  const past: PastContentErrors[] = [];
  const base = options.base ?? '/';
  let built: PublishReport;
  try {
    built = await build({
      root,
      contentDir: resolve(root, options.content ?? 'content'),
      outDir,
      base,
      url: options.url,
      pastErrors: (found) => past.push(found),
    });
  } catch (thrown) {
    const templateErrors = await typeProblems();
    const pastErrors = past.flatMap(({ errors }) => errors);
    // Content errors found after those the build went on past (images that cannot be decoded) are reported with them, as a build does;
    // before any other failure, they are problems of their own: the build stopped at something after them.
    const merged = thrown instanceof ContentErrors;
    const error = merged ? buildFailure([new ContentErrors(pastErrors), thrown]) : thrown;
    const contentErrors = merged ? [] : pastErrors.map(formatContentError);
    for (const line of [...templateErrors, ...contentErrors]) console.log(line);
    console.error(describeBuildError(error));
    const count = templateErrors.length + contentErrors.length + buildProblemCount(error);
    console.log(`Check failed: the site does not build (${problemCount(count)}).`);
    return ExitCode.siteError;
  }
  return checkFolder(root, outDir, 'the build', { base, past: past[0], inputs: built.checkInputs, typeProblems: await typeProblems() });
}

/** How many problems stopped the build: each content error, each address two routes claim. */
function buildProblemCount(error: unknown): number {
  if (error instanceof ContentErrors) return error.errors.length;
  if (error instanceof PagePlanError) return error.problems.length;
  return 1;
}
