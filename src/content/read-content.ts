import { readdirSync } from 'node:fs';
import { extname, join, posix, relative, resolve, sep } from 'node:path';
import type { z } from 'zod';
import type { Memo } from '../cache/memo.ts';
import type { Collection, ContentSources } from '../definition/content-sources.ts';
import type { MarkdownSource } from '../markdown/render-markdown.ts';
import type { ContentError } from './content-error.ts';
import { bodyControlCharacterErrors } from './control-characters.ts';
import { parseMarkdownFile, type MarkdownFile } from './markdown-file.ts';
import { placeholdersLeft, type ContentPlaceholders, type Placeholder } from './placeholder-text.ts';
import { parseYamlFile, type FieldPath, type SourceDocument } from './source-document.ts';
import type { SourceFile, SourceFiles } from './source-files.ts';
import { validateDocument } from './validate.ts';

export interface ReadContentOptions {
  readonly contentDir: string;
  readonly sources: SourceFiles;
  /** Names what the schemas are (the site module's hash): a value checked by other schemas is checked again. */
  readonly schemaVersion: string;
  /** Values of files checked by earlier builds, by file, text and schemas. */
  readonly checked: Memo<unknown>;
  /** The scaffolds' placeholder texts, each an error where an entry that is not a draft still holds it; none without. */
  readonly placeholders?: ContentPlaceholders | undefined;
}

/** A file that passed its schema, with the way back to the line of any of its fields. */
export interface CheckedFile {
  /** Relative to the working folder: what messages name. */
  readonly file: string;
  /** The hash of the file's bytes. */
  readonly digest: string;
  readonly value: unknown;
  lineOf(path: FieldPath): number;
}

/** A Markdown file that passed its schema: its body is split from the front matter when asked for. */
export interface CheckedMarkdown extends CheckedFile {
  markdown(): MarkdownSource;
}

/** What the sources hold, each file checked against its schema: undefined where a file did not pass. */
export interface ReadContent {
  readonly data: ReadonlyMap<string, CheckedFile | undefined>;
  readonly collections: ReadonlyMap<string, { readonly source: Collection; readonly files: readonly (CheckedFile | CheckedMarkdown | undefined)[] }>;
  /** Every problem found: files that do not pass their schemas, and files no source reads. */
  readonly errors: readonly ContentError[];
}

/**
 * Reads every file the sources name and checks it against its schema; a file under
 * the content folder that no source reads is a problem too, since it would otherwise
 * be silently left out of the site.
 */
export function readContent(sources: ContentSources, options: ReadContentOptions): ReadContent {
  const errors: ContentError[] = [];
  const display = (relativePath: string) => relative(process.cwd(), join(options.contentDir, relativePath)) || relativePath;
  const files = options.sources.listing(options.contentDir, () => listContentFiles(options.contentDir));
  const claimed = new Set<string>();

  const read = (relativePath: string): SourceFile | undefined => {
    const source = options.sources.get(join(options.contentDir, relativePath));
    if (!source) errors.push({ file: display(relativePath), line: 1, field: '', message: 'file is missing or unreadable' });
    return source;
  };
  /**
   * A file's checked value: from the memo when the same text passed the same schemas before, else validated now,
   * with the problems of the rest of the file (a Markdown body's, the placeholders left in a valid entry).
   */
  const check = (
    file: string,
    digest: string,
    doc: () => SourceDocument,
    schema: z.ZodType,
    restOfFile: (value: unknown) => readonly ContentError[],
  ): { value: unknown } | undefined => {
    const key = `${options.schemaVersion}\n${file}\n${digest}`;
    const known = options.checked.get(key);
    if (known !== undefined) return { value: known };
    const result = validateDocument(doc(), schema);
    const more = restOfFile(result.ok ? result.value : undefined);
    if (!result.ok || more.length > 0) return void errors.push(...(result.ok ? [] : result.errors), ...more);
    options.checked.set(key, result.value);
    return { value: result.value };
  };

  /**
   * The file as it was checked before, when its source is the same object (a dev server's
   * sources keep it until the file changes) and the schemas are the same: no memo lookup.
   * Only a dev server's runs find any, and it keeps what the memo holds (SweepOptions).
   */
  const checkedBefore = <Checked extends CheckedFile>(source: SourceFile, schema: z.ZodType): Checked | undefined => {
    const known = checkedSources.get(source);
    return known?.version === options.schemaVersion && known.schema === schema ? (known.checked as Checked) : undefined;
  };
  const remember = <Checked extends CheckedFile>(source: SourceFile, schema: z.ZodType, checked: Checked | undefined) => {
    if (checked) checkedSources.set(source, { version: options.schemaVersion, schema, checked });
    return checked;
  };

  /** The placeholders an entry of `collection` at `relativePath` is not to hold once it passed its schema: none in a draft. */
  const placeholdersFor = (relativePath: string, collection: { name: string; source: Collection } | undefined) => {
    const placeholders = collection && options.placeholders?.byCollection.get(collection.name);
    const newEntry = options.placeholders?.newEntry;
    if (!placeholders || (newEntry !== undefined && resolve(options.contentDir, relativePath) === resolve(newEntry))) return () => [];
    return (value: unknown): readonly Placeholder[] =>
      value !== undefined && collection.source.publishing?.(value).draft !== true ? placeholders : [];
  };

  const readYaml = (relativePath: string, schema: z.ZodType, collection?: { name: string; source: Collection }): CheckedFile | undefined => {
    const source = read(relativePath);
    if (!source) return undefined;
    const before = checkedBefore<CheckedFile>(source, schema);
    if (before) return before;
    const file = display(relativePath);
    // Parsed on first need: a file whose value is in the memo never is, unless a later problem needs its lines.
    let doc: SourceDocument | undefined;
    const parsed = () => (doc ??= parseYamlFile(file, source.text()));
    const placeholders = placeholdersFor(relativePath, collection);
    const left = (value: unknown) => placeholdersLeft({ file, data: parsed().data, lineOf: parsed().lineOf }, placeholders(value));
    const checked = check(file, source.digest, parsed, schema, left);
    return remember(
      source,
      schema,
      checked && { file, digest: source.digest, value: checked.value, lineOf: (path: FieldPath) => parsed().lineOf(path) },
    );
  };

  const readMarkdown = (relativePath: string, schema: z.ZodType, collection: { name: string; source: Collection }): CheckedMarkdown | undefined => {
    const source = read(relativePath);
    if (!source) return undefined;
    const before = checkedBefore<CheckedMarkdown>(source, schema);
    if (before) return before;
    const file = display(relativePath);
    let split: MarkdownFile | undefined;
    const parsed = () => (split ??= parseMarkdownFile(file, source.text()));
    const placeholders = placeholdersFor(relativePath, collection);
    const restOfFile = (value: unknown) => {
      const { frontMatter, body, bodyFirstLine } = parsed();
      return [
        ...bodyControlCharacterErrors(file, body, bodyFirstLine),
        ...placeholdersLeft({ file, data: frontMatter.data, lineOf: frontMatter.lineOf, body: { text: body, firstLine: bodyFirstLine } }, placeholders(value)),
      ];
    };
    const checked = check(file, source.digest, () => parsed().frontMatter, schema, restOfFile);
    return remember(
      source,
      schema,
      checked && {
        file,
        value: checked.value,
        digest: source.digest,
        lineOf: (path: FieldPath) => parsed().frontMatter.lineOf(path),
        markdown: () => ({ file, body: parsed().body, firstLine: parsed().bodyFirstLine }),
      },
    );
  };

  const data = new Map<string, CheckedFile | undefined>();
  const collections = new Map<string, { source: Collection; files: (CheckedFile | CheckedMarkdown | undefined)[] }>();
  for (const [name, source] of Object.entries(sources)) {
    if (source.kind === 'data') {
      claimed.add(source.file);
      data.set(name, readYaml(source.file, source.schema));
    } else {
      const members = files.filter((file) => isMember(file, source));
      members.forEach((file) => claimed.add(file));
      const readEntry = source.format === 'markdown' ? readMarkdown : readYaml;
      collections.set(name, { source, files: members.map((file) => readEntry(file, source.schema, { name, source })) });
    }
  }
  errors.push(...unclaimedFiles(files, claimed, sources, display));
  return { data, collections, errors };
}

/** Files checked before, by their source (see checkedBefore). */
const checkedSources = new WeakMap<SourceFile, { readonly version: string; readonly schema: z.ZodType; readonly checked: CheckedFile }>();

/** Every file under the content folder, relative, with forward slashes, sorted; hidden files (`.DS_Store`) aside. */
function listContentFiles(contentDir: string): string[] {
  const root = resolve(contentDir);
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    // Joined by hand: this runs for every file of the content on every build, the dev server's too.
    const folder = entry.parentPath.length > root.length ? `${entry.parentPath.slice(root.length + 1)}${sep}` : '';
    const file = sep === '/' ? folder + entry.name : (folder + entry.name).split(sep).join('/');
    if (!file.startsWith('.') && !file.includes('/.')) files.push(file);
  }
  return files.sort();
}

const extensions: Readonly<Record<Collection['format'], readonly string[]>> = { markdown: ['.md'], yaml: ['.yaml', '.yml'] };

const folderOf = (collection: Collection) => collection.folder.replace(/^\/+|\/+$/g, '');

function isMember(file: string, collection: Collection): boolean {
  return posix.dirname(file) === folderOf(collection) && extensions[collection.format].includes(extname(file));
}

/** Files no source reads: a writer's file that would otherwise be silently left out of the site. */
function unclaimedFiles(files: readonly string[], claimed: ReadonlySet<string>, sources: ContentSources, display: (file: string) => string): ContentError[] {
  const collections = Object.values(sources).filter((source): source is Collection => source.kind === 'collection');
  return files
    .filter((file) => !claimed.has(file))
    .map((file) => {
      const collection = collections.find((candidate) => posix.dirname(file) === folderOf(candidate));
      const message = collection
        ? `not read by the site: content/${folderOf(collection)}/ holds ${collection.format === 'markdown' ? 'Markdown (.md)' : 'YAML (.yaml)'} files`
        : 'not read by the site: no data file or collection declared in templates/site.ts covers it';
      return { file: display(file), line: 1, field: '', message };
    });
}
