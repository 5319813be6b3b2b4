import type { Command } from 'commander';
import { resolve } from 'node:path';
import { build } from '../../build.ts';
import { ExitCode } from '../exit-codes.ts';
import { parseOrigin } from '../options.ts';
import { describeBuildError } from '../report-error.ts';

export function addBuildCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('build')
    .description('render the whole site into a folder of static files')
    .option('-o, --out <dir>', 'output folder, replaced only when the build succeeds', 'dist')
    .option('-b, --base <path>', 'path the site is served under, e.g. /repo/ for a GitHub Pages project site', '/')
    .option('-u, --url <origin>', 'site origin for canonical links, sitemap and feed (default: url in content/site.yaml)', parseOrigin)
    .option('-c, --content <dir>', 'content folder', 'content')
    .addHelpText(
      'after',
      '\nExamples:\n  sitegen build\n  sitegen build --base /my-repo/ --url https://me.github.io\n\nExit codes: 0 built, 1 content or template error, 2 usage error.',
    )
    .action(async (options: { out: string; base: string; url?: string; content: string }) => {
      const root = process.cwd();
      try {
        const report = await build({
          root,
          contentDir: resolve(root, options.content),
          outDir: resolve(root, options.out),
          base: options.base,
          url: options.url,
        });
        console.log(`Built ${report.pages} pages, ${report.assets} assets in ${Math.round(report.milliseconds)} ms`);
        setExitCode(ExitCode.ok);
      } catch (error) {
        console.error(describeBuildError(error));
        setExitCode(ExitCode.siteError);
      }
    });
}
