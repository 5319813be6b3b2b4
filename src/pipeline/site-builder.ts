import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleScript, bundleStylesheet, copyStaticFiles, listStaticFiles, type BundledAsset } from '../assets/build-assets.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import { cardThreads, renderCardsHere } from '../cards/card-threads.ts';
import { cardFileOf, planCards } from '../cards/plan-cards.ts';
import type { CardReport } from '../cards/write-cards.ts';
import { writeCards } from '../cards/write-cards.ts';
import type { CheckInputs } from '../check/check-inputs.ts';
import { sourcedLinksOf } from '../content/body-links.ts';
import { buildFailure, ContentErrors } from '../content/content-error.ts';
import type { LoadContentOptions } from '../content/load-content.ts';
import type { SourceFiles } from '../content/source-files.ts';
import { budgetsOf, codeThemesOf, type AssetUrls, type SearchSpec, type SiteSettings } from '../definition/define-site.ts';
import { checkFunctions } from '../functions/declared-functions.ts';
import type { FunctionBundles } from '../functions/functions-manifest.ts';
import { writeFunctions } from '../functions/write-functions.ts';
import { imageFilesOf, planImages, type ImagePlan } from '../images/plan-images.ts';
import { writeImages, type ImageCounts, type WrittenImages } from '../images/write-images.ts';
import { parallelRenderer } from '../markdown/parallel-render.ts';
import { feedPath } from '../output/feed.ts';
import { searchIndexFolder, type WrittenIndex } from '../output/search-index.ts';
import { loadSiteModule, type SiteModule } from '../render/load-site-module.ts';
import { createSitePaths, normalizeBase, type SitePaths } from '../render/site-paths.ts';
import { assetFiles } from './asset-files.ts';
import { classifyChanges, eitherChange, everything, type ChangeSet } from './change-set.ts';
import { loadSite, type LoadedSite } from './load-site.ts';
import { planPages, type PlannedFunction } from './plan-pages.ts';
import { pageInputsOf, rendersAsBefore, shellInputs, type PageInputs, type ShellInputs } from './render-inputs.ts';
import { sameValue } from './same-value.ts';
import { writeSearch } from './search-stage.ts';
import { settleAll } from '../concurrency/settle-all.ts';
import { siteFiles } from './site-files.ts';
import { writeOutputFile } from '../output/output-files.ts';
import { asStep, noProgress, type StepProgress } from './step-progress.ts';
import { writePages } from './write-pages.ts';

/**
 * The two ways the one builder runs, as Vite's `build` and `serve`: `build` makes the
 * whole site once, for publishing, with content-hashed asset names, the search index
 * made beside the pages and the site's functions bundled into `functionsDir`, when
 * given; `serve` keeps the site in memory between runs for `sitegen dev`, redoes only
 * what each change reaches, adds the live-reload script to every page and leaves the
 * search index to a step of its own, after the reload.
 */
export type BuildMode =
  | { readonly kind: 'build'; readonly functionsDir?: string | undefined }
  | { readonly kind: 'serve'; readonly pageScript?: string | undefined };

export interface SiteBuilderOptions {
  readonly mode: BuildMode;
  /** The project folder holding templates/ and assets/. */
  readonly root: string;
  readonly contentDir: string;
  /** Written in place: a build stages it when a failed build must leave no trace; a serve run writes all or nothing. */
  readonly outDir: string;
  /** The path the site is served under, e.g. `/docs/` for a GitHub Pages project site. */
  readonly base: string;
  /** Overrides the site's own address. */
  readonly url?: string | undefined;
  /** Leaves out drafts and entries dated after this day (YYYY-MM-DD); every entry is in without it. */
  readonly publishedOn?: string | undefined;
  /** What earlier runs made, kept by content hash; its caller saves it. */
  readonly cache: BuildCache;
  /** The files the builder reads its content from: a build hashed them first, to compare its inputs with the last build's. */
  readonly sources: SourceFiles;
  /** Goes on past content errors where it can, leaving out the files that have them (see LoadContentOptions). */
  readonly pastErrors?: LoadContentOptions['pastErrors'];
  /** Told of the slow steps (cards, images, the search index) as they run. */
  readonly progress?: StepProgress | undefined;
}

export interface SiteBuildReport {
  readonly pages: number;
  readonly assets: number;
  /** Site paths of the pages this run wrote: all of them in a first run, those whose HTML changed afterwards. */
  readonly changedPaths: readonly string[];
  readonly milliseconds: number;
  /**
   * What an open browser must do after this run: reload; take the new HTML of the
   * `changedPaths` pages in place, when nothing else they load changed; swap the
   * stylesheet; or nothing.
   */
  readonly browserUpdate: 'reload' | 'pages' | 'styles' | 'none';
  /** The image files this run encoded, and those it took from the cache. */
  readonly images: ImageCounts;
  readonly cards: CardReport;
  /** What the run found wrong but did not stop for, each naming its page: a card that leaves out characters no font has. */
  readonly warnings: readonly string[];
  /** What a check of the output needs: in build mode, every link the Markdown bodies make at its file and line; the site's budgets. */
  readonly checkInputs: CheckInputs;
  /** The site's server functions, each at its address. */
  readonly functions: readonly PlannedFunction[];
  /** The functions a build bundled into its functions folder: none without one, or in serve mode. */
  readonly bundles: readonly FunctionBundles[];
  /**
   * Where the time went, in milliseconds: loading (templates, content, assets), then
   * rendering and writing the pages, while the search index is built beside them in a
   * build (so it overlaps both), and the cards are made.
   */
  readonly timings: {
    readonly load: number;
    readonly render: number;
    readonly write: number;
    readonly searchIndex: number;
    readonly cards: number;
  };
}

export interface SiteBuilder {
  /** Builds what the changed files (absolute paths) reach; everything on the first run, or when none are given. */
  run(changedFiles?: readonly string[]): Promise<SiteBuildReport>;
  /**
   * Serve mode: brings the search index up to date with the last run, when what it
   * covers changed. Apart from run, so that pages reload first: Pagefind takes seconds
   * over a large part. A build makes its index within run.
   */
  updateSearchIndex(): Promise<void>;
}

/** What the last good run left in the output, kept in memory for the next. */
interface RunState {
  readonly module: SiteModule;
  readonly site: LoadedSite;
  readonly stylesheet: BundledAsset | undefined;
  readonly script: BundledAsset | undefined;
  readonly staticFiles: readonly string[];
  readonly images: ImagePlan;
  /** The files the images are published as, in the output. */
  readonly imageFiles: ReadonlySet<string>;
  /** What every page was last rendered with besides its own route. */
  readonly shell: ShellInputs;
  /** What each page file was last rendered from: a page whose inputs are the same is not rendered again. */
  readonly pages: ReadonlyMap<string, PageInputs>;
  /** Each page file's HTML as the output holds it, hashed. */
  readonly served: ReadonlyMap<string, string>;
  /** The site files' contents (sitemap, feed..., the stylesheet and the script), by file. */
  readonly files: ReadonlyMap<string, string>;
  /** The cards' files in the output. */
  readonly cardFiles: ReadonlySet<string>;
}

/** What the search index was last made from, or is to be made from. */
interface SearchState {
  readonly spec: SearchSpec | undefined;
  readonly settings: SiteSettings;
  readonly paths: SitePaths;
}

const noImagesWritten: WrittenImages = { counts: { encoded: 0, reused: 0 }, problems: [] };

/**
 * The pipeline, for `build` and `dev` alike: load the site module, its content and its
 * assets; plan the pages and their cards; render and write the pages with the site's
 * files, while the cards and images are made and Pagefind indexes what the site asks
 * it to. A first run does all of it. Later runs (serve mode) start from what the last
 * good run left: each stage is redone only when what it is made from changed, and a
 * page is rendered again only when what it is rendered from changed (render-inputs.ts)
 * and written only when its HTML did. Such a run writes all or nothing: its pages,
 * site files, stylesheet and script reach the output only once every step succeeded,
 * and the images and cards it placed beside them, under names no page served links
 * yet, are removed again when one failed; the next run redoes what it was asked to.
 */
export function createSiteBuilder(options: SiteBuilderOptions): SiteBuilder {
  const { mode } = options;
  const assetsDir = join(options.root, 'assets');
  const base = normalizeBase(options.base);
  const naming = { hashNames: mode.kind === 'build' };
  const pageScript = mode.kind === 'serve' ? mode.pageScript : undefined;
  const { link } = createSitePaths('', base);
  let state: RunState | undefined;
  /**
   * What runs that failed since the last good one were asked to redo. A failed run
   * keeps none of what it made, so the next run redoes that too: a template saved
   * while the content was broken is compiled again once the content is mended.
   */
  let unbuilt: ChangeSet | undefined;
  /** The search index as the output holds it, and as the last run asks for it. */
  let indexed: SearchState | undefined;
  let wanted: SearchState | undefined;
  /** What the index in the output was last made from, part by part: unknown once a run of it failed. */
  let written: WrittenIndex | undefined;

  const indexAs = async (next: SearchState | undefined): Promise<void> => {
    if (!next || (indexed && sameValue(indexed.spec, next.spec) && indexed.settings.language === next.settings.language)) return;
    const { spec } = next;
    // What a failed run left is unknown, and a site that no longer asks for an index must not keep one.
    if (indexed && (!written || !spec)) await rm(join(options.outDir, searchIndexFolder), { recursive: true, force: true });
    const previous = written;
    written = undefined;
    if (spec) {
      const run = { cache: options.cache.indexParts, background: mode.kind === 'serve', previous };
      written = await asStep(options.progress ?? noProgress, 'searchIndex', spec.documents.length, () =>
        writeSearch(options.outDir, spec, next.settings, next.paths, run),
      );
    }
    indexed = next;
  };

  /** Serve mode's index follows the last good run only: a failed run's content is never indexed. */
  const updateSearchIndex = () => indexAs(wanted);

  return {
    updateSearchIndex,
    async run(changedFiles) {
      const started = performance.now();
      const previous = state;
      const asked = changedFiles && previous ? classifyChanges(changedFiles, options) : everything;
      const changes = unbuilt ? eitherChange(unbuilt, asked) : asked;
      unbuilt = changes;
      if (changedFiles) options.sources.forget(changedFiles);
      const { cache } = options;
      // The steps below write into the output side by side: a folder one of them makes while another makes it fails the other (EEXIST).
      await mkdir(options.outDir, { recursive: true });
      /**
       * Files this run put in the output under content-hashed names (images, cards) that
       * the last good run's output lacks: no page served links them until the run
       * succeeds, and they are removed again if it fails.
       */
      const placed = new Set<string>();

      const loadingModule = changes.templates || !previous ? loadSiteModule(options.root) : Promise.resolve(previous.module);
      // A site with cards and none kept draws them all: the thread that draws them loads satori while the content loads.
      const cardDrawing = previous
        ? undefined
        : loadingModule.then(
            ({ definition }) => cardThreads({ startAhead: definition.socialCards !== undefined && cache.cards.keepsNone() }),
            () => undefined,
          );

      /** Loads the content, plans the pages and their cards, and renders the pages, with the cards made beside them. */
      const makePages = async (made: Pick<RunState, 'module' | 'stylesheet' | 'script' | 'staticFiles' | 'images' | 'imageFiles'>) => {
        const { module, stylesheet, script, staticFiles, images } = made;
        const site =
          changes.content || module !== previous?.module || images !== previous.images
            ? await loadSite(module, {
                contentDir: options.contentDir,
                link,
                publishedOn: options.publishedOn,
                sources: options.sources,
                cache,
                // A large batch is spread over threads: a first run's, or every body again after an edit of the
                // site module whose Markdown settings hold its code (see renderingDigest). An edit of a body renders it here.
                renderer: parallelRenderer(base),
                images,
                pastErrors: options.pastErrors,
              })
            : previous.site;
        // A build holds no file's text once its content is loaded: a large site's hundred megabytes need not stay for rendering.
        if (mode.kind === 'build') options.sources.forgetAll();
        const { definition } = module;
        const origin = options.url ?? site.settings.url;
        const paths = createSitePaths(origin, base);
        const assets: AssetUrls = {
          stylesheet: stylesheet && paths.link(`/${stylesheet.file}`),
          script: script && paths.link(`/${script.file}`),
          feed: definition.feed ? paths.link(feedPath) : undefined,
        };
        const functions = await checkFunctions(definition.functions ?? {}, options.root);
        const plan = planPages(
          definition,
          site.content,
          paths,
          images.catalog,
          functions,
          assetFiles({ stylesheet: stylesheet?.file, script: script?.file, staticFiles, images }),
        );
        const cardPlan = await planCards(plan, definition, site.content, options.root, cache.fontCharacters);
        const loaded = performance.now();

        const search: SearchState = { spec: definition.search?.(site.content), settings: site.settings, paths };
        const indexing = mode.kind === 'build' ? indexAs(search).then(() => performance.now() - loaded) : Promise.resolve(0);
        const previousCards = new Set(previous?.cardFiles);
        // Only the cards the output lacks; an edit makes one or two, in this thread.
        const newCards = cardPlan.jobs.filter((job) => !previousCards.has(cardFileOf(job.name)));
        for (const job of newCards) placed.add(cardFileOf(job.name));
        const carding = writeCards(
          { ...cardPlan, jobs: newCards },
          {
            outDir: options.outDir,
            cache: cache.cards,
            renderer: (await cardDrawing)?.render ?? renderCardsHere,
            progress: options.progress,
          },
        ).then((report) => ({ report, milliseconds: performance.now() - loaded }));

        const shell = shellInputs(
          { fingerprint: module.fingerprint, data: site.data, settings: site.settings, origin, base, assets, pageScript },
          previous?.shell,
        );
        const inputs = new Map(plan.routes.map((page) => [page.file, pageInputsOf(page.route, cardPlan.images, shell)]));
        const stale = plan.routes.filter((page) => {
          const before = previous?.pages.get(page.file);
          const now = inputs.get(page.file);
          return !before || !now || !rendersAsBefore(before, now);
        });
        const served = previous?.served ?? new Map<string, string>();
        const writing = writePages(
          stale,
          { definition, data: site.data, settings: site.settings, paths, assets, cards: cardPlan.images },
          {
            outDir: options.outDir,
            // A first run has nothing served yet: it streams, so a large site's pages are never all held at once.
            mode: previous ? { kind: 'held', served } : { kind: 'streamed', digests: mode.kind === 'serve' },
            pageScript,
          },
        );
        const bundling =
          mode.kind === 'build' && mode.functionsDir !== undefined
            ? writeFunctions(plan.functions, mode.functionsDir, options.root, cache.functionBundles)
            : Promise.resolve([]);
        // The feed's items take this thread a few hundred milliseconds in a first build: made while the cards are drawn.
        const filing = writing.then(() => siteFiles(plan, definition, site.content, paths, cache.feedItems));
        const [written, searchIndex, cards, bundles, files] = await settleAll([writing, indexing, carding, bundling, filing] as const);
        // The stylesheet and the script are written with the site's files: only once the whole run succeeded.
        for (const asset of [stylesheet, script]) if (asset) files.set(asset.file, asset.text);

        const nextServed = new Map([...served].filter(([file]) => inputs.has(file)));
        for (const [file, digest] of written.digests) nextServed.set(file, digest);
        const cardFiles = new Set(cardPlan.jobs.map((job) => cardFileOf(job.name)));
        return {
          next: { ...made, site, shell, pages: inputs, served: nextServed, files, cardFiles },
          search,
          pages: plan.routes.length,
          written,
          cards,
          warnings: cardPlan.warnings,
          checkInputs: {
            bodyLinks: mode.kind === 'build' ? sourcedLinksOf(site.content, definition.content) : [],
            budgets: budgetsOf(definition),
          },
          functions: plan.functions,
          bundles,
          loaded,
          searchIndex,
        };
      };

      const making = (async () => {
        const [module, stylesheet, script, staticFiles, images] = await settleAll([
          loadingModule,
          // The stylesheet holds the classes of the site's code themes, which an edit of templates/site.ts may change;
          // when the module fails, its error is the one reported.
          loadingModule.then(
            ({ definition }) => {
              const codeThemes = codeThemesOf(definition);
              const sameThemes = previous !== undefined && sameValue(codeThemes, codeThemesOf(previous.module.definition));
              return changes.styles || !sameThemes ? bundleStylesheet(assetsDir, naming, codeThemes) : previous.stylesheet;
            },
            () => undefined,
          ),
          changes.script || !previous ? bundleScript(assetsDir, naming) : previous.script,
          changes.staticFiles || !previous ? listStaticFiles(assetsDir) : previous.staticFiles,
          changes.images || !previous ? planImages(assetsDir, link) : previous.images,
        ] as const);
        const imageFiles = images === previous?.images ? previous.imageFiles : imageFilesOf(images);
        for (const file of imageFiles) if (!previous?.imageFiles.has(file)) placed.add(file);
        // Pages need only the images' plan: their files are encoded, in a process of their own, while the pages are made.
        const encodingImages =
          images === previous?.images
            ? Promise.resolve(noImagesWritten)
            : writeImages(images.originals, options.outDir, cache.encodedImages, { progress: options.progress });
        const [pages, written] = await Promise.allSettled([
          makePages({ module, stylesheet, script, staticFiles, images, imageFiles }),
          encodingImages,
        ]);
        const brokenImages = written.status === 'fulfilled' ? written.value.problems : [];
        if (pages.status === 'rejected' || written.status === 'rejected' || brokenImages.length > 0) {
          const failures = [pages, written].flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
          // An image found broken as it is encoded is reported with the content's errors, which are known by then.
          throw buildFailure(brokenImages.length > 0 ? [...failures, new ContentErrors(brokenImages)] : failures);
        }
        return { ...pages.value, imageCounts: written.value.counts };
      })();

      let made: Awaited<typeof making>;
      try {
        made = await making;
      } catch (error) {
        // Whatever failed, the last good site stays served as it was.
        await Promise.all([...placed].map((file) => rm(join(options.outDir, file), { force: true })));
        throw error;
      } finally {
        (await cardDrawing)?.close();
      }
      const { next, written } = made;
      const committing = performance.now();
      const { staticFiles } = next;
      if (staticFiles !== previous?.staticFiles) await copyStaticFiles(assetsDir, options.outDir);
      await Promise.all([
        ...written.held.map(({ page, html }) => writeOutputFile(options.outDir, page.file, html)),
        ...[...next.files]
          .filter(([file, text]) => previous?.files.get(file) !== text)
          .map(([file, text]) => writeOutputFile(options.outDir, file, text)),
      ]);
      const removed = previous
        ? [
            ...[...previous.served.keys()].filter((file) => !next.pages.has(file)),
            ...[...previous.cardFiles].filter((file) => !next.cardFiles.has(file)),
            ...[...previous.imageFiles].filter((file) => !next.imageFiles.has(file)),
            ...[...previous.files.keys()].filter((file) => !next.files.has(file)),
            ...previous.staticFiles.filter((file) => !staticFiles.includes(file)),
          ]
        : [];
      await Promise.all(removed.map((file) => rm(join(options.outDir, file), { force: true })));
      state = next;
      wanted = made.search;
      unbuilt = undefined;

      const { stylesheet, script } = next;
      const restyle = stylesheet?.text !== previous?.stylesheet?.text;
      // A page can take its new HTML in place only while everything else it loads is as it was.
      const reload =
        removed.length > 0 ||
        script?.text !== previous?.script?.text ||
        changes.staticFiles ||
        changes.images ||
        (restyle && written.written.length > 0);
      return {
        pages: made.pages,
        assets: [stylesheet, script].filter(Boolean).length + staticFiles.length,
        changedPaths: written.written.map((page) => page.route.path),
        browserUpdate: reload ? 'reload' : written.written.length > 0 ? 'pages' : restyle ? 'styles' : 'none',
        images: made.imageCounts,
        cards: made.cards.report,
        warnings: made.warnings,
        checkInputs: made.checkInputs,
        functions: made.functions,
        bundles: made.bundles,
        timings: {
          load: made.loaded - started,
          render: written.timings.render,
          write: written.timings.write + performance.now() - committing,
          searchIndex: made.searchIndex,
          cards: made.cards.milliseconds,
        },
        milliseconds: performance.now() - started,
      };
    },
  };
}
