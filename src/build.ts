import { join } from 'node:path';
import { stageOutput } from './output/output-dir.ts';
import { createSiteBuilder, type BuildReport } from './pipeline/site-builder.ts';
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
}

/**
 * A complete build for publishing: written to a staged folder that replaces
 * `outDir` only if every step succeeded, so a failed build leaves the previous
 * site untouched.
 */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const output = await stageOutput(options.outDir);
  try {
    const builder = createSiteBuilder({
      ...options,
      contentDir: options.contentDir ?? join(options.root, 'content'),
      outDir: output.dir,
      hashAssetNames: true,
      publishedOn: options.drafts ? undefined : (options.today ?? localDate(new Date())),
    });
    const report = await builder.run();
    await output.commit();
    return report;
  } catch (error) {
    await output.discard();
    throw error;
  }
}
