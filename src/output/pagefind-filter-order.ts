import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import { z } from 'zod';
import { inCodeUnitOrder } from './code-unit-order.ts';
import { SearchIndexError } from './pagefind-process.ts';

/** What Pagefind puts before the CBOR inside each of its gzipped files. */
const signature = Buffer.from('pagefind_dcd');

const entrySchema = z.looseObject({
  languages: z.record(z.string(), z.looseObject({ hash: z.string() })),
});

/** A filter file: the filter's name, then each value with the numbers of the pages that have it. */
const filterSchema = z.tuple([z.string(), z.array(z.tuple([z.string(), z.array(z.number())]))]);

/** The metadata's fourth field: the filters, each by name and file. */
const filterListSchema = z.array(z.tuple([z.string(), z.string()]));

/**
 * Pagefind 1.5 gathers a site's filters in hash maps seeded at random in each run, and
 * writes them in the maps' order: the values inside each filter file, and the filters
 * the metadata names. Each of those files is named by a hash of its bytes, so two runs
 * over the same pages write the filters under other names, and the metadata and the
 * entry that name them differ too. Everything else Pagefind writes follows the pages'
 * order and the words' already. Here the values and the filters are put in code-unit
 * order, and the files written again under the names Pagefind gives such bytes: the same
 * pages make the same index, byte for byte.
 */
export async function orderPagefindFilters(folder: string): Promise<void> {
  const entryFile = join(folder, 'pagefind-entry.json');
  const entry = parsed(entrySchema, JSON.parse(await readFile(entryFile, 'utf8')), entryFile);
  // The languages are a hash map of Pagefind's too.
  const languages = Object.entries(entry.languages).sort(([a], [b]) => inCodeUnitOrder(a, b));
  for (const [language, described] of languages) described.hash = await orderLanguage(folder, language, described.hash);
  await writeFile(entryFile, JSON.stringify({ ...entry, languages: Object.fromEntries(languages) }));
}

/** Orders one language's filters, and returns the name of its metadata now. */
async function orderLanguage(folder: string, language: string, metaHash: string): Promise<string> {
  const metaFile = join(folder, `pagefind.${metaHash}.pf_meta`);
  const meta = parsed(z.array(z.unknown()), decode(await readPacked(metaFile)), metaFile);
  const filters = parsed(filterListSchema, meta[3], metaFile);
  if (filters.length === 0) return metaHash;
  const names = new Set<string>();
  const ordered: [string, string][] = [];
  for (const [name, hash] of [...filters].sort(([a], [b]) => inCodeUnitOrder(a, b))) {
    const file = join(folder, 'filter', `${hash}.pf_filter`);
    const [filter, values] = parsed(filterSchema, decode(await readPacked(file)), file);
    const bytes = encode([filter, [...values].sort(([a], [b]) => inCodeUnitOrder(a, b))]);
    const renamed = uniqueName(`${language}_${pagefindHash(bytes)}`, 7, names);
    await rm(file);
    await writePacked(join(folder, 'filter', `${renamed}.pf_filter`), bytes);
    ordered.push([name, renamed]);
  }
  const bytes = encode(meta.map((field, index) => (index === 3 ? ordered : field)));
  const renamed = `${language}_${pagefindHash(bytes).slice(0, 10)}`;
  await rm(metaFile);
  await writePacked(join(folder, `pagefind.${renamed}.pf_meta`), bytes);
  return renamed;
}

/**
 * The shortest name of at least `length` hash characters (after the language) no other
 * file of the folder has: Pagefind lengthens a name the same way when two collide.
 */
function uniqueName(full: string, length: number, taken: Set<string>): string {
  const prefix = full.indexOf('_') + 1;
  let name = full.slice(0, prefix + length);
  while (taken.has(name) && name.length < full.length) name = full.slice(0, name.length + 1);
  taken.add(name);
  return name;
}

/** A SHA-1 as Pagefind writes it: each byte in hex without its leading zero. */
function pagefindHash(bytes: Uint8Array): string {
  return [...createHash('sha1').update(bytes).digest()].map((byte) => byte.toString(16)).join('');
}

async function readPacked(file: string): Promise<Uint8Array> {
  const bytes = gunzipSync(await readFile(file));
  if (!bytes.subarray(0, signature.length).equals(signature)) throw new SearchIndexError(`${file} is not a file Pagefind 1.5 writes`);
  return bytes.subarray(signature.length);
}

function writePacked(file: string, bytes: Uint8Array): Promise<void> {
  return writeFile(file, gzipSync(Buffer.concat([signature, bytes]), { level: 9 }));
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new SearchIndexError(`${file} is not as Pagefind 1.5 writes it: ${result.error.message}`);
  return result.data;
}
