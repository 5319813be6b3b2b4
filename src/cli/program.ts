import { Command } from 'commander';
import { addBuildCommand } from './commands/build-command.ts';
import { addCheckCommand } from './commands/check-command.ts';
import { addDeployCommand } from './commands/deploy-command.ts';
import { addDevCommand } from './commands/dev-command.ts';
import { addInitCommand } from './commands/init-command.ts';
import { addNewCommand } from './commands/new-command.ts';
import { addPreviewCommand } from './commands/preview-command.ts';

/** A Command that remembers the exit code its action chose. */
export interface SitegenProgram extends Command {
  exitCode?: number;
}

export function createProgram(version: string): SitegenProgram {
  const program: SitegenProgram = new Command('sitegen')
    .description('Build a static website from Markdown and YAML content and React templates.')
    .version(version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showHelpAfterError('(run sitegen --help for usage)')
    .exitOverride();

  const setExitCode = (code: number) => {
    program.exitCode = code;
  };
  addBuildCommand(program, setExitCode);
  addCheckCommand(program, setExitCode);
  addDeployCommand(program, setExitCode);
  addDevCommand(program, setExitCode);
  addInitCommand(program, setExitCode);
  addNewCommand(program, setExitCode);
  addPreviewCommand(program, setExitCode);
  return program;
}
