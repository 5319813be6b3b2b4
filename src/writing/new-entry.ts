import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { slug as slugOf } from 'github-slugger';
import { memoryBuildCache } from '../cache/build-cache.ts';
import { ContentErrors } from '../content/content-error.ts';
import { loadFrontMatter } from '../content/load-content.ts';
import { openSourceFiles } from '../content/source-files.ts';
import { loadSiteModule, siteModuleFile } from '../render/load-site-module.ts';

export interface NewEntryRequest {
  readonly root: string;
  readonly contentDir: string;
  /** A scaffold of the site's definition: `post`. */
  readonly kind: string;
  readonly title: string;
  readonly options: Readonly<Record<string, string>>;
  /** YYYY-MM-DD */
  readonly today: string;
}

/**
 * Why no entry was written: `usage` is the writer's request, `conflict` a file
 * already there, `content` errors in the content the new entry would join.
 */
export class NewEntryError extends Error {
  override name = 'NewEntryError';
  constructor(
    readonly kind: 'usage' | 'conflict' | 'content',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes a new entry into a collection, as the site's scaffold for `kind` makes it,
 * from the title and the content there is. Never overwrites a file.
 */
export async function createEntry(request: NewEntryRequest): Promise<{ file: string; note: string | undefined }> {
  const { definition, fingerprint } = await loadSiteModule(request.root);
  const scaffolds = definition.scaffolds ?? {};
  const scaffold = Object.hasOwn(scaffolds, request.kind) ? scaffolds[request.kind] : undefined;
  if (!scaffold) {
    const kinds = Object.keys(scaffolds);
    throw new NewEntryError(
      'usage',
      `the site has no '${request.kind}' to create (${kinds.length ? `it has: ${kinds.join(', ')}` : `it declares none in ${siteModuleFile}`})`,
    );
  }
  const known = Object.keys(scaffold.options ?? {});
  const unknown = Object.keys(request.options).filter((option) => !known.includes(option));
  if (unknown.length > 0) {
    throw new NewEntryError(
      'usage',
      `unknown option ${unknown.map((option) => `--${option}`).join(', ')} (known: ${known.map((option) => `--${option}`).join(', ') || 'none'})`,
    );
  }
  const title = request.title.trim();
  const slug = slugFor(title);
  if (!slug) throw new NewEntryError('usage', 'the title needs at least one letter or digit');
  const collection = definition.content[scaffold.collection];
  if (collection?.kind !== 'collection')
    throw new NewEntryError('usage', `${siteModuleFile}: '${scaffold.collection}' is not a collection`);

  let content;
  try {
    const cache = memoryBuildCache();
    content = loadFrontMatter(definition, {
      contentDir: request.contentDir,
      sources: openSourceFiles(),
      schemaVersion: fingerprint,
      checked: cache.checked,
    });
  } catch (error) {
    if (error instanceof ContentErrors) throw new NewEntryError('content', `fix the content first:\n${error.message}`);
    throw error;
  }
  let entry;
  try {
    entry = scaffold.create({ title, slug, today: request.today, options: request.options, content });
  } catch (error) {
    throw new NewEntryError('usage', error instanceof Error ? error.message : String(error));
  }
  const file = join(request.contentDir, collection.folder, `${entry.name}${collection.format === 'markdown' ? '.md' : '.yaml'}`);
  try {
    await writeFile(file, entry.text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new NewEntryError('conflict', `${relative(process.cwd(), file)} already exists`);
    throw error;
  }
  return { file, note: entry.note };
}

/** `Über Threads & Streams` -> `uber-threads-streams`: lowercase words joined by hyphens. */
function slugFor(title: string): string {
  const plain = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return slugOf(plain)
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
