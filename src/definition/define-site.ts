import type { ComponentType, ReactNode } from 'react';
import type { CardImage, SocialCardSpec } from '../cards/social-card.ts';
import type { FieldPath } from '../content/source-document.ts';
import { defaultBudgets, type Budgets } from '../check/budgets.ts';
import { defaultCodeThemes, type CodeThemes } from '../markdown/code-stylesheet.ts';
import type { ImageCatalog } from '../images/published-image.ts';
import type { FeedChannel, FeedItem } from '../output/feed.ts';
import type { SearchDocument } from '../output/search-index.ts';
import type { SearchWeights } from '../output/search-weights.ts';
import type { SitePaths } from '../render/site-paths.ts';
import type { SharedMarkupPart } from '../render/shared-markup.ts';
import type { SanitizerAllowance } from '../markdown/sanitizer-allowance.ts';
import type { PluggableList } from 'unified';
import type { Directive } from './directive.ts';
import type { Collection, ContentSources, Entry, LoadedContent, LoadedData, UnrenderedContent } from './content-sources.ts';
import type { Route } from './routes.ts';

/**
 * A site, as it declares itself to the engine in `templates/site.ts`: where its
 * content comes from and how it is checked, which pages it has and what renders
 * them, what its feed and search index cover, and the server functions it has.
 * The engine knows nothing else of it.
 */
export interface SiteDefinition<Sources extends ContentSources, Head, FunctionName extends string = never> {
  /** Data files and collections, by the names the rest of the definition uses. */
  readonly content: Sources;
  /** What every page and site file needs, read from the data files. */
  readonly settings: (data: LoadedData<Sources>) => SiteSettings;
  /** Rules that span files, which no schema alone can see; each problem is reported at its field. */
  readonly check?: (content: LoadedContent<Sources>, problems: ProblemReport<Sources>) => void;
  /** How Markdown bodies are rendered, from the data files. */
  readonly markdown?: (data: LoadedData<Sources>) => MarkdownSettings;
  /**
   * The light and dark themes Markdown's code is highlighted in, GitHub's by default
   * (see codeThemesOf). The site's stylesheet gets the rules of their classes, which
   * set the CSS variables `--shiki-light` and `--shiki-dark` (and their `-bg`,
   * `-font-style`, `-font-weight` and `-text-decoration`), and rules that show the
   * light theme or the dark one by the reader's colour scheme, which any rule of the
   * site's own overrides.
   */
  readonly codeThemes?: CodeThemes;
  /**
   * What `sitegen check` lets a page load at once, in kilobytes gzipped, as a host
   * serves it: `{ script: 6, stylesheet: 10 }` unless set (either may be left out).
   */
  readonly budgets?: BudgetSettings;
  /**
   * The site's server functions, by name: what its pages send requests to (a form's
   * action, say), each served at its address by its module. `sitegen build` bundles
   * each into `<name>.mjs` and `<name>-lambda.mjs` for the hosts that run functions
   * (see ServerFunction); `sitegen dev` and `sitegen preview` serve each at its
   * address; the pages find each one's URL in RouteEnvironment's `functions`. A name
   * is a plain file name: lower-case letters, digits, `-` and `_`.
   */
  readonly functions?: Readonly<Record<FunctionName, FunctionDeclaration>>;
  /** Every page of the site. */
  readonly routes: (content: LoadedContent<Sources>, env: RouteEnvironment<FunctionName>) => readonly Route<Head>[];
  /**
   * The HTML shell every page is rendered into. It is given the data files, never the
   * collections: what it shows on every page comes from them or from the page's head.
   */
  readonly document: ComponentType<DocumentProps<LoadedData<Sources>, Head>>;
  /** The RSS feed at `/feed.xml`, if the site has one. */
  readonly feed?: (content: LoadedContent<Sources>) => FeedSpec;
  /** The Pagefind search index, if the site has one: which pages it covers and what it sees of each. */
  readonly search?: (content: LoadedContent<Sources>) => SearchSpec;
  /**
   * The picture each page shows when it is shared: what the cards show and the fonts
   * they use. The engine draws them, keeps them by content hash and gives each page's
   * document its card's address (DocumentProps.card).
   */
  readonly socialCards?: (content: LoadedContent<Sources>, env: RouteEnvironment<FunctionName>) => SocialCardSpec<Head>;
  /** Other files the site serves, by site path (`/notes/index.json`): data for its scripts, say. */
  readonly files?: (content: LoadedContent<Sources>, env: RouteEnvironment<FunctionName>) => Readonly<Record<string, string>>;
  /** What `sitegen new <kind> "Title"` creates, by kind (`post`). */
  readonly scaffolds?: Readonly<Record<string, Scaffold<Sources>>>;
}

/** A server function of the site, as its definition declares it. */
export interface FunctionDeclaration {
  /** Its address: a site path (`/api/contact`), which no page, redirect or file of the site may also have. */
  readonly path: string;
  /**
   * The file of its module, from the project's folder and inside `templates/`
   * (`templates/functions/contact.ts`), where the build and the dev server see an
   * edit: its default export is a ServerFunction.
   */
  readonly module: string;
}

/** The names of a site's collections. */
export type CollectionName<Sources extends ContentSources> = {
  [Name in keyof Sources]: Sources[Name] extends Collection ? Name : never;
}[keyof Sources] &
  string;

/** A kind of new entry a writer can start with `sitegen new`: a note, say. */
export interface Scaffold<Sources extends ContentSources> {
  /** The collection the new entry goes into. */
  readonly collection: CollectionName<Sources>;
  /** What it creates, for `sitegen new --help`. */
  readonly description: string;
  /**
   * The options it takes on the command line (`tag`: `--tag <value>`): what each means,
   * or that with whether it is required and the values it takes.
   */
  readonly options?: Readonly<Record<string, string | ScaffoldOption<Sources>>>;
  /**
   * The texts `create` writes for the writer to replace: a sample excerpt, a skeleton's
   * sentences. Each one left in a field or the body of an entry of the collection is a
   * content error at its line, in a build as in `sitegen check`, unless the entry is a
   * draft: published, it would read as the writer's own words.
   */
  readonly placeholders?: readonly string[];
  /** The new entry. Throws an Error whose message tells the writer what to change to refuse a request. */
  create(request: ScaffoldRequest<Sources>): NewEntry;
}

/** An option of a scaffold that is more than its meaning. */
export interface ScaffoldOption<Sources extends ContentSources> {
  /** What it means, for `sitegen new --help`. */
  readonly description: string;
  /** Refused when left out, for an option no default would suit: the category a post is filed under. */
  readonly required?: boolean;
  /**
   * The values it takes, from the content (the site's categories): any other is refused
   * before the scaffold runs, and a missing required option is asked for with these listed.
   */
  readonly choices?: (content: UnrenderedContent<Sources>) => readonly string[];
}

export interface ScaffoldRequest<Sources extends ContentSources> {
  readonly title: string;
  /**
   * The title as lowercase ASCII words joined by hyphens, at most 80 characters (`Über Caching!` is
   * `uber-caching`, `你好` is `ni-hao`): see src/writing/entry-slug.ts.
   */
  readonly slug: string;
  /** The writer's day, YYYY-MM-DD. */
  readonly today: string;
  /** The options given, by name. */
  readonly options: Readonly<Record<string, string>>;
  /** Everything the content holds now, drafts included, bodies unrendered. */
  readonly content: UnrenderedContent<Sources>;
}

export interface NewEntry {
  /** The file's name without its extension. */
  readonly name: string;
  readonly text: string;
  /** Said to the writer after the file's name: `id 14, a draft`. */
  readonly note?: string;
}

export interface SiteSettings {
  /** The origin the site is published at (`https://example.com`): canonical links, sitemap and feed are absolute. */
  readonly url: string;
  /** The language of its pages (`en`): the search index stems words by it. */
  readonly language: string;
}

/**
 * How a site's Markdown bodies are rendered: `markdown(data)` in its definition, made
 * from its data files, so that every word a component shows can come from content.
 * Plugins run in each thread that renders bodies, which then imports the site module
 * and calls `markdown` with the same data; components go in afterwards, in the build's
 * own thread, into bodies rendered or read from the cache.
 */
export interface MarkdownSettings {
  /**
   * The accessible name of the box each table scrolls in sideways (`Table`), which
   * keyboard users focus to scroll it; numbered when a body has several tables.
   */
  readonly tableLabel: string;
  /**
   * How wide the bodies' images are shown, as a `sizes` attribute (`(min-width: 48rem) 44rem, 100vw`), so that
   * browsers fetch the smallest file that fills the column. By default, the viewport's width up to the image's own.
   */
  readonly imageSizes?: string | undefined;
  /**
   * Which image of a body is its page's priority image, fetched at once and first: its largest (the default),
   * or `none` for a site whose templates show a priority image of their own above every body.
   */
  readonly priorityImage?: 'largest' | 'none' | undefined;
  /**
   * What shows a highlighted code block: a bar with its language and a copy button, say,
   * around the `<pre>` it is given as children. Without one, the `<pre>` alone.
   */
  readonly codeBlock?: ComponentType<CodeBlockProps> | undefined;
  /** remark plugins, run on each body's Markdown tree as it is parsed, before the engine reads its code, images and directives. */
  readonly remarkPlugins?: PluggableList | undefined;
  /** rehype plugins, run on each body's HTML tree before the sanitizer, which always runs last. */
  readonly rehypePlugins?: PluggableList | undefined;
  /**
   * What the sanitizer lets through besides Markdown's own elements: what the plugins
   * make. An allowance that could let a writer run script (`script`, `iframe`, `on*`
   * attributes, `javascript:` URLs...) fails the build, naming it.
   */
  readonly allow?: SanitizerAllowance | undefined;
  /**
   * The components writers use in Markdown, by directive name (`note` for `:::note`,
   * `figure` for `::figure{...}`), each declared with `directive()`. A directive the
   * site does not name, or with attributes its schema refuses, is a content error.
   */
  readonly directives?: Readonly<Record<string, Directive>> | undefined;
}

/** What a site's code block component (MarkdownSettings.codeBlock) is given. */
export interface CodeBlockProps {
  /** The language the fence names, as written (`java`, `text`). */
  readonly language: string;
  /** The highlighted code, a `<pre>`. */
  readonly children: ReactNode;
}

export interface RouteEnvironment<FunctionName extends string = string> {
  /** Site paths to served URLs and absolute addresses, with the build's base path and origin. */
  readonly paths: SitePaths;
  /** The images of `assets/images/` as the build published them, for templates to show with `Picture`. */
  readonly images: ImageCatalog;
  /** The URL each of the site's functions is served at, under the base path (`/repo/api/contact`), by its name. */
  readonly functions: Readonly<Record<FunctionName, string>>;
}

/** Locates a problem that spans files at the field it is about: `file:line: field: message`. */
export interface ProblemReport<Sources extends ContentSources> {
  /** A problem at a field of a collection's entry. */
  entry(entry: Entry<unknown>, path: FieldPath, message: string): void;
  /** A problem at a field of a data file, by its name in `content`. */
  data(name: keyof LoadedData<Sources> & string, path: FieldPath, message: string): void;
}

/** URLs of the build's own files, hashed and under the base path. */
export interface AssetUrls {
  /** `assets/styles/main.css`, bundled; absent when the site has none. */
  readonly stylesheet?: string | undefined;
  /** `assets/client/main.ts`, bundled; absent when the site has none. */
  readonly script?: string | undefined;
  /** The RSS feed; absent when the site has none. */
  readonly feed?: string | undefined;
}

/**
 * What the site's document shell is given for each page: nothing else, so that a page
 * is rendered again exactly when one of these, or its template's props, changed.
 */
export interface DocumentProps<Data, Head> {
  /** The site's data files, by their names in `content` (LoadedData): the shell shows nothing of a collection. */
  readonly data: Data;
  /** The page's head, as its route gave it: the site decides what it holds (a title, a description). */
  readonly head: Head;
  /** The page's site path (`/notes/first-light`). */
  readonly path: string;
  /** The page's absolute address; undefined for the not-found page, which is served at any address. */
  readonly canonical: string | undefined;
  /** Whether this is the not-found page, served at any address the site does not have. */
  readonly notFound: boolean;
  /** The addresses of the site's bundled stylesheet, script and feed. */
  readonly assets: AssetUrls;
  /** Makes the site's paths into addresses under the base the site is served at. */
  readonly paths: SitePaths;
  /** The page's social card, for its Open Graph and X meta tags; undefined when it has none. */
  readonly card: CardImage | undefined;
  /**
   * Wraps markup many pages share (a header, a footer) so that the build renders it
   * once for each `id`: `sharedMarkup('footer', <Footer />)`. The id names whatever the
   * markup shows that varies from page to page (`header /about` for a header that marks
   * the current page's link, and `header` where it marks none).
   */
  readonly sharedMarkup: SharedMarkupPart;
  /** The page's template, rendered. */
  readonly children: ReactNode;
}

/** The site's RSS feed (`/feed.xml`): the channel, and its items newest first. */
export interface FeedSpec {
  readonly channel: FeedChannel;
  readonly items: readonly FeedItem[];
}

/** The site's search index (Pagefind), written beside the pages. */
export interface SearchSpec {
  /** The pages to index: each one's site path, title, filters and the body a search reads. */
  readonly documents: readonly SearchDocument[];
  /**
   * About how many pages one part of the index holds: Pagefind holds about 270 KB per
   * page while it indexes, so a large site is indexed in parts, one after another.
   */
  readonly partSize: number;
  /** CSS selectors of what a search leaves out of the bodies (`pre` for code blocks), so that matches and excerpts are prose. */
  readonly exclude?: readonly string[];
  /**
   * How much a search counts the words of an element, by element name, where the rest
   * of a body counts 1 (Pagefind's `data-pagefind-weight`, 0 to 10): `{ pre: 0.2 }`
   * finds code, but ranks a page whose prose has the words above one whose code has
   * them. Each such element is an anchor of its page in the index (an id is added where
   * it has none), so that a search page can tell its words from the rest.
   */
  readonly weights?: SearchWeights;
}

/** Declares a site; an identity function whose only job is to infer and check the definition's types. */
export function defineSite<Sources extends ContentSources, Head, FunctionName extends string = never>(
  definition: SiteDefinition<Sources, Head, FunctionName>,
): SiteDefinition<Sources, Head, FunctionName> {
  return definition;
}

/** A site's budgets, in kilobytes gzipped (1 KB is 1,024 bytes). */
export interface BudgetSettings {
  /** Client JavaScript a page loads at once. */
  readonly script?: number;
  /** CSS a page loads, linked and inline. */
  readonly stylesheet?: number;
}

/** The budgets a site's pages are checked against, in bytes. */
export function budgetsOf(definition: { readonly budgets?: BudgetSettings | undefined }): Budgets {
  const kilobytes = (value: number | undefined) => (value === undefined ? undefined : value * 1024);
  return {
    script: kilobytes(definition.budgets?.script) ?? defaultBudgets.script,
    stylesheet: kilobytes(definition.budgets?.stylesheet) ?? defaultBudgets.stylesheet,
  };
}

/** The themes a site's code is highlighted in. */
export function codeThemesOf(definition: { readonly codeThemes?: CodeThemes | undefined }): CodeThemes {
  return definition.codeThemes ?? defaultCodeThemes;
}

/** A definition as the engine sees it, whatever the site's sources, head and functions: what it loads from `templates/site.ts`. */
export type LoadedSiteDefinition = SiteDefinition<ContentSources, unknown, string>;
