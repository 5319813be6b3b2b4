import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { memoryBuildCache } from '../cache/build-cache.ts';
import { ContentErrors } from '../content/content-error.ts';
import { loadFrontMatter } from '../content/load-content.ts';
import { placeholdersOf } from '../content/placeholder-text.ts';
import { openSourceFiles } from '../content/source-files.ts';
import { loadSiteModule } from '../render/load-site-module.ts';
import { siteModuleFile } from '../render/site-definition.ts';
import { checkContentWith } from './check-with-entry.ts';
import { entrySlug } from './entry-slug.ts';
import { optionProblems } from './scaffold-options.ts';

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

export interface CreatedEntry {
  readonly file: string;
  /** The scaffold's word on the entry: `id 14, a draft`. */
  readonly note: string | undefined;
  /** How its slug was made, when it is not simply the title's words. */
  readonly slugNote: string | undefined;
}

/**
 * Why no entry was written: `usage` is the writer's request, `conflict` a file
 * already there, `content` errors the content would have with the new entry in it,
 * `file` a file that could not be written.
 */
export class NewEntryError extends Error {
  override name = 'NewEntryError';
  constructor(
    readonly kind: 'usage' | 'conflict' | 'content' | 'file',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes a new entry into a collection, as the site's scaffold for `kind` makes it,
 * from the title and the content there is; only once the content with it passes
 * every check a build makes. Never overwrites a file.
 */
export async function createEntry(request: NewEntryRequest): Promise<CreatedEntry> {
  const module = await loadSiteModule(request.root);
  const { definition, fingerprint } = module;
  const scaffolds = definition.scaffolds ?? {};
  const scaffold = Object.hasOwn(scaffolds, request.kind) ? scaffolds[request.kind] : undefined;
  if (!scaffold) {
    const kinds = Object.keys(scaffolds);
    throw new NewEntryError(
      'usage',
      `the site has no '${request.kind}' to create (${kinds.length ? `it has: ${kinds.join(', ')}` : `it declares none in ${siteModuleFile}`})`,
    );
  }
  const title = request.title.trim();
  const slug = entrySlug(title, request.kind);
  if (!slug) throw new NewEntryError('usage', 'the title needs at least one letter, digit or emoji');
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
      placeholders: placeholdersOf(definition.scaffolds),
    });
  } catch (error) {
    if (error instanceof ContentErrors) throw new NewEntryError('content', `fix the content first:\n${error.message}`);
    throw error;
  }
  const problems = runScaffold(() => optionProblems(scaffold, request.options, content));
  if (problems.length > 0) throw new NewEntryError('usage', problems.join('\n'));
  const entry = runScaffold(() => scaffold.create({ title, slug: slug.slug, today: request.today, options: request.options, content }));
  const fileName = `${entry.name}${collection.format === 'markdown' ? '.md' : '.yaml'}`;
  if (!isPlainFileName(fileName)) {
    throw new NewEntryError(
      'usage',
      `${siteModuleFile}: the scaffold '${request.kind}' names its entry ${JSON.stringify(entry.name)}, which is not a file name`,
    );
  }
  const file = join(request.contentDir, collection.folder, fileName);
  const shown = relative(process.cwd(), file);
  if (existsSync(file)) throw new NewEntryError('conflict', `${shown} already exists`);
  try {
    await checkContentWith(module, request.root, request.contentDir, { path: file, text: entry.text });
  } catch (error) {
    if (error instanceof ContentErrors) throw new NewEntryError('content', `with ${shown}, the build would fail with ${error.message}`);
    throw error;
  }
  await writeNewFile(file, entry.text, shown);
  return { file, note: entry.note, slugNote: slug.note };
}

/** Runs the site's scaffold code (an option's choices, `create`): what it throws tells the writer what to change. */
function runScaffold<Result>(run: () => Result): Result {
  try {
    return run();
  } catch (error) {
    throw new NewEntryError('usage', error instanceof Error ? error.message : String(error));
  }
}

/** Writes a file that must not be there yet, in its folder, made if missing; refuses rather than throwing a system error. */
async function writeNewFile(file: string, text: string, shown: string): Promise<void> {
  const cannotWrite = (error: unknown) => new NewEntryError('file', `${shown} could not be written (${errorCode(error)})`);
  await mkdir(dirname(file), { recursive: true }).catch((error: unknown) => {
    throw cannotWrite(error);
  });
  await writeFile(file, text, { flag: 'wx' }).catch((error: unknown) => {
    throw errorCode(error) === 'EEXIST' ? new NewEntryError('conflict', `${shown} already exists`) : cannotWrite(error);
  });
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : String(error);
}

/** One file of the collection's folder that a build reads: no folder in it, not hidden, and short enough for any file system. */
function isPlainFileName(name: string): boolean {
  return basename(name) === name && !name.includes('\\') && !name.startsWith('.') && Buffer.byteLength(name) <= 255;
}
