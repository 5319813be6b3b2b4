import type { Command } from 'commander';
import { createProgram } from './program.ts';

/** One command of the CLI as its help describes it: what a reference page shows. */
export interface CommandHelp {
  /** The words that run it after `sitegen` (`build`, `deploy s3`); empty for `sitegen` itself. */
  readonly name: string;
  readonly description: string;
  readonly options: readonly OptionHelp[];
  /** Exactly what `sitegen <name> --help` prints, as a pipe or a file receives it. */
  readonly help: string;
}

/** An option of a command: its flags as the help writes them (`-o, --out <dir>`), what it does and its default. */
export interface OptionHelp {
  readonly flags: string;
  readonly description: string;
  readonly default?: string;
}

/**
 * Every command of the CLI, `sitegen` itself first, each with the help it prints: taken
 * from the same definitions the CLI runs, so a page made from it cannot drift from them.
 * The help is laid out 80 columns wide and without colours, as commander prints it to
 * anything but a terminal; the kinds of entry `sitegen new --help` adds are the site's,
 * read where it runs, and are not part of it.
 */
export function commandReference(): readonly CommandHelp[] {
  // The version appears in no help text, only in what `--version` prints.
  return commandsUnder(createProgram('0.0.0'), []);
}

function commandsUnder(command: Command, words: readonly string[]): CommandHelp[] {
  const name = words.join(' ');
  const options = command.options.map((option) => ({
    flags: option.flags,
    description: option.description,
    ...(option.defaultValue === undefined ? {} : { default: String(option.defaultValue) }),
  }));
  const own: CommandHelp = { name, description: command.description(), options, help: printedHelp(command) };
  return [own, ...command.commands.flatMap((sub) => commandsUnder(sub, [...words, sub.name()]))];
}

function printedHelp(command: Command): string {
  let help = '';
  command.configureOutput({ writeOut: (text) => (help += text), getOutHelpWidth: () => 80, getOutHasColors: () => false });
  command.outputHelp();
  return help;
}
