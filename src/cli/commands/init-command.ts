import { Option, type Command } from 'commander';
import { relative, resolve } from 'node:path';
import { starterNames, type StarterName } from '../../init/starter-names.ts';
import { ExitCode } from '../exit-codes.ts';

export function addInitCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('init [dir]')
    .description('start a new site in a folder from a starter: content, templates, styles and a deploy workflow')
    .addOption(
      new Option('-t, --template <starter>', 'the starter: one page, a blog with a feed and tags, or documentation')
        .choices(starterNames)
        .default('minimal'),
    )
    .addHelpText(
      'after',
      [
        '',
        'The folder is made when it does not exist; one that holds anything is refused.',
        '',
        'Starters:',
        '  minimal  one page and a not-found page',
        '  blog     a personal blog: posts, tags, a feed, search, social cards, sitegen new post',
        '  docs     documentation: pages in order in a sidebar, a table of contents, search, callouts',
        '',
        'Examples:',
        '  sitegen init my-site',
        '  sitegen init my-blog --template blog',
        '',
        'Exit codes: 0 created, 1 the folder is not empty or cannot be written, 2 usage error.',
      ].join('\n'),
    )
    .action(async (dir: string | undefined, options: { template: StarterName }) => {
      const { createSite, InitError } = await import('../../init/create-site.ts');
      const { localSitegenSource } = await import('../../init/sitegen-source.ts');
      const { nextCommands } = await import('../../init/next-commands.ts');
      const { packageRoot } = await import('../../render/package-root.ts');
      const root = process.cwd();
      const target = resolve(root, dir ?? '.');
      const shown = relative(root, target);
      try {
        const entries = await createSite(target, options.template);
        console.log(`Created a ${options.template} site in ${shown === '' ? 'this folder' : shown}: ${entries.join(', ')}`);
        const source = await localSitegenSource(packageRoot());
        console.log(`Next:\n  ${nextCommands(root, target, source)}`);
        if (source !== undefined) console.log(`This sitegen was not installed from the npm registry: the site installs it from ${source}.`);
        setExitCode(ExitCode.ok);
      } catch (error) {
        if (!(error instanceof InitError)) throw error;
        console.error(`Nothing created: ${error.message}`);
        setExitCode(ExitCode.siteError);
      }
    });
}
