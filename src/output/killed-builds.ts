import { recoverOutput, type Recovery } from './output-swap.ts';
import { removeAbandonedStagedPages } from './staging-folder.ts';

/**
 * Puts right what builds killed before they finished left behind: an output swap
 * begun and not finished, staging folders beside the output, and the search pages
 * they staged in memory. A build does it first, before it looks at its output, and
 * even when it then finds nothing to do: an up-to-date build would otherwise never
 * come to the memory a killed one still holds.
 */
export async function recoverFromKilledBuilds(outDir: string): Promise<Recovery> {
  const recovery = await recoverOutput(outDir);
  removeAbandonedStagedPages();
  return recovery;
}
