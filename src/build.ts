import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
  /** Names the generator's version, for tests; see SiteBuilderOptions. */
  readonly generatorId?: string;
}

/**
 * A complete build for publishing: written to a staged folder that replaces
 * `outDir` only if every step succeeded, so a failed build leaves the previous
 * site untouched.
 */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const output = await stageOutput(options.outDir);
  // One record per output folder: building elsewhere (a preview, a test) must not erase it.
  const outputName = createHash('sha256').update(options.outDir).digest('hex').slice(0, 12);
  const pagesFile = join(options.root, '.sitegen', 'cache', `pages-${outputName}.json`);
  try {
    const builder = createSiteBuilder({
      ...options,
      contentDir: options.contentDir ?? join(options.root, 'content'),
      outDir: output.dir,
      hashAssetNames: true,
      publishedOn: options.drafts ? undefined : (options.today ?? localDate(new Date())),
      reuse: { fromDir: options.outDir, fingerprints: await readPageFingerprints(pagesFile, options.outDir) },
    });
    const report = await builder.run();
    await output.commit();
    // Recorded only once the new pages are in place: they are what the next build reuses.
    await writePageFingerprints(pagesFile, options.outDir, report.pageFingerprints);
    return report;
  } catch (error) {
    await output.discard();
    throw error;
  }
}

interface PageFingerprints {
  readonly outDir: string;
  readonly pages: Record<string, string>;
}

/** The fingerprints of the pages now in `outDir`, as the last build there recorded them. */
async function readPageFingerprints(file: string, outDir: string): Promise<Map<string, string>> {
  try {
    const recorded = JSON.parse(await readFile(file, 'utf8')) as PageFingerprints;
    return recorded.outDir === outDir ? new Map(Object.entries(recorded.pages)) : new Map();
  } catch {
    return new Map();
  }
}

async function writePageFingerprints(file: string, outDir: string, fingerprints: ReadonlyMap<string, string>): Promise<void> {
  const recorded: PageFingerprints = { outDir, pages: Object.fromEntries(fingerprints) };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(recorded));
}
