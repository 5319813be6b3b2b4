import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a file under a temporary name, then renames it into place: a reader running
 * alongside (another build, a deploy) sees the old file or the new one, never half of one.
 */
export async function writeFileAtomically(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
