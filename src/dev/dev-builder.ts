import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { copyStaticFiles, writeScript, writeStylesheet } from '../assets/build-assets.ts';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { openSourceFiles } from '../content/source-files.ts';
import type { AssetUrls } from '../definition/define-site.ts';
import { renderHere } from '../markdown/render-batch.ts';
import { feedPath } from '../output/feed.ts';
import { searchIndexFolder } from '../output/search-index.ts';
import { loadSiteModule, type SiteModule } from '../render/load-site-module.ts';
import { createSitePaths } from '../render/site-paths.ts';
import { loadSite, type LoadedSite } from '../pipeline/load-site.ts';
import { planPages } from '../pipeline/plan-pages.ts';
import { writeSearch } from '../pipeline/search-stage.ts';
import { settleAll } from '../pipeline/settle-all.ts';
import { siteFiles } from '../pipeline/site-files.ts';
import { writeOutputFile, writePages } from '../pipeline/write-pages.ts';
import { generatorId } from '../version.ts';
import { classifyChanges, everything } from './change-set.ts';

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
  /** Builds what the changed files (absolute paths) reach; everything when none are given. */
  run(changedFiles?: readonly string[]): Promise<DevBuildReport>;
  /** Stores what the runs so far checked and rendered, for later builds. Apart from run, so that pages reload first. */
  saveCache(): Promise<void>;
}

/** What the last good run left in the output, kept in memory between runs. */
interface DevState {
  readonly module: SiteModule;
  readonly site: LoadedSite;
  readonly stylesheet: string | undefined;
  readonly script: string | undefined;
  readonly staticFiles: readonly string[];
  /** Each page file's inputs, hashed: its props, head, templates and assets. */
  readonly inputs: ReadonlyMap<string, string>;
  /** Each page file's HTML as the output holds it, hashed. */
  readonly served: ReadonlyMap<string, string>;
  /** The site files' contents (sitemap, feed...), by file. */
  readonly files: ReadonlyMap<string, string>;
  /** What the search index was made from, hashed. */
  readonly search: string | undefined;
}

/**
 * The pipeline kept alive between saves, for `sitegen dev`: the site module, the
 * content and the pages' fingerprints stay in memory, and each run redoes only what
 * its changes reach. Pages whose props, head, templates and assets are unchanged are
 * not rendered again; a page rendered again (after a template edit, say) is written
 * only when its HTML changed.
 */
export function createDevBuilder(options: DevBuilderOptions): DevBuilder {
  const assetsDir = join(options.root, 'assets');
  const naming = { hashNames: false };
  const sources = openSourceFiles();
  let cache: Promise<BuildCache> | undefined;
  const openCache = () => (cache ??= openBuildCache(options.root, generatorId));
  let state: DevState | undefined;

  return {
    async saveCache() {
      if (cache) await (await cache).save();
    },
    async run(changedFiles) {
      const started = performance.now();
      const changes = changedFiles && state ? classifyChanges(changedFiles, options) : everything;
      if (changedFiles) sources.forget(changedFiles);
      const previous = state;
      // The steps below write into the output side by side: a folder one of them makes while another makes it fails the other (EEXIST).
      await mkdir(options.outDir, { recursive: true });

      const [module, stylesheet, script, staticFiles] = await settleAll([
        changes.templates || !previous ? loadSiteModule(options.root) : previous.module,
        changes.styles || !previous ? writeStylesheet(assetsDir, options.outDir, naming) : previous.stylesheet,
        changes.script || !previous ? writeScript(assetsDir, options.outDir, naming) : previous.script,
        changes.staticFiles || !previous ? copyStaticFiles(assetsDir, options.outDir) : previous.staticFiles,
      ] as const);
      const site =
        changes.content || module !== previous?.module
          ? await loadSite(module, {
              contentDir: options.contentDir,
              link: createSitePaths('', '/').link,
              sources,
              cache: await openCache(),
              // One thread: a second one costs more to start than a dev server's edits save.
              renderer: renderHere,
            })
          : previous.site;
      const { definition } = module;
      const paths = createSitePaths(site.settings.url, '/');
      const assets: AssetUrls = {
        stylesheet: stylesheet && paths.link(`/${stylesheet}`),
        script: script && paths.link(`/${script}`),
        feed: definition.feed ? paths.link(feedPath) : undefined,
      };
      const plan = planPages(definition, site.content, paths);

      const shared = fingerprintOf([module.fingerprint, assets, options.pageScript]);
      const inputs = new Map(
        plan.routes.map((page) => [page.file, fingerprintOf([shared, page.route.path, page.route.props, page.route.head])]),
      );
      const stale = plan.routes.filter((page) => previous?.inputs.get(page.file) !== inputs.get(page.file));
      const served = previous?.served ?? new Map<string, string>();
      const { written, digests } = await writePages(
        stale,
        { definition, content: site.content, paths, assets },
        {
          outDir: options.outDir,
          mode: { kind: 'all-or-nothing', served },
          pageScript: options.pageScript,
        },
      );
      const removed = [...served.keys()].filter((file) => !inputs.has(file));
      await Promise.all(removed.map((file) => rm(join(options.outDir, file), { force: true })));

      const files = siteFiles(plan, definition, site.content, paths);
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

      const searchSpec = definition.search?.(site.content);
      const search = searchSpec && fingerprintOf([searchSpec, site.settings.language]);
      if (search !== previous?.search) {
        // A smaller index than before must not leave parts behind.
        await rm(join(options.outDir, searchIndexFolder), { recursive: true, force: true });
        if (searchSpec) await writeSearch(options.outDir, searchSpec, site.settings, paths, (await openCache()).indexParts);
      }

      const nextServed = new Map([...served].filter(([file]) => inputs.has(file)));
      for (const [file, digest] of digests) nextServed.set(file, digest);
      state = { module, site, stylesheet, script, staticFiles, inputs, served: nextServed, files, search };
      const reload = written.length > 0 || removed.length > 0 || script !== previous?.script || changes.staticFiles;
      return {
        pages: plan.routes.length,
        changedPaths: written.map((page) => page.route.path),
        browserUpdate: reload ? 'reload' : stylesheet !== previous?.stylesheet || changes.styles ? 'styles' : 'none',
        milliseconds: performance.now() - started,
      };
    },
  };
}

function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}
