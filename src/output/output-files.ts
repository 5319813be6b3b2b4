import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { isInside } from './is-inside.ts';

/**
 * Writes a page inside the output at once: its HTML is garbage before the next page is
 * rendered, and young garbage costs the collector next to nothing. Written
 * asynchronously, pages waited across turns of the event loop long enough to be kept
 * in V8's old generation, whose garbage made most of a large build's peak memory.
 */
export function writeOutputFileSync(outDir: string, file: string, content: string): void {
  const target = outputPathOf(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** Writes a file inside the output, making its folders. */
export async function writeOutputFile(outDir: string, file: string, content: string | Uint8Array): Promise<void> {
  const target = outputPathOf(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

/** A file the output was asked to hold that would not be inside it. */
export class OutsideOutputError extends Error {
  override name = 'OutsideOutputError';
}

/**
 * Where a file of the output is written: the second guard, after the site-path rule
 * the plan applies, on the very path written to, so that no caller's mistake can
 * write anywhere but inside the output folder.
 */
function outputPathOf(outDir: string, file: string): string {
  const folder = resolve(outDir);
  const target = resolve(folder, file);
  if (!isInside(folder, target))
    throw new OutsideOutputError(`refused to write ${JSON.stringify(file)}: it is not inside the output folder ${folder}`);
  return target;
}
