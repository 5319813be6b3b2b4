import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decode } from 'cborg';

/** What Pagefind holds of each page it indexed under `folder` (a part, or every part): its fragments, unpacked. */
export async function searchFragments(folder: string): Promise<string[]> {
  const files = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.pf_fragment'));
  return Promise.all(files.map(async (file) => gunzipSync(await readFile(join(folder, file))).toString('utf8')));
}

/** What Pagefind holds of a page: its address, title and text, and each element with an id (where its words start, and its text). */
export interface SearchRecord {
  readonly url: string;
  readonly meta: { readonly title: string };
  readonly content: string;
  readonly anchors: readonly { readonly element: string; readonly id: string; readonly text: string; readonly location: number }[];
}

/** What Pagefind holds of each page it indexed under `folder`: a fragment is Pagefind's signature, then the page's record as JSON. */
export async function searchRecords(folder: string): Promise<SearchRecord[]> {
  return (await searchFragments(folder)).map((text) => JSON.parse(text.slice(text.indexOf('{'))) as SearchRecord);
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

/**
 * Each filter of the index under `folder` (a part), as its metadata names them: the
 * filter's name, then each value in the file's order with the addresses of its pages.
 */
export async function searchFilters(folder: string): Promise<[filter: string, values: [value: string, urls: string[]][]][]> {
  const entry = JSON.parse(await readFile(join(folder, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
  const [language] = Object.values(entry.languages);
  const meta = decodePacked(await readFile(join(folder, `pagefind.${language?.hash}.pf_meta`))) as [
    string,
    [hash: string, words: number][],
    unknown,
    [filter: string, hash: string][],
  ];
  const urls = await Promise.all(
    meta[1].map(async ([hash]) => {
      const text = gunzipSync(await readFile(join(folder, 'fragment', `${hash}.pf_fragment`))).toString('utf8');
      return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
    }),
  );
  return Promise.all(
    meta[3].map(async ([filter, hash]) => {
      const [, values] = decodePacked(await readFile(join(folder, 'filter', `${hash}.pf_filter`))) as [string, [string, number[]][]];
      return [filter, values.map(([value, pages]) => [value, pages.map((page) => urls[page] ?? `page ${page}`).sort()])] as [
        string,
        [string, string[]][],
      ];
    }),
  );
}

/** A gzipped file of Pagefind's: its signature, then CBOR. */
function decodePacked(bytes: Buffer): unknown {
  return decode(gunzipSync(bytes).subarray('pagefind_dcd'.length));
}
