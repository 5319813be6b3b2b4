import type { Command } from 'commander';
import { resolve } from 'node:path';
import { ExitCode } from '../exit-codes.ts';
import { parseOrigin } from '../options.ts';
import { progressLines } from '../progress-lines.ts';
import { describeBuildError } from '../report-error.ts';
import { runInterruptibly } from '../run-interruptibly.ts';

export function addBuildCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('build')
    .description('render the whole site into a folder of static files')
    .option('-o, --out <dir>', 'output folder, replaced only when the build succeeds', 'dist')
    .option('-b, --base <path>', 'path the site is served under, e.g. /repo/ for a GitHub Pages project site', '/')
    .option('-u, --url <origin>', 'site origin for canonical links, sitemap and feed (default: url in content/site.yaml)', parseOrigin)
    .option('-c, --content <dir>', 'content folder', 'content')
    .option(
      '-f, --functions <dir>',
      "folder for the bundles of the site's server functions, deployed apart from the site",
      'dist-functions',
    )
    .option('--drafts', 'also publish drafts and entries dated in the future')
    .option('--timings', 'print where the build spent its time')
    .addHelpText(
      'after',
      '\nExamples:\n  sitegen build\n  sitegen build --base /my-repo/ --url https://me.github.io\n\nExit codes: 0 built, 1 content or template error, 2 usage error, 130 stopped by Ctrl+C.',
    )
    .action(
      async (options: {
        out: string;
        base: string;
        url?: string;
        content: string;
        functions: string;
        drafts?: boolean;
        timings?: boolean;
      }) => {
        const root = process.cwd();
        const { build } = await loadEngine();
        try {
          const report = await runInterruptibly(() =>
            build({
              root,
              contentDir: resolve(root, options.content),
              outDir: resolve(root, options.out),
              // Outside the site's folder: functions are deployed to a function host, not a static one.
              functionsDir: resolve(root, options.functions),
              base: options.base,
              url: options.url,
              drafts: options.drafts === true,
              progress: progressLines({ after: slowStepMs, write: (line) => console.log(line) }),
            }),
          );
          const kept = report.upToDate ? `: nothing changed since the last build, so ${options.out}/ was kept as it was` : '';
          console.log(`Built ${report.pages} pages, ${report.assets} assets in ${Math.round(report.milliseconds)} ms${kept}`);
          if (!report.upToDate) {
            console.log(`Images: ${report.images.encoded} encoded, ${report.images.reused} from cache`);
            console.log(`Social cards: ${report.cards.made} made, ${report.cards.fromCache} from cache`);
          }
          for (const warning of report.warnings) console.error(`Warning: ${warning}`);
          if (options.timings) {
            const parts = Object.entries(report.timings).map(([step, milliseconds]) => `${step} ${Math.round(milliseconds)} ms`);
            console.log(`Timings: ${parts.join(', ')}`);
          }
          for (const { name, path, fetch, lambda } of report.bundles) {
            console.log(
              `Function ${name} (${path}): ${options.functions}/${fetch} (Fetch API), ${options.functions}/${lambda} (AWS Lambda)`,
            );
          }
          setExitCode(ExitCode.ok);
        } catch (error) {
          console.error(describeBuildError(error));
          setExitCode(ExitCode.siteError);
        }
      },
    );
}

/** How long a step runs before the command says what it is doing: a build that takes less prints nothing more. */
const slowStepMs = 1000;

/** The engine, loaded when the command runs: `--help` and the other commands start without it. */
function loadEngine() {
  return import('../../build.ts');
}
