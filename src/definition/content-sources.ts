import type { z } from 'zod';
import type { Heading } from '../markdown/render-markdown.ts';

/**
 * Where a site's content comes from: single data files (`site.yaml`) and
 * collections (a folder of Markdown or YAML files that share a schema). The site
 * declares them; the engine reads, checks and renders them.
 */

/** One YAML file, checked against its schema: `dataFile('site.yaml', siteSchema)`. */
export interface DataFile<Schema extends z.ZodType = z.ZodType> {
  readonly kind: 'data';
  /** Relative to the content folder, with forward slashes. */
  readonly file: string;
  readonly schema: Schema;
}

/** When an entry is published: a draft never is; a dated one from its day on. */
export interface Publishing {
  readonly draft?: boolean | undefined;
  /** YYYY-MM-DD. */
  readonly date?: string | undefined;
}

export type CollectionFormat = 'markdown' | 'yaml';

/** A folder of files with one schema: the front matter's for Markdown, the whole file's for YAML. */
export interface Collection<Schema extends z.ZodType = z.ZodType, Format extends CollectionFormat = CollectionFormat> {
  readonly kind: 'collection';
  /** Relative to the content folder, with forward slashes; files directly inside it are the entries. */
  readonly folder: string;
  readonly format: Format;
  readonly schema: Schema;
  /**
   * Which entries a publishing build leaves out: drafts and those dated after the build's day.
   * A method, so a collection of one schema is a collection of any: the engine calls it only
   * with what that schema checked, and the API's declarations are a copy of these types.
   */
  publishing?(data: z.output<Schema>): Publishing;
}

export type ContentSource = DataFile | Collection;
export type ContentSources = Readonly<Record<string, ContentSource>>;

/** One file of a collection, checked. */
export interface Entry<Data> {
  /** The file's name without its extension: `content/notes/first-light.md` is `first-light`. */
  readonly name: string;
  /** The file, relative to the working folder: what error messages name. */
  readonly file: string;
  readonly data: Data;
}

/** A Markdown entry, its body rendered to sanitized HTML. */
export interface MarkdownEntry<Data> extends Entry<Data> {
  readonly html: string;
  /** Every heading of the body, with the id its anchor has. */
  readonly headings: readonly Heading[];
}

/** What a source holds once loaded: a data file's value, or a collection's entries in file-name order. */
export type LoadedSource<Source> =
  Source extends DataFile<infer Schema>
    ? z.output<Schema>
    : Source extends Collection<infer Schema, 'markdown'>
      ? readonly MarkdownEntry<z.output<Schema>>[]
      : Source extends Collection<infer Schema, 'yaml'>
        ? readonly Entry<z.output<Schema>>[]
        : never;

/** Everything the site's content holds, by the names the site gave its sources. */
export type LoadedContent<Sources extends ContentSources> = { readonly [Name in keyof Sources]: LoadedSource<Sources[Name]> };

/** A source before its Markdown bodies are rendered: every entry's checked values alone. */
export type UnrenderedSource<Source> = Source extends Collection<infer Schema> ? readonly Entry<z.output<Schema>>[] : LoadedSource<Source>;

/** The content as tools that read front matter alone see it (`sitegen new`), drafts included. */
export type UnrenderedContent<Sources extends ContentSources> = { readonly [Name in keyof Sources]: UnrenderedSource<Sources[Name]> };

/** The data files alone: what is known before any Markdown body is rendered. */
export type LoadedData<Sources extends ContentSources> = {
  readonly [Name in keyof Sources as Sources[Name] extends DataFile ? Name : never]: LoadedSource<Sources[Name]>;
};

/** The data files of loaded content, which passed their schemas, without its collections: what a site's settings and its document shell are given. */
export function loadedData<Sources extends ContentSources>(content: LoadedContent<Sources>, sources: Sources): LoadedData<Sources> {
  const data = Object.keys(sources).flatMap((name) => (sources[name]?.kind === 'data' ? [[name, content[name]] as const] : []));
  // Each data file's value is the same in both types; TypeScript cannot see it for every Sources.
  return Object.fromEntries(data) as LoadedData<Sources>;
}

/** One YAML file of the content folder, `file` (`site.yaml`), checked against `schema`: its value reaches every page's document shell. */
export function dataFile<Schema extends z.ZodType>(file: string, schema: Schema): DataFile<Schema> {
  return { kind: 'data', file, schema };
}

/**
 * The Markdown files directly inside `folder` of the content folder, their front matter
 * checked against `schema`, their bodies rendered: each a MarkdownEntry. `publishing`
 * tells a publishing build which to leave out (drafts, those dated after its day).
 */
export function markdownCollection<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  options: { readonly publishing?: (data: z.output<Schema>) => Publishing } = {},
): Collection<Schema, 'markdown'> {
  return { kind: 'collection', folder, format: 'markdown', schema, publishing: options.publishing };
}

/** The YAML files directly inside `folder` of the content folder, each checked against `schema`: each an Entry. */
export function yamlCollection<Schema extends z.ZodType>(folder: string, schema: Schema): Collection<Schema, 'yaml'> {
  return { kind: 'collection', folder, format: 'yaml', schema };
}
