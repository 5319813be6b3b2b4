import type { Command } from 'commander';
import { relative, resolve } from 'node:path';
import { ExitCode } from '../exit-codes.ts';
import { localDate } from '../../writing/local-date.ts';

export function addNewCommand(program: Command, setExitCode: (code: number) => void): void {
  const command = program
    .command('new <kind> <title>')
    .description('start a new entry of a collection, of a kind the site declares (scaffolds in templates/site.ts)')
    .option('-c, --content <dir>', 'content folder', 'content')
    // The kind's own options (`--tag`) are declared by the site, not here: they are read after the title.
    .allowUnknownOption()
    .allowExcessArguments()
    .addHelpText(
      'after',
      [
        '',
        "Each kind, and the options it takes, is declared in the site's templates/site.ts (scaffolds).",
        'Options of the kind go after the title, as --name value. A required one left out is refused, with the values it takes.',
        '',
        'Examples, in a blog made by sitegen init --template blog:',
        '  sitegen new post "What the Profiler Showed"',
        '  sitegen new post "Tuning Pauses" --tag jvm',
        '',
        'The new entry is checked as a build checks the content, and written only if it passes.',
        '',
        'Exit codes: 0 created, 1 the file exists or cannot be written, or the content with the new entry has errors, 2 usage error.',
      ].join('\n'),
    )
    .action(async (kind: string, title: string, options: { content: string }, command: Command) => {
      // Loaded only for this command: every other one starts without it.
      const { createEntry, NewEntryError } = await import('../../writing/new-entry.ts');
      const root = process.cwd();
      try {
        const created = await createEntry({
          root,
          contentDir: resolve(root, options.content),
          kind,
          title,
          options: kindOptions(command.args.slice(2)),
          today: localDate(new Date()),
        });
        console.log(`Created ${relative(root, created.file)}${created.note ? ` (${created.note})` : ''}`);
        if (created.slugNote) console.log(created.slugNote);
        setExitCode(ExitCode.ok);
      } catch (error) {
        if (!(error instanceof NewEntryError)) throw error;
        console.error(`Nothing created: ${error.message}`);
        setExitCode(error.kind === 'usage' ? ExitCode.usage : ExitCode.siteError);
      }
    });
  // The kinds are the site's: its module is loaded to list them only when this command's help is asked for.
  program.hook('preSubcommand', async (_program, subcommand) => {
    if (subcommand !== command || !program.args.some((arg) => arg === '--help' || arg === '-h')) return;
    const { siteScaffoldsHelp } = await import('../../writing/scaffold-help.ts');
    command.addHelpText('after', `\n${await siteScaffoldsHelp(process.cwd())}`);
  });
}

/** `--tag tools --author=Ann` -> { tag, author }; anything else is kept as given, to be refused. */
function kindOptions(args: readonly string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index++) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(args[index] ?? '');
    if (!match?.[1]) {
      options[args[index] ?? ''] = '';
      continue;
    }
    const value = match[2] ?? args[index + 1];
    if (match[2] === undefined) index++;
    options[match[1]] = value ?? '';
  }
  return options;
}
