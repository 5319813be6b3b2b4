import { constants } from 'node:os';
import { removeOwnStagedPages } from '../output/staging-folder.ts';

const stopSignals = ['SIGINT', 'SIGTERM'] as const;

/**
 * Runs a build that Ctrl+C (SIGINT) or SIGTERM may stop. Stopped, the process removes
 * what the build staged in memory, and `cleanUp` what the command made, before it
 * exits with 128 plus the signal's number, as a shell reports a process a signal
 * ended (130 for Ctrl+C): left to the signal's default, it would end at once and
 * leave the search pages being indexed in memory until the next build. What it left
 * on the disk (the output being written) the next build clears.
 */
export async function runInterruptibly<Result>(work: () => Promise<Result>, cleanUp: () => void = () => undefined): Promise<Result> {
  const stop = (signal: NodeJS.Signals) => {
    try {
      removeOwnStagedPages();
      cleanUp();
    } finally {
      // Whatever the cleanup met, the process ends as the signal asked.
      process.exit(128 + constants.signals[signal]);
    }
  };
  for (const signal of stopSignals) process.once(signal, stop);
  try {
    return await work();
  } finally {
    for (const signal of stopSignals) process.off(signal, stop);
  }
}
