/**
 * `npx tsx bench/lighthouse.ts [--dir dist] [--runs 3] [--article /blog/slug/]`: Lighthouse 12 with
 * Debian's chromium, at its default mobile settings, against the home page, the blog list, one
 * article, contact and portfolio, served by `sitegen preview`'s server on 127.0.0.1. Prints the
 * four category scores per page (the median over the runs) and, for every category below 100, the
 * audits that cost the points. Nothing is requested from anywhere but 127.0.0.1: a page that asks
 * for another origin is reported as a failure.
 *
 * Exit codes: 0 every score is 100, 1 a score is below 100 or the site could not be built, served
 * or audited, 2 usage error.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { startPreviewServer } from '../src/serve/preview-server.ts';
import { auditedPages } from './lighthouse/audited-pages.ts';
import type { PageSummary } from './lighthouse/lighthouse-summary.ts';
import { formatFailingAudits, formatScoreTable, passes } from './lighthouse/score-report.ts';

const root = resolve(import.meta.dirname, '..');

interface Options {
  readonly dir?: string;
  readonly runs: number;
  readonly article?: string;
}

function parseRuns(value: string): number {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new InvalidArgumentError('must be a whole number from 1 to 20');
  return runs;
}

function parseArguments(argv: readonly string[]): Options {
  const command = new Command('bench/lighthouse.ts')
    .description('Lighthouse scores (mobile) of the home page, the blog list, one article, contact and portfolio')
    .option('-d, --dir <folder>', 'serve this built site (built with --base /) instead of building one')
    .option('-r, --runs <n>', 'audit every page n times and print the median', parseRuns, 1)
    .option('-a, --article <path>', 'the article to audit (default: the heaviest one)')
    .addHelpText('after', '\nExit codes: 0 every score is 100, 1 a score is below 100 or the run failed, 2 usage error.')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  command.parse(argv);
  return command.opts<Options>();
}

/** Builds the site with the real CLI, as a user would, into `outDir`. */
function buildSite(outDir: string, functionsDir: string): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [join(root, 'bin', 'sitegen.js'), 'build', '--out', outDir, '--functions', functionsDir], {
      cwd: root,
      // The build's own messages go to stderr: stdout is for the scores.
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveBuild() : reject(new Error(`the site did not build (sitegen build exited with ${code})`)),
    );
  });
}

async function benchmark(options: Options): Promise<boolean> {
  const work = await mkdtemp(join(tmpdir(), 'sitegen-lighthouse-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(work, { recursive: true, force: true })];
  try {
    const dir = options.dir ? resolve(options.dir) : join(work, 'dist');
    if (!options.dir) await buildSite(dir, join(work, 'functions'));
    const paths = await auditedPages(dir, options.article);
    const server = await startPreviewServer({ dir, host: '127.0.0.1', port: 0 });
    cleanups.unshift(() => server.close());
    // Lighthouse takes over a second to load: a usage error or a missing site is reported without it.
    const { startLighthouse } = await import('./lighthouse/run-lighthouse.ts');
    const lighthouse = await startLighthouse();
    cleanups.unshift(() => lighthouse.close());
    const pages = paths.map((path) => ({ path, runs: [] as PageSummary[] }));
    for (let run = 1; run <= options.runs; run++) {
      for (const page of pages) {
        process.stderr.write(`Lighthouse${options.runs > 1 ? ` run ${run}/${options.runs}` : ''}: ${page.path}\n`);
        page.runs.push(await lighthouse.audit(new URL(page.path.slice(1), server.url).href));
      }
    }
    console.log(
      `Lighthouse 12, mobile (simulated slow 4G, 4x CPU slowdown)${options.runs > 1 ? `, median of ${options.runs} runs` : ''}\n`,
    );
    console.log(formatScoreTable(pages));
    const failing = formatFailingAudits(pages);
    if (failing) console.log(`\nWhat costs points:\n${failing}`);
    return passes(pages);
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

try {
  process.exitCode = (await benchmark(parseArguments(process.argv))) ? 0 : 1;
} catch (error) {
  if (error instanceof CommanderError) process.exitCode = error.exitCode === 0 ? 0 : 2;
  else {
    console.error(`Lighthouse bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
