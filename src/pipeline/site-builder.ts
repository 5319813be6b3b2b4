import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { copyStaticFiles, writeScript, writeStylesheet } from '../assets/build-assets.ts';
import { feedPath, rssFeed } from '../output/feed.ts';
import { robotsTxt } from '../output/robots.ts';
import {
  pagefindUrlOf,
  searchDeltaFolder,
  searchIndexFolder,
  searchIndexPartFolder,
  searchManifest,
  writeSearchDelta,
  writeSearchIndex,
  type SearchedArticle,
  type SearchManifest,
} from '../output/search-index.ts';
import { sitemapXml } from '../output/sitemap.ts';
import { loadTemplates, type LoadedTemplates } from '../render/load-templates.ts';
import { renderRoute } from '../render/render-route.ts';
import { withPageScript } from '../render/page-script.ts';
import { createSitePaths, normalizeBase, type SitePaths } from '../render/site-paths.ts';
import { parallelRenderer } from '../markdown/parallel-render.ts';
import type { RenderedMarkdown } from '../markdown/render-markdown.ts';
import { loadSite } from '../site/load-site.ts';
import type { Post, SiteModel } from '../site/model.ts';
import { blogIndexPath, blogSearchIndex, createRoutes, notFoundPath, type Route } from '../site/routes.ts';
import { classifyChanges, everything, type ChangeSet } from './change-set.ts';
import { runningGeneratorId } from './generator-id.ts';
import { linkFromPrevious, type PreviousOutput, type VouchedOutput } from './previous-output.ts';
import { createFingerprinter } from './fingerprint.ts';
import { partCount, planSearchIndex, splitIntoParts, type SearchIndexState } from './search-plan.ts';
import { openPersistentMemo, type PersistentMemo } from './persistent-memo.ts';
import { openSourceFiles, type SourceFiles } from './source-files.ts';

export interface SiteBuilderOptions {
  /** The project folder holding templates/ and assets/. */
  readonly root: string;
  readonly contentDir: string;
  /** Written in place: the caller stages it when a failed build must leave no trace. */
  readonly outDir: string;
  /** The path the site is served under, e.g. `/docs/` for a GitHub Pages project site. */
  readonly base: string;
  /** Overrides the site's `url` from site.yaml. */
  readonly url?: string | undefined;
  /** Content-hashed asset names; off in the dev server, which swaps the stylesheet in place. */
  readonly hashAssetNames: boolean;
  /** The URL of a module script added to the end of every page (the dev server's live reload). */
  readonly pageScript?: string;
  /** Leaves out drafts and posts dated after this day (YYYY-MM-DD); every post is in without it. */
  readonly publishedOn?: string | undefined;
  /** Names the generator's version (default: the one running): pages made by another one are never reused. */
  readonly generatorId?: string;
  /** The source files as the caller last looked at them; the first run reads content through them. */
  readonly sources?: SourceFiles;
  /**
   * A previous build to take unchanged pages from, instead of rendering them again:
   * its folder and the fingerprint of each page it holds.
   */
  readonly reuse?:
    | {
        readonly fromDir: string;
        readonly fingerprints: ReadonlyMap<string, string>;
        /** What that build's search indexes hold. */
        readonly searchIndex?: SearchIndexState | undefined;
        /** What of that folder is still as that build left it: nothing else is taken from it. */
        readonly vouched: VouchedOutput;
      }
    | undefined;
}

export interface BuildReport {
  readonly pages: number;
  readonly assets: number;
  /** Site paths of the pages this run wrote. */
  readonly renderedPaths: readonly string[];
  /** What an open browser must do: reload, swap the stylesheet, or nothing. */
  readonly browserUpdate: 'reload' | 'styles' | 'none';
  readonly milliseconds: number;
  /** True when nothing the site is built from changed since the last build, so the output was kept as it was. */
  readonly upToDate: boolean;
  /** What the search indexes hold: a later build adds to them while few articles changed. */
  readonly searchIndex: SearchIndexState | undefined;
  /** Each page's fingerprint: a later build may reuse the page while it is unchanged. */
  readonly pageFingerprints: ReadonlyMap<string, string>;
  /**
   * Where the time went, in milliseconds: loading (content, templates, assets), then rendering and
   * writing the pages, while the search index is built beside them (so it overlaps both).
   */
  readonly timings: { readonly load: number; readonly render: number; readonly write: number; readonly searchIndex: number };
}

export interface SiteBuilder {
  /** Builds what the changed files (absolute paths) affect; everything when none are given. */
  run(changedFiles?: readonly string[]): Promise<BuildReport>;
  /**
   * Stores the Markdown rendered and the content checked by the runs so far, for later
   * builds. Apart from run, so that the dev server reloads open pages before it writes.
   */
  saveCache(): Promise<void>;
}

/**
 * The pipeline, kept alive between builds: content -> site model -> routes -> HTML,
 * assets, sitemap, feed and search index. Each run redoes only what its changes
 * reach: a page is re-rendered when its props, the site settings, its assets or one
 * of the template files it renders with changed.
 */
export function createSiteBuilder(options: SiteBuilderOptions): SiteBuilder {
  const base = normalizeBase(options.base);
  const basePaths = createSitePaths('', base);
  const assetsDir = join(options.root, 'assets');
  const naming = { hashNames: options.hashAssetNames };
  const generatorId = options.generatorId ?? runningGeneratorId();
  const cacheDir = join(options.root, '.sitegen', 'cache');
  const sources = options.sources ?? openSourceFiles();
  /** Rendered Markdown and checked content of earlier builds: opened once, by the first run that loads content. */
  let memos: Promise<{ rendered: PersistentMemo<RenderedMarkdown>; checked: PersistentMemo<unknown> }> | undefined;
  const openMemos = () =>
    (memos ??= Promise.all([
      openPersistentMemo<RenderedMarkdown>(join(cacheDir, 'rendered-markdown'), generatorId),
      openPersistentMemo<unknown>(join(cacheDir, 'checked-content'), generatorId),
    ]).then(([rendered, checked]) => ({ rendered, checked })));

  let templates: LoadedTemplates | undefined;
  let model: SiteModel | undefined;
  let stylesheet: string | undefined;
  let script: string | undefined;
  let staticFiles: string[] | undefined;
  let pageFingerprints: ReadonlyMap<string, string> = options.reuse?.fingerprints ?? new Map();
  /** The previous build's output, to take unchanged files from: on the first run only. */
  let previous: PreviousOutput | undefined = options.reuse && linkFromPrevious(options.reuse.fromDir, options.outDir, options.reuse.vouched);
  const previousDir = options.reuse?.fromDir;
  const extraFiles = new Map<string, string>();
  /** What the search indexes in the output hold; undefined until there are some. */
  let searchIndex = options.reuse?.searchIndex;

  const write = async (file: string, content: string) => {
    await mkdir(dirname(join(options.outDir, file)), { recursive: true });
    await writeFile(join(options.outDir, file), content);
  };
  const replaceAsset = async (previous: string | undefined, next: Promise<string>) => {
    const file = await next;
    if (previous && previous !== file) await rm(join(options.outDir, previous), { force: true });
    return file;
  };

  /** Keeps, extends (with a delta) or rebuilds the search index, whichever the changed articles call for. */
  const updateSearchIndex = async (
    articles: ReadonlyMap<string, string>,
    searched: (path: string) => SearchedArticle,
    settings: { readonly language: string; readonly partSize: number },
    paths: SitePaths,
  ) => {
    let plan = planSearchIndex(searchIndex, articles);
    if (plan.kind !== 'full' && previous !== undefined) {
      // Taken only to be kept: Pagefind never writes into the previous build's files. A full index
      // with a file missing or changed since that build is not taken, and is made anew.
      const taken = await Promise.all([
        previous.folder(searchIndexFolder),
        plan.kind === 'keep' && existsSync(join(previousDir!, searchDeltaFolder)) ? previous.folder(searchDeltaFolder) : true,
        plan.kind === 'keep' ? previous.files([searchManifest]).then((files) => files.size === 1) : true,
      ]);
      if (taken.includes(false)) {
        await Promise.all([searchIndexFolder, searchDeltaFolder, searchManifest].map((path) => previous!.release(path)));
        plan = { kind: 'full' };
      }
    }
    if (plan.kind === 'keep') return;
    await rm(join(options.outDir, searchDeltaFolder), { recursive: true, force: true });
    const moduleOf = (folder: string) => paths.link(`/${folder}/pagefind.js`);
    let delta: Pick<SearchManifest, 'delta' | 'replaced'> = { delta: null, replaced: [] };
    if (plan.kind === 'full') {
      const parts = splitIntoParts([...articles.keys()], settings.partSize);
      // In place (the dev server), a full index made of fewer parts than before must not leave the others behind.
      await rm(join(options.outDir, searchIndexFolder), { recursive: true, force: true });
      await writeSearchIndex(options.outDir, parts.map((part) => part.map(searched)), settings.language);
      searchIndex = { full: articles, latest: articles };
    } else {
      if (plan.indexed.length) await writeSearchDelta(options.outDir, plan.indexed.map(searched), settings.language);
      delta = {
        delta: plan.indexed.length ? moduleOf(searchDeltaFolder) : null,
        replaced: plan.replaced.map((path) => pagefindUrlOf(outputFileOf({ path }))),
      };
      searchIndex = { full: searchIndex!.full, latest: articles };
    }
    // A kept full index was split with this part size: the size is in every article's fingerprint, so another one rebuilds it.
    const parts = partCount(searchIndex.full.size, settings.partSize);
    const full = Array.from({ length: parts }, (_, index) => moduleOf(searchIndexPartFolder(index + 1)));
    await write(searchManifest, JSON.stringify({ full, ...delta } satisfies SearchManifest));
  };

  return {
    async saveCache() {
      // Each memo writes only the shards that changed since it was last saved, if any.
      if (!memos) return;
      const { rendered, checked } = await memos;
      await Promise.all([rendered.save(), checked.save()]);
    },
    async run(changedFiles) {
      const started = performance.now();
      const changes: ChangeSet = changedFiles ? classifyChanges(changedFiles, options) : everything;
      // Files are looked at again after a change; only those whose identity changed are read.
      if (changedFiles) sources.rescan();
      const reloadContent = changes.content || !model;
      const previousStylesheet = stylesheet;
      const previousScript = script;
      // Made first: the steps below write into it at the same time.
      await mkdir(options.outDir, { recursive: true });

      const [nextModel, nextTemplates, nextStylesheet, nextScript, nextStatic] = await allSettledOrThrow([
        // The memos are read while the templates, stylesheet and script are being made.
        reloadContent || !model
          ? openMemos().then(({ rendered, checked }) =>
              loadSite(options.contentDir, {
                link: basePaths.link,
                cacheDir,
                renderedMemo: rendered,
                checkedMemo: checked,
                sources,
                renderer: parallelRenderer(base),
                publishedOn: options.publishedOn,
              }),
            )
          : model,
        changes.templates || !templates ? loadTemplates(options.root) : templates,
        changes.styles || !stylesheet ? replaceAsset(stylesheet, writeStylesheet(assetsDir, options.outDir, naming)) : stylesheet,
        changes.script || !script ? replaceAsset(script, writeScript(assetsDir, options.outDir, naming)) : script,
        changes.staticFiles || !staticFiles ? copyStaticFiles(assetsDir, options.outDir) : staticFiles,
      ] as const);
      if (reloadContent) {
        const { rendered, checked } = await openMemos();
        rendered.sweep();
        checked.sweep();
      }
      [model, templates, stylesheet, script, staticFiles] = [nextModel, nextTemplates, nextStylesheet, nextScript, nextStatic];

      const paths = createSitePaths(options.url ?? model.config.url, base);
      const assets = {
        stylesheet: paths.link(`/${stylesheet}`),
        script: paths.link(`/${script}`),
        favicon: paths.link('/favicon.svg'),
        feed: paths.link(feedPath),
      };
      const routes = createRoutes(model, paths);
      const fingerprintOf = createFingerprinter();
      // The site's address (site.yaml's, or the one given to this build) is in every page's canonical link.
      const siteSettings = fingerprintOf([generatorId, model.config, paths.absolute('/'), assets, options.pageScript]);
      const fingerprints = new Map(
        routes.map((route) => [route.path, fingerprintOf([siteSettings, templates!.fingerprintOf(route.template), route.props, route.head])]),
      );
      const unchanged = (route: Route) => pageFingerprints.get(route.path) === fingerprints.get(route.path);
      const taken = previous ? await previous.files(routes.filter(unchanged).map(outputFileOf)) : undefined;
      const stale = routes.filter((route) => !unchanged(route) || (taken !== undefined && !taken.has(outputFileOf(route))));
      const loaded = performance.now();

      // Only articles are in the search index, and only what the index sees of them counts.
      const searchSettings = { language: model.config.language, partSize: model.config.blog.searchPartSize };
      const searchFingerprint = fingerprintOf([generatorId, searchSettings]);
      const posts = new Map(routes.flatMap((route) => (route.template === 'BlogPostPage' ? [[route.path, route.props.post] as const] : [])));
      const articles = new Map([...posts].map(([path, post]) => [path, fingerprintOf([searchFingerprint, searchedPart(post)])]));
      const searched = (path: string): SearchedArticle => ({ file: outputFileOf({ path }), ...searchedPart(posts.get(path)!) });
      // Made from the model, the index is built by Pagefind's process while this one renders the pages.
      const indexing = updateSearchIndex(articles, searched, searchSettings, paths).then(() => performance.now() - loaded);

      const render = (route: Route) =>
        withPageScript(renderRoute(route, { templates: templates!.module, model: model!, paths, assets }), options.pageScript);
      const removed = [...pageFingerprints.keys()].filter((path) => !fingerprints.has(path));
      let renderTime = 0;
      const writePages = async () => {
        if (previous !== undefined) {
          // A staged build is thrown away whole if a template throws, so each page is written as soon
          // as it is rendered: a large site is never held in memory at once.
          for (let start = 0; start < stale.length; start += writeBatch) {
            const batchStarted = performance.now();
            const batch = stale.slice(start, start + writeBatch).map((route) => [route, render(route)] as const);
            renderTime += performance.now() - batchStarted;
            await Promise.all(batch.map(([route, html]) => write(outputFileOf(route), html)));
          }
        } else {
          // In place (the dev server): every page is rendered before any is written, so a template
          // that throws leaves the served site as it was.
          const batchStarted = performance.now();
          const pages = stale.map((route) => [route, render(route)] as const);
          renderTime = performance.now() - batchStarted;
          await Promise.all(pages.map(([route, html]) => write(outputFileOf(route), html)));
        }
        await Promise.all(removed.map((path) => rm(join(options.outDir, outputFileOf({ path })), { force: true })));

        const indexable = routes.filter((route) => route.path !== notFoundPath);
        const siteFiles: Record<string, string> = {
          'sitemap.xml': sitemapXml(indexable.map((route) => paths.absolute(route.path))),
          'robots.txt': robotsTxt(paths.absolute('/sitemap.xml')),
          [feedPath.slice(1)]: blogFeed(model!, paths),
        };
        const blogIndex = blogSearchIndex(model!, paths);
        const blogIndexFile = blogIndexPath.slice(1);
        if (blogIndex !== undefined) siteFiles[blogIndexFile] = blogIndex;
        // In place (the dev server), an index the list no longer needs is not left behind.
        else if (extraFiles.delete(blogIndexFile)) await rm(join(options.outDir, blogIndexFile), { force: true });
        await Promise.all(
          Object.entries(siteFiles)
            .filter(([file, content]) => extraFiles.get(file) !== content)
            .map(async ([file, content]) => {
              await write(file, content);
              extraFiles.set(file, content);
            }),
        );
        return performance.now();
      };
      const [written, searchIndexTime] = await allSettledOrThrow([writePages(), indexing] as const);
      pageFingerprints = fingerprints;
      previous = undefined;
      const finished = performance.now();

      const pagesChanged = stale.length > 0 || removed.length > 0 || script !== previousScript || changes.staticFiles;
      return {
        pages: routes.length,
        assets: 2 + staticFiles!.length,
        renderedPaths: stale.map((route) => route.path),
        pageFingerprints,
        browserUpdate: pagesChanged ? 'reload' : stylesheet !== previousStylesheet || changes.styles ? 'styles' : 'none',
        milliseconds: finished - started,
        upToDate: false,
        searchIndex,
        timings: { load: loaded - started, render: renderTime, write: written - loaded - renderTime, searchIndex: searchIndexTime },
      };
    },
  };
}

/** What Pagefind indexes of an article: its title (meta), its category (filter) and its body. */
function searchedPart(post: Post): Omit<SearchedArticle, 'file'> {
  return { title: post.title, category: post.category, html: post.html };
}

/** The blog's feed: its newest articles, the latest id first among those of one day. */
function blogFeed({ config, posts }: SiteModel, paths: SitePaths): string {
  const channel = {
    title: config.blog.feedTitle,
    description: config.blog.feedDescription,
    language: config.language,
    copyright: config.footer.copyright,
    listPath: '/blog',
    size: config.blog.feedSize,
  };
  const items = [...posts].reverse().map((post) => ({
    path: `/blog/${post.slug}`,
    title: post.title,
    summary: post.excerpt,
    html: post.html,
    author: post.author,
    category: post.category,
    published: post.publishDate,
  }));
  return rssFeed(channel, items, paths);
}

/** Pages rendered between two rounds of writing, in a staged build. */
const writeBatch = 32;

/** Every page is a folder's index.html, so that `/about/` is served on any static host; the 404 page is where hosts look for it. */
function outputFileOf(route: Pick<Route, 'path'>): string {
  if (route.path === notFoundPath) return '404.html';
  return join(route.path.slice(1), 'index.html');
}

/**
 * Like Promise.all, but waits for every task before throwing the first failure (in
 * list order): a task still writing into the output must not race its removal.
 */
async function allSettledOrThrow<const Tasks extends readonly unknown[]>(
  tasks: Tasks,
): Promise<{ -readonly [Index in keyof Tasks]: Awaited<Tasks[Index]> }> {
  const results = await Promise.allSettled(tasks);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [Index in keyof Tasks]: Awaited<Tasks[Index]>;
  };
}
