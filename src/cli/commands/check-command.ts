import { Option, type Command } from 'commander';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defaultBudgets } from '../../check/budgets.ts';
import { parseOrigin } from '../options.ts';
import { runInterruptibly } from '../run-interruptibly.ts';
import type { CheckOptions } from './run-check.ts';

export function addCheckCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('check')
    .description('build the site and report everything wrong with it that needs no browser, before deploying')
    .option('-d, --dir <dir>', 'check a folder sitegen build made (its --out, e.g. dist) instead of building the sources')
    .option('-b, --base <path>', 'path the site is served under, e.g. /repo/ (default: /; with --dir: the base its build recorded)')
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
        'Reports, with the page or file of each: content and template errors (text sitegen new wrote for the',
        "writer to replace, left in an entry that is not a draft, among them), the templates' type errors (with",
        "the project's TypeScript and tsconfig.json, or strict defaults over templates/), links and #anchors that lead",
        "nowhere, missing files, html-validate errors, pages over the site's budgets (gzipped; by default",
        `${defaultBudgets.script / 1024} KB of JavaScript and ${defaultBudgets.stylesheet / 1024} KB of CSS), images without alt, Markdown images with no`,
        'file or no alt text, image originals over 5 MB, titles or descriptions shared by two pages, and a',
        'feed.xml or sitemap.xml that readers or crawlers would refuse (not well-formed XML, a character XML',
        'forbids, the wrong root element, a feed item without a title or a link, a <loc> that is not an',
        'absolute address of the site).',
        '',
        'Files with content errors are left out of the build, so that the rest of the site is still checked;',
        'the report names them. A data file with an error stops the build: every page may show it.',
        '',
        'With --dir, the folder is checked as it stands, without building, for all of the above but content',
        'and template errors: `sitegen build` stops at any, so a folder it wrote has none. Its base is the',
        'one that build recorded (for a folder built elsewhere, the path its 404 page loads assets/ under).',
        'Either way, a page read before with the same HTML is taken from .sitegen/cache, not read again.',
        '',
        'Examples:',
        '  sitegen check',
        '  sitegen check --base /my-repo/ --url https://me.github.io',
        '  sitegen build --base /my-repo/ --url https://me.github.io && sitegen check --dir dist',
        '',
        'Exit codes: 0 no problems, 1 problems found, 2 usage error, 130 stopped by Ctrl+C.',
      ].join('\n'),
    )
    .action(async (options: CheckOptions) => {
      const root = process.cwd();
      // Loaded when the command runs: `--help` and the other commands start without the engine and the checks,
      // and a check of a built folder without the engine.
      if (options.dir !== undefined) {
        const { checkBuiltFolder } = await import('./check-folder.ts');
        setExitCode(await checkBuiltFolder(root, resolve(root, options.dir), options.dir, options.base));
        return;
      }
      const { checkSources } = await import('./run-check.ts');
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
