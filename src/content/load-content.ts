import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type { Memo } from '../cache/memo.ts';
import type { HighlightCacheOptions } from '../cache/highlight-cache.ts';
import type { ContentSources, Entry, LoadedContent, LoadedData, UnrenderedContent } from '../definition/content-sources.ts';
import { codeThemesOf, type LoadedSiteDefinition, type MarkdownSettings, type ProblemReport } from '../definition/define-site.ts';
import { withPictures, type BodyPictures } from '../images/markdown-pictures.ts';
import { imageReferencesOfFile } from '../images/image-field.ts';
import { imageCatalogOf, noImageAt, type ImageCatalog } from '../images/published-image.ts';
import { bodyComponents, withComponents, type BodyComponents } from '../markdown/body-components.ts';
import { holdsPlugins, markdownSettingsOf } from '../markdown/markdown-settings.ts';
import { sameValue } from '../pipeline/same-value.ts';
import type { BatchSettings, MarkdownRenderer } from '../markdown/render-batch.ts';
import type { RenderedMarkdown } from '../markdown/render-markdown.ts';
import type { SiteModule } from '../render/load-site-module.ts';
import { rememberBodyLinks } from './body-links.ts';
import { ContentErrors, sortContentErrors, type ContentError } from './content-error.ts';
import { fieldLocationIn, locateField, rememberLocation } from './entry-locations.ts';
import { readContent, type CheckedFile, type CheckedMarkdown, type ReadContent, type ReadContentOptions } from './read-content.ts';
import { formatFieldPath } from './validate.ts';

export interface LoadContentOptions extends ReadContentOptions {
  /** Rewrites site paths in Markdown links (`/guides/setup`) to the URLs the build serves. */
  readonly link: (path: string) => string;
  /** Leaves out drafts and entries dated after this day (YYYY-MM-DD); every entry is in without it. */
  readonly publishedOn?: string | undefined;
  /** Markdown bodies rendered by earlier builds, by text and settings. */
  readonly rendered: Memo<RenderedMarkdown>;
  readonly renderer: MarkdownRenderer;
  readonly highlightCache: HighlightCacheOptions;
  /** The build's images, which Markdown bodies show as pictures, and the originals that could not be published; none without. */
  readonly images?: ContentImages | undefined;
  /**
   * Goes on past content errors where it can, for a check that reports every problem at once: the
   * entries of every file an error names are left out, and the errors are handed here. The data files
   * must have none: every page may show them, so the errors are thrown as always.
   */
  readonly pastErrors?: ((past: PastContentErrors) => void) | undefined;
}

/** What a load that went on past content errors found, and what it left out for them. */
export interface PastContentErrors {
  readonly errors: readonly ContentError[];
  /** Every file an error names, as it names it: none of them is in the loaded content. */
  readonly leftOut: readonly string[];
}

export interface ContentImages {
  readonly catalog: ImageCatalog;
  readonly problems: readonly ContentError[];
}

const noImages: ContentImages = { catalog: imageCatalogOf([]), problems: [] };

/**
 * Reads and checks every file the site's sources name, renders the Markdown bodies
 * and runs the site's own rules across files. Throws ContentErrors listing every
 * problem found, in every file, so that a writer can fix them in one pass.
 */
export async function loadContent(module: SiteModule, options: LoadContentOptions): Promise<LoadedContent<ContentSources>> {
  const { definition } = module;
  const read = readContent(definition.content, options);
  const errors: ContentError[] = [...read.errors];
  const data = dataOf(read);
  const images = options.images ?? noImages;
  // Bodies are rendered for their errors even while the data files, and so the site's own settings, have errors.
  const markdown = siteMarkdownSettings(definition, data);
  const markdownFiles = [...read.collections.values()].flatMap(({ files }) => files.filter((file): file is CheckedMarkdown => file !== undefined && 'markdown' in file));
  const rendered = await renderBodies(
    markdownFiles,
    { link: options.link, markdown, origin: { module, data }, codeThemes: codeThemesOf(definition) },
    options,
  );
  errors.push(...rendered.errors);
  errors.push(...images.problems, ...missingFieldImages(read, definition.content, images.catalog));
  const components = markdown && componentsFor(markdown, images.catalog, options.link);
  const pictured = new Map(
    [...rendered.bodies].map(([file, rendering]) => {
      const completed = components ? completedBody(rendering, file.file, components) : { body: rendering, errors: [] };
      errors.push(...completed.errors);
      const withImages = picturedBody(completed.body, file.file, {
        catalog: images.catalog,
        sizes: markdown?.imageSizes,
        largestFirst: markdown?.priorityImage !== 'none',
      });
      errors.push(...withImages.errors);
      return [file, withImages.body] as const;
    }),
  );

  const content = contentOf(read, (file) => {
    const body = 'markdown' in file ? pictured.get(file) : undefined;
    if ('markdown' in file && body === undefined) return undefined;
    const entry = entryFor(file, body);
    rememberLocation(entry, file);
    return entry;
  });

  // Rules across files need every data file: until those pass their schemas, their own errors come first.
  if (data && definition.check) definition.check(content as LoadedContent<ContentSources>, problemReport(read, errors));
  const loaded = content as LoadedContent<ContentSources>;
  if (errors.length === 0 && data) return published(loaded, definition.content, options.publishedOn);
  const sorted = sortContentErrors(errors);
  const leftOut = [...new Set(sorted.map((error) => error.file))];
  const dataFiles = [...read.data.values()].map((file) => file?.file);
  if (!data || !options.pastErrors || leftOut.some((file) => dataFiles.includes(file))) throw new ContentErrors(sorted);
  options.pastErrors({ errors: sorted, leftOut });
  return published(withoutFiles(loaded, definition.content, new Set(leftOut)), definition.content, options.publishedOn);
}

/**
 * What the content holds before any body is rendered: each file checked against its
 * schema, drafts included. For tools that only read front matter (`sitegen new`).
 */
export function loadFrontMatter(definition: LoadedSiteDefinition, options: ReadContentOptions): UnrenderedContent<ContentSources> {
  const read = readContent(definition.content, options);
  if (read.errors.length > 0 || !dataOf(read)) throw new ContentErrors(sortContentErrors(read.errors));
  return contentOf(read, (file) => ({ name: entryName(file.file), file: file.file, data: file.value })) as UnrenderedContent<ContentSources>;
}

/** The data files' values, once every one of them passed its schema. */
function dataOf(read: ReadContent): LoadedData<ContentSources> | undefined {
  const values = [...read.data].map(([name, file]) => [name, file?.value] as const);
  return values.every(([, value]) => value !== undefined) ? (Object.fromEntries(values) as LoadedData<ContentSources>) : undefined;
}

/** Data values and collections' entries by source name; files that did not pass, or whose body has errors, are left out. */
function contentOf(read: ReadContent, entryOf: (file: CheckedFile | CheckedMarkdown) => Entry<unknown> | undefined): Record<string, unknown> {
  const collections = [...read.collections].map(([name, { files }]) => [
    name,
    files.flatMap((file) => {
      const entry = file && entryOf(file);
      return entry ? [entry] : [];
    }),
  ]);
  return Object.fromEntries([...[...read.data].map(([name, file]) => [name, file?.value]), ...collections]);
}

/** The image fields (see imageField) of every checked file that name an image the build has none of, each at its field. */
function missingFieldImages(read: ReadContent, sources: ContentSources, catalog: ImageCatalog): ContentError[] {
  const checked = [
    ...[...read.data].map(([name, file]) => [sources[name], file] as const),
    ...[...read.collections].flatMap(([name, { files }]) => files.map((file) => [sources[name], file] as const)),
  ];
  return checked.flatMap(([source, file]) =>
    source && file && typeof file.value === 'object' && file.value !== null
      ? imageReferencesOfFile(source.schema, file.value)
          .filter((reference) => catalog.find(reference.image) === undefined)
          .map((reference) => ({ file: file.file, line: file.lineOf(reference.path), field: formatFieldPath(reference.path), message: noImageAt(reference.image) }))
      : [],
  );
}

/** Locates each problem the site's rules report at the field it names; a problem with no field is the whole file's, at line 1. */
function problemReport(read: ReadContent, errors: ContentError[]): ProblemReport<ContentSources> {
  return {
    entry: (entry, path, message) => errors.push({ ...locateField(entry, path), message }),
    data: (name, path, message) => errors.push({ ...fieldLocationIn(read.data.get(name), name, path), message }),
  };
}

/**
 * Entries made before, by the checked value they hold: the memos give the same value
 * and the same rendering for a file that did not change, and then the entry is the
 * same object too. A long-running process (the dev server) thus hands the site the
 * very objects of the last run for every entry but the edited ones, so what is made
 * from them can be told unchanged at a glance.
 */
const entries = new WeakMap<object, { readonly file: string; readonly body: RenderedMarkdown | undefined; readonly entry: Entry<unknown> }>();

function entryFor(file: CheckedFile, body: RenderedMarkdown | undefined): Entry<unknown> {
  const known = typeof file.value === 'object' && file.value !== null ? entries.get(file.value) : undefined;
  if (known && known.file === file.file && known.body === body) return known.entry;
  const base = { name: entryName(file.file), file: file.file, data: file.value };
  const entry = body ? { ...base, html: body.html, headings: body.headings } : base;
  if (body) rememberBodyLinks(entry, body.links);
  if (typeof file.value === 'object' && file.value !== null) entries.set(file.value, { file: file.file, body, entry });
  return entry;
}

function entryName(file: string): string {
  return basename(file, extname(file));
}

/** Renders the bodies the memo does not already hold, all in one batch (spread over threads when it is large). */
async function renderBodies(
  files: readonly CheckedMarkdown[],
  settings: Omit<BatchSettings, 'cache'>,
  options: LoadContentOptions,
): Promise<{ bodies: Map<CheckedMarkdown, RenderedMarkdown>; errors: readonly ContentError[] }> {
  const rendering = renderingDigest(settings);
  const keyOf = (file: CheckedMarkdown) => `${rendering}\n${file.digest}`;
  const bodies = new Map<CheckedMarkdown, RenderedMarkdown>();
  for (const file of files) {
    // A file checked before in this process (a dev server's) keeps its body without a memo lookup.
    const before = renderedBefore.get(file);
    const known = before?.rendering === rendering ? before.body : options.rendered.get(keyOf(file));
    if (known !== undefined) bodies.set(file, known);
  }
  const toRender = files.filter((file) => !bodies.has(file));
  const batch = await options.renderer(
    toRender.map((file) => file.markdown()),
    { ...settings, cache: { ...options.highlightCache, everyBlock: toRender.length === files.length } },
  );
  // A body with errors is never remembered: a later build must find them again.
  const withErrors = new Set(batch.errors.map((error) => error.file));
  toRender.forEach((file, index) => {
    const body = batch.rendered[index];
    // One whose code could not be highlighted has no rendering at all.
    if (body === undefined) return;
    bodies.set(file, body);
    if (!withErrors.has(file.file)) options.rendered.set(keyOf(file), body);
  });
  for (const [file, body] of bodies) if (!withErrors.has(file.file)) renderedBefore.set(file, { rendering, body });
  return { bodies, errors: batch.errors };
}

/**
 * What every body's rendering depends on besides its text, as one digest: the base
 * path its links get, the code's themes and what the Markdown settings say as data
 * (the tables' label, the sanitizer's allowance); and, when the settings hold plugins,
 * the site module, by its fingerprint, and the data files, which plugins may read.
 * The code itself is never read: functions stand as the module's fingerprint. The
 * site's components go in after the cache (completedBody), so no edit of theirs, nor
 * of any other template, renders a body again.
 */
function renderingDigest({ link, markdown, origin, codeThemes }: Omit<BatchSettings, 'cache'>): string {
  const code = holdsPlugins(markdown) ? { module: origin.module.fingerprint, data: origin.data } : undefined;
  const said = { tableLabel: markdown?.tableLabel, allow: markdown?.allow };
  const text = JSON.stringify({ base: link('/'), codeThemes, said, code }, (_key, value: unknown) =>
    // An allowance's RegExp says nothing as JSON.
    value instanceof RegExp ? String(value) : value,
  );
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * The site's Markdown settings, the same object as the last load's while the site
 * module and the data files are the same: bodies then keep their components without
 * putting them in again (see completedBody).
 */
function siteMarkdownSettings(definition: LoadedSiteDefinition, data: LoadedData<ContentSources> | undefined): MarkdownSettings | undefined {
  const before = settingsBefore.get(definition);
  if (before && sameValue(before.data, data)) return before.settings;
  const settings = markdownSettingsOf(definition, data);
  settingsBefore.set(definition, { data, settings });
  return settings;
}

const settingsBefore = new WeakMap<
  LoadedSiteDefinition,
  { readonly data: LoadedData<ContentSources> | undefined; readonly settings: MarkdownSettings | undefined }
>();

/** What components are put in with, the same object for the same settings, images and links. */
function componentsFor(settings: MarkdownSettings, catalog: ImageCatalog, link: (path: string) => string): BodyComponents {
  const before = componentsBefore.get(settings);
  if (before?.images === catalog && before.link === link) return before;
  const components = bodyComponents(settings, catalog, link);
  componentsBefore.set(settings, components);
  return components;
}

const componentsBefore = new WeakMap<MarkdownSettings, BodyComponents>();

interface CompletedBody {
  readonly body: RenderedMarkdown;
  readonly errors: readonly ContentError[];
}

/**
 * A rendered body with the site's components in (see body-components.ts): the same
 * object for the same body and components, so that a dev server's entries stay the
 * same objects (see entryFor) while neither changed.
 */
function completedBody(body: RenderedMarkdown, file: string, components: BodyComponents): CompletedBody {
  if (body.components.length === 0) return { body, errors: [] };
  const before = completedBefore.get(body);
  if (before?.components === components) return before.result;
  const { html, errors } = withComponents(body, file, components);
  const result = { body: { ...body, html }, errors };
  completedBefore.set(body, { components, result });
  return result;
}

const completedBefore = new WeakMap<RenderedMarkdown, { readonly components: BodyComponents; readonly result: CompletedBody }>();

/**
 * A rendered body with the build's pictures in: the same object for the same body
 * and catalog, so that a dev server's entries stay the same objects (see entryFor)
 * while neither the body nor the images changed.
 */
function picturedBody(body: RenderedMarkdown, file: string, pictures: BodyPictures): PicturedBody {
  if (body.images.length === 0) return { body, errors: [] };
  const before = picturedBefore.get(body);
  const same = before && (['catalog', 'sizes', 'largestFirst'] as const).every((key) => before.pictures[key] === pictures[key]);
  if (before && same) return before.result;
  const { html, errors } = withPictures(body, file, pictures);
  const result = { body: { ...body, html }, errors };
  picturedBefore.set(body, { pictures, result });
  return result;
}

interface PicturedBody {
  readonly body: RenderedMarkdown;
  readonly errors: readonly ContentError[];
}

const picturedBefore = new WeakMap<RenderedMarkdown, { readonly pictures: BodyPictures; readonly result: PicturedBody }>();

/** Bodies rendered before, by the checked file they came from (see checkedBefore in read-content.ts). */
const renderedBefore = new WeakMap<CheckedMarkdown, { readonly rendering: string; readonly body: RenderedMarkdown }>();

/** The content a publishing build shows: without drafts, and without entries dated after its day. */
function published(content: LoadedContent<ContentSources>, sources: ContentSources, publishedOn: string | undefined): LoadedContent<ContentSources> {
  if (publishedOn === undefined) return content;
  const kept = Object.entries(content).map(([name, value]) => {
    const source = sources[name];
    if (source?.kind !== 'collection' || !source.publishing) return [name, value];
    const { publishing } = source;
    const isPublished = (entry: Entry<unknown>) => {
      const { draft, date } = publishing(entry.data);
      return !draft && (date === undefined || date <= publishedOn);
    };
    return [name, (value as readonly Entry<unknown>[]).filter(isPublished)];
  });
  return Object.fromEntries(kept) as LoadedContent<ContentSources>;
}

/** The content without the entries of some files: those a build that goes on past content errors leaves out. */
function withoutFiles(content: LoadedContent<ContentSources>, sources: ContentSources, files: ReadonlySet<string>): LoadedContent<ContentSources> {
  const kept = Object.entries(content).map(([name, value]) =>
    sources[name]?.kind === 'collection' ? [name, (value as readonly Entry<unknown>[]).filter((entry) => !files.has(entry.file))] : [name, value],
  );
  return Object.fromEntries(kept) as LoadedContent<ContentSources>;
}
