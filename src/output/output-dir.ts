import { mkdir, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/**
 * A build writes into a fresh folder beside the real output and swaps it in only
 * when everything succeeded, so a failed build leaves the previous site intact.
 */
export interface StagedOutput {
  /** Where this build writes. */
  readonly dir: string;
  /** Replaces the output folder with the staged one. */
  commit(): Promise<void>;
  /** Removes the staged folder, leaving the output folder as it was. */
  discard(): Promise<void>;
}

export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staged = join(dirname(outDir), `.${basename(outDir)}.tmp-${suffix}`);
  const previous = join(dirname(outDir), `.${basename(outDir)}.old-${suffix}`);
  await mkdir(staged, { recursive: true });
  return {
    dir: staged,
    async commit() {
      const hadPrevious = await rename(outDir, previous).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      await rename(staged, outDir);
      if (hadPrevious) await rm(previous, { recursive: true, force: true });
    },
    discard: () => rm(staged, { recursive: true, force: true }),
  };
}
