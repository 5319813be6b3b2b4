import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** What Pagefind holds of each page it indexed under `folder` (a part, or every part): its fragments, unpacked. */
export async function searchFragments(folder: string): Promise<string[]> {
  const files = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.pf_fragment'));
  return Promise.all(files.map(async (file) => gunzipSync(await readFile(join(folder, file))).toString('utf8')));
}

/** What Pagefind holds of each page it indexed under `folder`: a fragment is Pagefind's signature, then the page's record as JSON. */
export async function searchRecords(folder: string): Promise<{ url: string; meta: { title: string } }[]> {
  return (await searchFragments(folder)).map(
    (text) => JSON.parse(text.slice(text.indexOf('{'))) as { url: string; meta: { title: string } },
  );
}

/** The address of every page a built site's search index holds, from each part its manifest names, sorted. */
export async function indexedUrls(outDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(outDir, 'search-indexes.json'), 'utf8')) as { parts: string[] };
  const records = await Promise.all(
    manifest.parts.map((part) => searchRecords(join(outDir, /(pagefind\/\d+)\/pagefind\.js$/.exec(part)?.[1] ?? part))),
  );
  return records
    .flat()
    .map((record) => record.url)
    .sort();
}
