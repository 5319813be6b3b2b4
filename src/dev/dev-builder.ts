import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { openSourceFiles } from '../content/source-files.ts';
import { createSiteBuilder, type SiteBuilder, type SiteBuildReport } from '../pipeline/site-builder.ts';
import { generatorId } from '../version.ts';

export interface DevBuilderOptions {
  readonly root: string;
  readonly contentDir: string;
  /** Written in place, all or nothing: a build that fails leaves the served site as it was. */
  readonly outDir: string;
  /** The URL of a module script added to the end of every page (live reload). */
  readonly pageScript?: string | undefined;
}

export type DevBuildReport = SiteBuildReport;

export interface DevBuilder extends SiteBuilder {
  /** Stores what the runs so far checked and rendered, for later builds. Apart from run, so that pages reload first. */
  saveCache(): Promise<void>;
}

/**
 * The site builder in serve mode, as `sitegen dev` runs it: at the root path, at the
 * site's own address, drafts and future entries included, with its caches in the
 * project's `.sitegen/`, where a build finds what a dev session made.
 */
export function createDevBuilder(options: DevBuilderOptions): DevBuilder {
  let opening: Promise<{ readonly cache: BuildCache; readonly builder: SiteBuilder }> | undefined;
  const open = () =>
    (opening ??= openBuildCache(options.root, generatorId).then((cache) => ({
      cache,
      builder: createSiteBuilder({
        mode: { kind: 'serve', pageScript: options.pageScript },
        root: options.root,
        contentDir: options.contentDir,
        outDir: options.outDir,
        base: '/',
        cache,
        sources: openSourceFiles(),
      }),
    })));
  return {
    run: async (changedFiles) => (await open()).builder.run(changedFiles),
    updateSearchIndex: async () => (await open()).builder.updateSearchIndex(),
    // Each run asks the caches only for what its edit reached: nothing is dropped until a build runs whole.
    saveCache: async () => {
      if (opening) await (await opening).cache.save({ keepUnused: true });
    },
  };
}
