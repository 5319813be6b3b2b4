import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { copyStaticFiles, writeScript, writeStylesheet } from '../assets/build-assets.ts';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { cardRenderer, renderCardsHere } from '../cards/card-threads.ts';
import { cardFileOf, planCards } from '../cards/plan-cards.ts';
import type { CardImage } from '../cards/social-card.ts';
import { writeCards } from '../cards/write-cards.ts';
import { openSourceFiles } from '../content/source-files.ts';
import { codeThemesOf, type AssetUrls, type SearchSpec, type SiteSettings } from '../definition/define-site.ts';
import type { Route } from '../definition/routes.ts';
import { planImages, type ImagePlan } from '../images/plan-images.ts';
import { writeImages } from '../images/write-images.ts';
import { parallelRenderer } from '../markdown/parallel-render.ts';
import { renderHere } from '../markdown/render-batch.ts';
import { feedPath } from '../output/feed.ts';
import { searchIndexFolder } from '../output/search-index.ts';
import { loadSiteModule, type SiteModule } from '../render/load-site-module.ts';
import { createSitePaths, type SitePaths } from '../render/site-paths.ts';
import { loadSite, type LoadedSite } from '../pipeline/load-site.ts';
import { planPages } from '../pipeline/plan-pages.ts';
import { writeSearch } from '../pipeline/search-stage.ts';
import { settleAll } from '../pipeline/settle-all.ts';
import { siteFiles } from '../pipeline/site-files.ts';
import { writeOutputFile, writePages } from '../pipeline/write-pages.ts';
import { generatorId } from '../version.ts';
import { classifyChanges, everything } from './change-set.ts';
import { sameValue } from './same-value.ts';

export interface DevBuilderOptions {
  readonly root: string;
  readonly contentDir: string;
  /** Written in place, all or nothing: a build that fails leaves the served site as it was. */
  readonly outDir: string;
  /** The URL of a module script added to the end of every page (live reload). */
  readonly pageScript?: string | undefined;
}

export interface DevBuildReport {
  readonly pages: number;
  /** Site paths of the pages this run changed: rendered, and found to differ from what was served. */
  readonly changedPaths: readonly string[];
  /** What an open browser must do: reload, swap the stylesheet, or nothing. */
  readonly browserUpdate: 'reload' | 'styles' | 'none';
  readonly milliseconds: number;
}

export interface DevBuilder {
  /** Builds the pages and files the changed files (absolute paths) reach; everything when none are given. */
  run(changedFiles?: readonly string[]): Promise<DevBuildReport>;
  /**
   * Brings the search index up to date with the last run, when what it covers changed.
   * Apart from run, so that pages reload first: Pagefind takes seconds over a large part.
   */
  updateSearchIndex(): Promise<void>;
  /** Stores what the runs so far checked and rendered, for later builds. Apart from run, so that pages reload first. */
  saveCache(): Promise<void>;
}

/**
 * Whether a route's HTML would be made from the same inputs as before, besides what
 * every page shares: a page with the same path, props, head and card address need not
 * be rendered again.
 */
function rendersAsBefore(
  before: Route<unknown>,
  beforeCard: CardImage | undefined,
  route: Route<unknown>,
  card: CardImage | undefined,
): boolean {
  if (before.kind !== 'page' || route.kind !== 'page') return sameValue(before, route);
  return (
    before.path === route.path && sameValue(before.props, route.props) && sameValue(before.head, route.head) && sameValue(beforeCard, card)
  );
}

/** What the last good run left in the output, kept in memory between runs. */
interface DevState {
  readonly module: SiteModule;
  readonly site: LoadedSite;
  readonly stylesheet: string | undefined;
  readonly script: string | undefined;
  readonly staticFiles: readonly string[];
  readonly images: ImagePlan;
  /** What every page is rendered with besides its own route: the templates, the assets, the page script. */
  readonly shared: readonly unknown[];
  /** Each page file's route as it was last rendered: a page whose props and head are the same is not rendered again. */
  readonly routes: ReadonlyMap<string, Route<unknown>>;
  /** Each page file's HTML as the output holds it, hashed. */
  readonly served: ReadonlyMap<string, string>;
  /** The site files' contents (sitemap, feed...), by file. */
  readonly files: ReadonlyMap<string, string>;
  /** Each page's social card, by site path. */
  readonly cards: ReadonlyMap<string, CardImage>;
  /** The cards' files in the output. */
  readonly cardFiles: ReadonlySet<string>;
}

/** What the search index was last made from, or is to be made from. */
interface SearchState {
  readonly spec: SearchSpec | undefined;
  readonly settings: SiteSettings;
  readonly paths: SitePaths;
}

/**
 * The pipeline kept alive between saves, for `sitegen dev`: the site module, the
 * content and the pages' routes stay in memory, and each run redoes only what its
 * changes reach. Pages whose props, head, templates and assets are the same as last
 * time (compared as values: see same-value.ts) are not rendered again; a page
 * rendered again (after a template edit, say) is written only when its HTML changed.
 */
export function createDevBuilder(options: DevBuilderOptions): DevBuilder {
  const assetsDir = join(options.root, 'assets');
  const naming = { hashNames: false };
  const sources = openSourceFiles();
  const { link } = createSitePaths('', '/');
  let cache: Promise<BuildCache> | undefined;
  const openCache = () => (cache ??= openBuildCache(options.root, generatorId));
  let state: DevState | undefined;
  /** The search index as the output holds it, and as the last run asks for it: made when the index catches up, after the reload. */
  let indexed: SearchState | undefined;
  let wanted: (() => SearchState) | undefined;

  /**
   * Plans the images and writes their files before the pages that show them are
   * served; an original found broken as it is encoded is reported with the plan's own.
   */
  const publishImages = async (): Promise<ImagePlan> => {
    const plan = await planImages(assetsDir, link);
    const { problems } = await writeImages(plan.originals, options.outDir, (await openCache()).encodedImages);
    return problems.length === 0 ? plan : { ...plan, problems: [...plan.problems, ...problems] };
  };

  return {
    async saveCache() {
      // Each run asks the caches only for what its edit reached: nothing is dropped until a build runs whole.
      if (cache) await (await cache).save({ keepUnused: true });
    },
    async updateSearchIndex() {
      const next = wanted?.();
      if (!next || (indexed && sameValue(indexed.spec, next.spec) && indexed.settings.language === next.settings.language)) return;
      // A smaller index than before must not leave parts behind.
      await rm(join(options.outDir, searchIndexFolder), { recursive: true, force: true });
      if (next.spec) await writeSearch(options.outDir, next.spec, next.settings, next.paths, (await openCache()).indexParts);
      indexed = next;
    },
    async run(changedFiles) {
      const started = performance.now();
      const changes = changedFiles && state ? classifyChanges(changedFiles, options) : everything;
      if (changedFiles) sources.forget(changedFiles);
      const previous = state;
      // The steps below write into the output side by side: a folder one of them makes while another makes it fails the other (EEXIST).
      await mkdir(options.outDir, { recursive: true });

      const loadingModule = changes.templates || !previous ? loadSiteModule(options.root) : Promise.resolve(previous.module);
      const [module, stylesheet, script, staticFiles, images] = await settleAll([
        loadingModule,
        // The stylesheet holds the classes of the site's code themes, which an edit of templates/site.ts may change.
        loadingModule.then(
          ({ definition }) => {
            const codeThemes = codeThemesOf(definition);
            const sameThemes = previous !== undefined && sameValue(codeThemes, codeThemesOf(previous.module.definition));
            return changes.styles || !sameThemes ? writeStylesheet(assetsDir, options.outDir, naming, codeThemes) : previous.stylesheet;
          },
          () => undefined,
        ),
        changes.script || !previous ? writeScript(assetsDir, options.outDir, naming) : previous.script,
        changes.staticFiles || !previous ? copyStaticFiles(assetsDir, options.outDir) : previous.staticFiles,
        changes.images || !previous ? publishImages() : previous.images,
      ] as const);
      const site =
        changes.content || module !== previous?.module || images !== previous.images
          ? await loadSite(module, {
              contentDir: options.contentDir,
              link,
              sources,
              cache: await openCache(),
              // A first build of a large site spreads its bodies over threads; an edit renders one body.
              renderer: previous ? renderHere : parallelRenderer('/'),
              images,
            })
          : previous.site;
      const { definition } = module;
      const paths = createSitePaths(site.settings.url, '/');
      const assets: AssetUrls = {
        stylesheet: stylesheet && paths.link(`/${stylesheet}`),
        script: script && paths.link(`/${script}`),
        feed: definition.feed ? paths.link(feedPath) : undefined,
      };
      const plan = planPages(definition, site.content, paths, images.catalog);
      const cardPlan = await planCards(plan, definition, site.content, options.root);
      const cards = cardPlan.images;

      const shared = [module.fingerprint, assets, options.pageScript];
      const sameShared = previous !== undefined && sameValue(previous.shared, shared);
      const routes = new Map(plan.routes.map((page) => [page.file, page.route]));
      const stale = plan.routes.filter((page) => {
        const before = previous?.routes.get(page.file);
        const { path } = page.route;
        return !sameShared || !before || !rendersAsBefore(before, previous.cards.get(path), page.route, cards.get(path));
      });
      const served = previous?.served ?? new Map<string, string>();
      const previousCards = new Set(previous?.cardFiles);
      const [{ written, digests }] = await settleAll([
        writePages(
          stale,
          { definition, content: site.content, paths, assets, cards },
          {
            outDir: options.outDir,
            // Nothing is served before the first run: it streams, so a large site's pages are never all held at once.
            mode: previous ? { kind: 'all-or-nothing', served } : { kind: 'streamed', digests: true },
            pageScript: options.pageScript,
          },
        ),
        // Only the cards the output lacks; an edit makes one or two, in this thread.
        writeCards(
          { ...cardPlan, jobs: cardPlan.jobs.filter((job) => !previousCards.has(cardFileOf(job.name))) },
          { outDir: options.outDir, cache: (await openCache()).cards, renderer: previous ? renderCardsHere : cardRenderer() },
        ),
      ] as const);
      const cardFiles = new Set(cardPlan.jobs.map((job) => cardFileOf(job.name)));
      const removed = [
        ...[...served.keys()].filter((file) => !routes.has(file)),
        ...[...previousCards].filter((file) => !cardFiles.has(file)),
      ];
      await Promise.all(removed.map((file) => rm(join(options.outDir, file), { force: true })));

      const files = siteFiles(plan, definition, site.content, paths, (await openCache()).feedItems);
      await Promise.all(
        [...files]
          .filter(([file, text]) => previous?.files.get(file) !== text)
          .map(([file, text]) => writeOutputFile(options.outDir, file, text)),
      );
      await Promise.all(
        [...(previous?.files.keys() ?? [])]
          .filter((file) => !files.has(file))
          .map((file) => rm(join(options.outDir, file), { force: true })),
      );

      wanted = () => ({ spec: definition.search?.(site.content), settings: site.settings, paths });

      const nextServed = new Map([...served].filter(([file]) => routes.has(file)));
      for (const [file, digest] of digests) nextServed.set(file, digest);
      state = { module, site, stylesheet, script, staticFiles, images, shared, routes, served: nextServed, files, cards, cardFiles };
      const reload = written.length > 0 || removed.length > 0 || script !== previous?.script || changes.staticFiles || changes.images;
      return {
        pages: plan.routes.length,
        changedPaths: written.map((page) => page.route.path),
        browserUpdate: reload ? 'reload' : stylesheet !== previous?.stylesheet || changes.styles ? 'styles' : 'none',
        milliseconds: performance.now() - started,
      };
    },
  };
}
