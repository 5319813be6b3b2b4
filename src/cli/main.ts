import { CommanderError } from 'commander';
import { version } from '../version.ts';
import { createProgram } from './program.ts';
import { ExitCode } from './exit-codes.ts';

/** Runs the command line and resolves to the process exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  process.setSourceMapsEnabled(true);
  const program = createProgram(version);
  try {
    await program.parseAsync(argv);
    return program.exitCode ?? ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version also end here, with exit code 0.
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    throw error;
  }
}
