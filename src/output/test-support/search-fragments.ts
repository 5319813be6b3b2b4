import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** What Pagefind holds of each page it indexed under `folder` (a part, or every part): its fragments, unpacked. */
export async function searchFragments(folder: string): Promise<string[]> {
  const files = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.pf_fragment'));
  return Promise.all(files.map(async (file) => gunzipSync(await readFile(join(folder, file))).toString('utf8')));
}
