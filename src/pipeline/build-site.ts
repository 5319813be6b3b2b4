import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { copyStaticFiles, writeScript, writeStylesheet } from '../assets/build-assets.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import { cardRenderer } from '../cards/card-threads.ts';
import { planCards } from '../cards/plan-cards.ts';
import { writeCards, type CardReport } from '../cards/write-cards.ts';
import { buildFailure, ContentErrors } from '../content/content-error.ts';
import type { LoadContentOptions } from '../content/load-content.ts';
import type { SourceFiles } from '../content/source-files.ts';
import { codeThemesOf, type AssetUrls } from '../definition/define-site.ts';
import { planImages, type ImagePlan } from '../images/plan-images.ts';
import { writeImages, type ImageCounts } from '../images/write-images.ts';
import { parallelRenderer } from '../markdown/parallel-render.ts';
import { feedPath } from '../output/feed.ts';
import { loadSiteModule, type SiteModule } from '../render/load-site-module.ts';
import { createSitePaths, normalizeBase } from '../render/site-paths.ts';
import { loadSite } from './load-site.ts';
import { planPages } from './plan-pages.ts';
import { writeSearch } from './search-stage.ts';
import { settleAll } from './settle-all.ts';
import { siteFiles } from './site-files.ts';
import { writeOutputFile, writePages } from './write-pages.ts';

export interface BuildSiteOptions {
  /** The project folder holding templates/ and assets/. */
  readonly root: string;
  readonly contentDir: string;
  /** Written in place: the caller stages it when a failed build must leave no trace. */
  readonly outDir: string;
  /** The path the site is served under, e.g. `/docs/` for a GitHub Pages project site. */
  readonly base: string;
  /** Overrides the site's own address. */
  readonly url?: string | undefined;
  /** Leaves out drafts and entries dated after this day (YYYY-MM-DD); every entry is in without it. */
  readonly publishedOn?: string | undefined;
  /** Content-hashed asset names; off in the dev server, which swaps the stylesheet in place. */
  readonly hashAssetNames: boolean;
  readonly cache: BuildCache;
  /** The files the build read to compare its inputs: the content is loaded from them, and then they are forgotten. */
  readonly sources: SourceFiles;
  /** Goes on past content errors where it can, leaving out the files that have them (see LoadContentOptions). */
  readonly pastErrors?: LoadContentOptions['pastErrors'];
}

export interface BuildReport {
  readonly pages: number;
  readonly assets: number;
  /** The image files this build encoded, and those it took from the cache. */
  readonly images: ImageCounts;
  readonly cards: CardReport;
  /**
   * Where the time went, in milliseconds: loading (templates, content, assets), then
   * rendering and writing the pages, while the search index is built beside them
   * (so it overlaps both).
   */
  readonly timings: {
    readonly load: number;
    readonly render: number;
    readonly write: number;
    readonly searchIndex: number;
    /** Making the social cards, in worker threads beside the pages when there are many. */
    readonly cards: number;
  };
}

/**
 * The whole pipeline, once: load the site module, its content and its assets; plan
 * the pages and their social cards; render and write the pages with the site's
 * files, while the cards are made and Pagefind indexes what the site asks it to.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildReport> {
  const started = performance.now();
  const base = normalizeBase(options.base);
  const assetsDir = join(options.root, 'assets');
  const naming = { hashNames: options.hashAssetNames };
  await mkdir(options.outDir, { recursive: true });

  const { link } = createSitePaths('', base);
  const loadingModule = loadSiteModule(options.root);
  const [module, stylesheet, script, staticFiles, images] = await settleAll([
    loadingModule,
    // The stylesheet holds the classes of the site's code themes; when the module fails, its error is the one reported.
    loadingModule.then(
      ({ definition }) => writeStylesheet(assetsDir, options.outDir, naming, codeThemesOf(definition)),
      () => undefined,
    ),
    writeScript(assetsDir, options.outDir, naming),
    copyStaticFiles(assetsDir, options.outDir),
    planImages(assetsDir, link),
  ] as const);
  // Pages need only the images' plan: their files are encoded, in a process of their own, while the rest of the build runs.
  const [built, written] = await Promise.allSettled([
    buildPages(options, { module, images, link, base, started, stylesheet, script }),
    writeImages(images.originals, options.outDir, options.cache.encodedImages),
  ]);
  const brokenImages = written.status === 'fulfilled' ? written.value.problems : [];
  if (built.status === 'rejected' || written.status === 'rejected' || brokenImages.length > 0) {
    const failures = [built, written].flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    // An image found broken as it is encoded is reported with the content's errors, which are known by then.
    throw buildFailure(brokenImages.length > 0 ? [...failures, new ContentErrors(brokenImages)] : failures);
  }
  return {
    ...built.value,
    assets: [stylesheet, script].filter(Boolean).length + staticFiles.length,
    images: written.value.counts,
  };
}

/** What buildPages is given of the build's first step. */
interface Prepared {
  readonly module: SiteModule;
  readonly images: ImagePlan;
  readonly link: (path: string) => string;
  readonly base: string;
  readonly started: number;
  readonly stylesheet: string | undefined;
  readonly script: string | undefined;
}

/** Loads the content, plans the pages and their cards, and writes both with the site's files and its search index. */
async function buildPages(
  options: BuildSiteOptions,
  { module, images, link, base, started, stylesheet, script }: Prepared,
): Promise<Omit<BuildReport, 'assets' | 'images'>> {
  const { content, settings } = await loadSite(module, {
    contentDir: options.contentDir,
    link,
    publishedOn: options.publishedOn,
    sources: options.sources,
    cache: options.cache,
    renderer: parallelRenderer(base),
    images,
    pastErrors: options.pastErrors,
  });
  // Every content file's text, a large site's hundred megabytes, need not stay for rendering and writing.
  options.sources.forgetAll();
  const { definition } = module;
  const paths = createSitePaths(options.url ?? settings.url, base);
  const assets: AssetUrls = {
    stylesheet: stylesheet && paths.link(`/${stylesheet}`),
    script: script && paths.link(`/${script}`),
    feed: definition.feed ? paths.link(feedPath) : undefined,
  };
  const plan = planPages(definition, content, paths, images.catalog);
  const cardPlan = await planCards(plan, definition, content, options.root);
  const loaded = performance.now();

  const search = definition.search?.(content);
  const indexing = search
    ? writeSearch(options.outDir, search, settings, paths, options.cache.indexParts).then(() => performance.now() - loaded)
    : Promise.resolve(0);
  const carding = writeCards(cardPlan, { outDir: options.outDir, cache: options.cache.cards, renderer: cardRenderer() }).then((report) => ({
    report,
    milliseconds: performance.now() - loaded,
  }));
  const writing = (async () => {
    const { timings } = await writePages(
      plan.routes,
      { definition, content, paths, assets, cards: cardPlan.images },
      { outDir: options.outDir, mode: { kind: 'streamed' } },
    );
    await Promise.all(
      [...siteFiles(plan, definition, content, paths, options.cache.feedItems)].map(([file, text]) =>
        writeOutputFile(options.outDir, file, text),
      ),
    );
    return timings;
  })();
  const [{ render, write }, searchIndex, cards] = await settleAll([writing, indexing, carding] as const);
  return {
    pages: plan.routes.length,
    cards: cards.report,
    timings: { load: loaded - started, render, write, searchIndex, cards: cards.milliseconds },
  };
}
