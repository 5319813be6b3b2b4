import { join } from 'node:path';
import { stageOutput } from './output/output-dir.ts';
import { recoverOutput } from './output/output-swap.ts';
import { listOutput } from './output/output-listing.ts';
import {
  buildRecordFile,
  readBuildRecord,
  searchIndexFromRecord,
  searchIndexToRecord,
  writeBuildRecord,
  type BuildRecord,
} from './pipeline/build-record.ts';
import { contentSnapshot } from './pipeline/file-snapshot.ts';
import { runningGeneratorId } from './pipeline/generator-id.ts';
import { vouchOutput } from './pipeline/previous-output.ts';
import { openSourceFiles } from './pipeline/source-files.ts';
import type { BuildReport } from './pipeline/site-builder.ts';
import { localDate } from './writing/local-date.ts';

export interface BuildOptions {
  /** The project folder holding templates/ and assets/. */
  readonly root: string;
  /** Where the content lives; defaults to `{root}/content`. */
  readonly contentDir?: string;
  readonly outDir: string;
  /** The path the site is served under, e.g. `/docs/` for a GitHub Pages project site. */
  readonly base: string;
  /** Overrides the site's `url` from site.yaml. */
  readonly url?: string | undefined;
  /** Publishes drafts and future-dated posts too. */
  readonly drafts?: boolean;
  /** The publishing day, for tests; defaults to today on this machine. */
  readonly today?: string;
  /** Names the generator's version, for tests; see SiteBuilderOptions. */
  readonly generatorId?: string;
}

/** A publishing build's report, timed from its first look at the previous build to the record of this one. */
export interface PublishReport extends BuildReport {
  /**
   * The pipeline's steps (see BuildReport), after `compare`: reading the last build's record,
   * comparing the sources and the output with it, loading the pipeline and making the staging
   * folder; and before `commit`: saving the caches, putting the new files in place and recording
   * the build.
   */
  readonly timings: { readonly compare: number } & BuildReport['timings'] & { readonly commit: number };
}

/**
 * A complete build for publishing: written to a staged folder that replaces
 * `outDir` only if every step succeeded, so a failed build leaves the previous
 * site untouched. When neither the sources, the settings nor the output changed
 * since the last build into `outDir`, that output is kept and nothing is done.
 */
export async function build(options: BuildOptions): Promise<PublishReport> {
  const started = performance.now();
  // Before anything looks at the output: a build killed while swapping its site in left it half-way.
  await recoverOutput(options.outDir);
  const contentDir = options.contentDir ?? join(options.root, 'content');
  const publishedOn = options.drafts ? undefined : (options.today ?? localDate(new Date()));
  const generatorId = options.generatorId ?? runningGeneratorId();
  const recordFile = buildRecordFile(options.root, options.outDir);
  const previous = await readBuildRecord(recordFile, options.outDir);
  const sources = openSourceFiles(previous?.sources);
  const inputs = contentSnapshot(
    [contentDir, join(options.root, 'templates'), join(options.root, 'assets')],
    { generatorId, base: options.base, url: options.url, publishedOn },
    sources,
  );
  const listing = listOutput(options.outDir);
  // Files of the output edited, replaced or removed since the last build are never taken from it.
  const vouched = vouchOutput(new Map(Object.entries(previous?.output ?? {})), listing);
  if (previous && vouched.exact && previous.inputs === inputs) return upToDateReport(previous, performance.now() - started);

  // Loaded only when there is work to do: an up-to-date build never pays for React, shiki and the rest.
  const { createSiteBuilder } = await import('./pipeline/site-builder.ts');
  // The site is made whole beside the output, from the pages still as the last build left them, then swapped in.
  const output = await stageOutput(options.outDir);
  const compared = performance.now();
  try {
    const builder = createSiteBuilder({
      ...options,
      contentDir,
      outDir: output.dir,
      hashAssetNames: true,
      publishedOn,
      generatorId,
      sources,
      reuse: {
        fromDir: options.outDir,
        fingerprints: new Map(Object.entries(previous?.pages ?? {})),
        searchIndex: searchIndexFromRecord(previous?.searchIndex),
        vouched,
      },
    });
    const report = await builder.run();
    const ran = performance.now();
    await builder.saveCache();
    const committed = await output.commit();
    // Recorded only once the new pages are in place: they are what the next build reuses.
    await writeBuildRecord(recordFile, {
      outDir: options.outDir,
      inputs,
      sources: sources.known(),
      output: Object.fromEntries(committed),
      pages: Object.fromEntries(report.pageFingerprints),
      searchIndex: searchIndexToRecord(report.searchIndex),
      assets: report.assets,
    });
    const finished = performance.now();
    return {
      ...report,
      milliseconds: finished - started,
      timings: { compare: compared - started, ...report.timings, commit: finished - ran },
    };
  } catch (error) {
    await output.discard();
    throw error;
  }
}

function upToDateReport(record: BuildRecord, milliseconds: number): PublishReport {
  const pageFingerprints = new Map(Object.entries(record.pages));
  return {
    pages: pageFingerprints.size,
    assets: record.assets,
    renderedPaths: [],
    browserUpdate: 'none',
    milliseconds,
    upToDate: true,
    pageFingerprints,
    searchIndex: searchIndexFromRecord(record.searchIndex),
    timings: { compare: milliseconds, load: 0, render: 0, write: 0, searchIndex: 0, commit: 0 },
  };
}
