import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ContentErrors, type ContentError } from '../content/content-error.ts';
import { parseMarkdownFile, type MarkdownFile } from '../content/markdown-file.ts';
import { parseYamlFile, type SourceDocument } from '../content/source-document.ts';
import type { Loaded, LoadedMarkdown } from './loaded-file.ts';
import { validateDocument } from '../content/validate.ts';
import { renderHere, type MarkdownRenderer } from '../markdown/render-batch.ts';
import type { RenderedMarkdown } from '../markdown/render-markdown.ts';
import { noMemo, type Memo, type MemoEntry } from '../pipeline/memo.ts';
import { openSourceFiles, type SourceFile, type SourceFiles } from '../pipeline/source-files.ts';
import type { Post, ServicePage, SiteModel } from './model.ts';
import { pageSchemas, type PageContent, type PageName } from './schema/pages.ts';
import { postSchema, type PostFrontMatter } from './schema/post.ts';
import { serviceSchema, type ServiceFrontMatter } from './schema/service.ts';
import { siteSchema, type SiteConfig } from './schema/site.ts';
import { checkPosts, checkPortfolio, checkServices } from './cross-checks.ts';

export interface LoadOptions {
  /** Rewrites site paths in Markdown links to served URLs (base path, trailing slash). */
  link: (path: string) => string;
  /** Where work from earlier builds (highlighted code) is kept; none means no caching. */
  cacheDir?: string;
  /** Markdown rendered by earlier builds, by body, base path and copy label. */
  renderedMemo?: Memo<RenderedMarkdown>;
  /** Files checked by earlier builds: their values, by file name and text. */
  checkedMemo?: Memo<unknown>;
  /** Where the files are read from: a build that saw them before reads only those that changed. */
  sources?: SourceFiles;
  /** How Markdown bodies become HTML; in this thread by default. */
  renderer?: MarkdownRenderer;
  /**
   * Publishing date (YYYY-MM-DD): drafts and posts dated after it are checked but
   * left out of the site. Without it, every post is in (the dev server, `--drafts`).
   */
  publishedOn?: string | undefined;
}

/**
 * Reads and checks every file of `contentDir`. Throws ContentErrors listing every
 * problem found, in every file, so that a writer can fix them in one pass.
 */
export async function loadSite(contentDir: string, options: LoadOptions): Promise<SiteModel> {
  const errors: ContentError[] = [];
  const display = (path: string) => relative(process.cwd(), path) || path;
  const checked = options.checkedMemo ?? noMemo;
  const sources = options.sources ?? openSourceFiles();
  const readContentFile = (path: string, shown: string): SourceFile | undefined => {
    const source = sources.get(path);
    if (!source) errors.push({ file: shown, line: 1, field: '', message: 'file is missing or unreadable' });
    return source;
  };

  /**
   * A file's checked value: from the memo when the same text passed before, else
   * validated now. `doc` is asked for only then: a file checked before is not parsed.
   */
  const check = (file: string, digest: string, doc: () => SourceDocument, schema: Parameters<typeof validateDocument>[1]): unknown => {
    const entry = checked.entry(`${file}\n${digest}`);
    if (entry.known) return entry.get(() => undefined);
    const result = validateDocument(doc(), schema);
    if (!result.ok) return void errors.push(...result.errors);
    return entry.get(() => result.value);
  };

  const readYaml = async <T>(path: string, schema: Parameters<typeof validateDocument>[1]) => {
    const file = display(path);
    const source = readContentFile(path, file);
    if (source === undefined) return undefined;
    const doc = parseYamlFile(file, source.text());
    const value = check(file, source.digest, () => doc, schema);
    if (value === undefined) return undefined;
    return { file, value: value as T, lineOf: doc.lineOf } satisfies Loaded<T>;
  };

  const readMarkdownDir = async <T>(dir: string, schema: Parameters<typeof validateDocument>[1]) => {
    const loaded = (await listFiles(dir, '.md')).map((path) => {
      const file = display(path);
      const source = readContentFile(path, file);
      if (source === undefined) return undefined;
      // Read and split on first need: a file whose values and body are in the memos never is.
      let split: MarkdownFile | undefined;
      const parsed = () => (split ??= parseMarkdownFile(file, source.text()));
      const { digest } = source;
      const value = check(file, digest, () => parsed().frontMatter, schema);
      if (value === undefined) return undefined;
      return {
        file,
        value: value as T,
        digest,
        lineOf: (fieldPath) => parsed().frontMatter.lineOf(fieldPath),
        markdown: () => ({ file, body: parsed().body, firstLine: parsed().bodyFirstLine }),
      } satisfies LoadedMarkdown<T>;
    });
    return loaded.filter((entry) => entry !== undefined);
  };

  const pageNames = Object.keys(pageSchemas) as PageName[];
  const [site, pageEntries, services, posts] = await Promise.all([
    readYaml<SiteConfig>(join(contentDir, 'site.yaml'), siteSchema),
    Promise.all(pageNames.map((name) => readYaml<PageContent[PageName]>(join(contentDir, 'pages', `${name}.yaml`), pageSchemas[name]))),
    readMarkdownDir<ServiceFrontMatter>(join(contentDir, 'services'), serviceSchema),
    readMarkdownDir<PostFrontMatter>(join(contentDir, 'blog'), postSchema),
  ]);
  errors.push(...(await unknownPageFiles(join(contentDir, 'pages'), pageNames, display)));

  if (site) {
    errors.push(...checkServices(site, services), ...checkPosts(site, posts));
    const portfolio = pageEntries[pageNames.indexOf('portfolio')];
    if (portfolio) errors.push(...checkPortfolio(portfolio as Loaded<PageContent['portfolio']>));
  }

  const rendered = options.renderedMemo ?? noMemo;
  const blogPostPage = pageEntries[pageNames.indexOf('blog-post')]?.value as PageContent['blog-post'] | undefined;
  const copyLabel = blogPostPage?.copyCode ?? '';
  // What a body renders to depends on its file, the base path its links get and the copy button's label.
  const renderings = new Map<LoadedMarkdown<unknown>, MemoEntry<RenderedMarkdown>>(
    [...services, ...posts].map((entry) => [entry, rendered.entry(`${options.link('/')}\n${copyLabel}\n${entry.digest}`)]),
  );
  // A body rendered before needs no parsing: it had no errors then, and the same text has none now.
  const toRender = [...renderings].filter(([, rendering]) => !rendering.known).map(([entry]) => entry);
  const batch = await (options.renderer ?? renderHere)(
    toRender.map((entry) => entry.markdown()),
    {
      link: options.link,
      copyLabel,
      cache: {
        folder: options.cacheDir && join(options.cacheDir, 'highlighted-code'),
        everyBlock: toRender.length === services.length + posts.length,
      },
    },
  );
  errors.push(...batch.errors);

  if (errors.length || !site || pageEntries.some((entry) => !entry)) throw new ContentErrors(sortErrors(errors));

  const pages = Object.fromEntries(pageNames.map((name, index) => [name, pageEntries[index]!.value])) as PageContent;
  const fresh = new Map(toRender.map((entry, index) => [entry, batch.rendered[index]!]));
  const render = (entry: LoadedMarkdown<unknown>) => renderings.get(entry)!.get(() => fresh.get(entry)!);

  const iconOf = new Map(site.value.blog.categories.map((category) => [category.name, category.icon]));
  const servicePages: ServicePage[] = site.value.services.map((link) => {
    const slug = link.href.slice('/services/'.length);
    const entry = services.find((service) => service.file.endsWith(`/${slug}.md`))!;
    return { slug, link, content: entry.value, html: render(entry).html };
  });
  const { publishedOn } = options;
  const isPublished = (post: PostFrontMatter) => publishedOn === undefined || (!post.draft && post.publishDate <= publishedOn);
  const renderedPosts: Post[] = posts
    .filter(({ value }) => isPublished(value))
    .map((entry) => {
      const { value } = entry;
      const { html, headings } = render(entry);
      return { ...value, icon: value.icon ?? iconOf.get(value.category)!, html, headings };
    })
    .sort((a, b) => a.id - b.id);

  return { config: site.value, pages, services: servicePages, posts: renderedPosts };
}

async function listFiles(dir: string, extension: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names.filter((name) => name.endsWith(extension)).sort().map((name) => join(dir, name));
}

async function unknownPageFiles(dir: string, known: readonly string[], display: (path: string) => string): Promise<ContentError[]> {
  const files = await listFiles(dir, '.yaml');
  return files
    .filter((path) => !known.includes(path.slice(dir.length + 1, -'.yaml'.length)))
    .map((path) => ({ file: display(path), line: 1, field: '', message: `not a known page (known pages: ${known.join(', ')})` }));
}

function sortErrors(errors: ContentError[]): ContentError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
