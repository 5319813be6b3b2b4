import { mkdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { neighboursOf, swapIn, type SwapOptions } from './output-swap.ts';

/**
 * A build writes the whole site into a fresh folder beside the real output and swaps
 * it in only when everything succeeded: a failed or killed build leaves the previous
 * site intact, and a visitor or a deploy never sees half of one site and half of another.
 */
export interface StagedOutput {
  /** Where this build writes. */
  readonly dir: string;
  /** Replaces the output folder with the staged one. */
  commit(options?: SwapOptions): Promise<void>;
  /** Removes the staged folder, leaving the output folder as it was. */
  discard(): Promise<void>;
}

/** Makes the staging folder; call recoverOutput first, so that no swap a killed build began is left half-way. */
export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const neighbours = neighboursOf(outDir);
  const staged = neighbours.staging(suffix);
  await mkdir(staged, { recursive: true });
  return {
    dir: staged,
    commit: (options) => swapIn(outDir, staged, suffix, options),
    discard: () => rm(staged, { recursive: true, force: true }),
  };
}
