import { Option, type Command } from 'commander';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from '../../build.ts';
import { scriptBudgetBytes, stylesheetBudgetBytes } from '../../check/budgets.ts';
import { checkSite } from '../../check/check-site.ts';
import { formatProblems } from '../../check/problem.ts';
import { readSiteOutput } from '../../check/read-site-output.ts';
import type { SiteOutput } from '../../check/site-output.ts';
import { ContentErrors } from '../../content/content-error.ts';
import { PagePlanError } from '../../pipeline/plan-pages.ts';
import { ExitCode } from '../exit-codes.ts';
import { parseOrigin } from '../options.ts';
import { describeBuildError } from '../report-error.ts';
import { runInterruptibly } from '../run-interruptibly.ts';

interface CheckOptions {
  readonly dir?: string;
  readonly base: string;
  readonly url?: string;
  readonly content?: string;
}

export function addCheckCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('check')
    .description('build the site and report everything wrong with it that needs no browser, before deploying')
    .option('-d, --dir <dir>', 'check this already built folder instead of building the sources')
    .option('-b, --base <path>', 'path the site is served under, e.g. /repo/ (with --dir: the base it was built with)', '/')
    .addOption(
      new Option('-u, --url <origin>', 'site origin for canonical links, sitemap and feed (default: url in content/site.yaml)')
        .argParser(parseOrigin)
        .conflicts('dir'),
    )
    .addOption(new Option('-c, --content <dir>', 'content folder (default: content)').conflicts('dir'))
    .addHelpText(
      'after',
      [
        '',
        'Reports, with the page or file of each: content and template errors, links and #anchors that',
        `lead nowhere, missing files, html-validate errors, pages over ${scriptBudgetBytes / 1024} KB of JavaScript or ${stylesheetBudgetBytes / 1024} KB of CSS`,
        '(gzipped), images without alt, Markdown images with no file or no alt text, image originals over',
        '5 MB, and titles or descriptions shared by two pages.',
        '',
        'Examples:',
        '  sitegen check',
        '  sitegen check --base /my-repo/ --url https://me.github.io',
        '  sitegen check --dir dist',
        '',
        'Exit codes: 0 no problems, 1 problems found, 2 usage error, 130 stopped by Ctrl+C.',
      ].join('\n'),
    )
    .action(async (options: CheckOptions) => {
      const root = process.cwd();
      if (options.dir !== undefined) {
        setExitCode(await checkFolder(resolve(root, options.dir), options.dir, options.base));
        return;
      }
      // The sources are built into a folder of the check's own: dist/ stays as the last `sitegen build` left it.
      // Made once Ctrl+C is handled, and removed however the check ends.
      let workDir: string | undefined;
      const removeWorkDir = () => {
        if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
      };
      try {
        const exitCode = await runInterruptibly(async () => {
          workDir = await mkdtemp(join(tmpdir(), 'sitegen-check-'));
          return checkSources(root, join(workDir, 'site'), options);
        }, removeWorkDir);
        setExitCode(exitCode);
      } finally {
        removeWorkDir();
      }
    });
}

/** Builds the sources into `outDir` and checks what they made; a site that does not build is reported as such. */
async function checkSources(root: string, outDir: string, options: CheckOptions): Promise<ExitCode> {
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
async function checkFolder(dir: string, name: string, base: string): Promise<ExitCode> {
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
