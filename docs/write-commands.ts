/**
 * Writes `docs/content/commands.yaml`, the command reference the docs' Commands page
 * shows, from the CLI's own definitions (src/cli/command-reference.ts). Run it after
 * changing a command: `npx tsx docs/write-commands.ts`. The docs' test fails while
 * the page and `sitegen <command> --help` disagree.
 */
import { writeFile } from 'node:fs/promises';
import { stringify } from 'yaml';
import { commandReference } from '../src/cli/command-reference.ts';

export const commandsFile = new URL('content/commands.yaml', import.meta.url);

export function commandsYaml(): string {
  const header = "# Written by docs/write-commands.ts from the CLI's definitions: edit the commands, not this file.\n";
  return header + stringify({ commands: commandReference() }, { lineWidth: 0 });
}

if (import.meta.url === `file://${process.argv[1]}`) await writeFile(commandsFile, commandsYaml());
