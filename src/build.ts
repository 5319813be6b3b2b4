import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openBuildCache } from './cache/build-cache.ts';
import { inputsDigest, readLastBuild, writeLastBuild } from './cache/last-build.ts';
import type { LoadContentOptions, PastContentErrors } from './content/load-content.ts';
import { openSourceFiles } from './content/source-files.ts';
import { holdsBundles } from './functions/functions-manifest.ts';
import { stageOutput } from './output/output-dir.ts';
import { recoverFromKilledBuilds } from './output/killed-builds.ts';
import { createSiteBuilder, type SiteBuildReport } from './pipeline/site-builder.ts';
import type { StepProgress } from './pipeline/step-progress.ts';
import { generatorId as runningGeneratorId } from './version.ts';
import { localDate } from './writing/local-date.ts';

export interface BuildOptions {
  /** The project folder holding templates/ and assets/. */
  readonly root: string;
  /** Where the content lives; defaults to `{root}/content`. */
  readonly contentDir?: string;
  readonly outDir: string;
  /**
   * Where the site's functions are bundled for their hosts (`dist-functions`), apart from the
   * output: they deploy elsewhere. Without it, none are.
   */
  readonly functionsDir?: string | undefined;
  /** The path the site is served under, e.g. `/docs/` for a GitHub Pages project site. */
  readonly base: string;
  /** Overrides the site's own address. */
  readonly url?: string | undefined;
  /** Publishes drafts and future-dated entries too. */
  readonly drafts?: boolean;
  /** The publishing day, for tests; defaults to today on this machine. */
  readonly today?: string;
  /** Names the generator's version, for tests: another version's caches are never used. */
  readonly generatorId?: string;
  /**
   * Goes on past content errors where it can, for `sitegen check`: the files that have them are left out
   * of the site, and the errors are handed here. Without it, any content error fails the build.
   */
  readonly pastErrors?: LoadContentOptions['pastErrors'];
  /** Told of the slow steps (cards, images, the search index) as they run: the command line says what a long build is doing. */
  readonly progress?: StepProgress | undefined;
}

/** What a publishing build made: the builder's report without what only matters to an open browser or a dev server. */
export type BuildReport = Omit<SiteBuildReport, 'changedPaths' | 'browserUpdate' | 'functions'>;

/** A publishing build's report, timed from its first look at the inputs to the output in place. */
export interface PublishReport extends BuildReport {
  readonly milliseconds: number;
  /**
   * True when nothing the site is built from changed since the last build into the same folder, which was kept,
   * with the functions' bundles that build wrote.
   */
  readonly upToDate: boolean;
  /**
   * The pipeline's steps (see BuildReport), after `compare`: hashing every input and comparing
   * it with the last build's; and before `commit`: saving the caches and swapping the new site in.
   */
  readonly timings: { readonly compare: number } & BuildReport['timings'] & { readonly commit: number };
}

/**
 * A complete build for publishing: the whole site is written to a staged folder
 * that replaces `outDir` only if every step succeeded, so a failed build leaves the
 * previous site untouched, and its functions are bundled into `functionsDir`. When no
 * input changed since the last build into `outDir`, and `functionsDir` still holds
 * what that build bundled, both are kept and nothing is done: the functions' modules
 * are inputs like every other file of `templates/`.
 */
export async function build(options: BuildOptions): Promise<PublishReport> {
  const started = performance.now();
  await recoverFromKilledBuilds(options.outDir);
  const contentDir = options.contentDir ?? join(options.root, 'content');
  const publishedOn = options.drafts ? undefined : (options.today ?? localDate(new Date()));
  const generatorId = options.generatorId ?? runningGeneratorId;
  const sources = openSourceFiles();
  const inputs = inputsDigest(
    [contentDir, join(options.root, 'templates'), join(options.root, 'assets')],
    { generatorId, base: options.base, url: options.url, publishedOn, functionsDir: options.functionsDir },
    sources,
  );
  const last = await readLastBuild(options.root, options.outDir);
  const kept =
    last?.inputs === inputs &&
    existsSync(options.outDir) &&
    (options.functionsDir === undefined || (await holdsBundles(options.functionsDir, last.functions)));
  if (kept) {
    const milliseconds = performance.now() - started;
    const timings = { compare: milliseconds, load: 0, render: 0, write: 0, searchIndex: 0, cards: 0, commit: 0 };
    const cards = { made: 0, fromCache: 0 };
    const bundles = last.functions?.functions ?? [];
    const images = { encoded: 0, reused: 0 };
    return {
      pages: last.pages,
      assets: last.assets,
      images,
      cards,
      warnings: [],
      bundles,
      checkInputs: last.checkInputs,
      milliseconds,
      upToDate: true,
      timings,
    };
  }

  const [cache, output] = await Promise.all([openBuildCache(options.root, generatorId), stageOutput(options.outDir)]);
  const compared = performance.now();
  // A site built without some files is not what these inputs make: the next build must not keep it.
  let incomplete = false;
  const handOn = options.pastErrors;
  const pastErrors =
    handOn &&
    ((past: PastContentErrors) => {
      incomplete = true;
      handOn(past);
    });
  try {
    const {
      changedPaths: _changedPaths,
      browserUpdate: _browserUpdate,
      functions: _functions,
      ...report
    } = await createSiteBuilder({
      mode: { kind: 'build', functionsDir: options.functionsDir },
      root: options.root,
      contentDir,
      outDir: output.dir,
      base: options.base,
      url: options.url,
      publishedOn,
      cache,
      sources,
      pastErrors,
      progress: options.progress,
    }).run();
    const built = performance.now();
    await Promise.all([cache.save(), output.commit()]);
    // Recorded only once the new site is in place: it is what the next build may keep.
    if (!incomplete) {
      const functions = report.bundles.length > 0 ? { functions: report.bundles } : undefined;
      await writeLastBuild(options.root, options.outDir, {
        inputs,
        pages: report.pages,
        assets: report.assets,
        functions,
        base: options.base,
        checkInputs: report.checkInputs,
      });
    }
    const finished = performance.now();
    return {
      ...report,
      milliseconds: finished - started,
      upToDate: false,
      timings: { compare: compared - started, ...report.timings, commit: finished - built },
    };
  } catch (error) {
    await output.discard();
    throw error;
  }
}
