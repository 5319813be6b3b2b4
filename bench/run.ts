/**
 * `npm run bench`: builds this site several times from the command line, the way
 * a user does, and prints the median wall times with what the build produced: cold
 * (no .sitegen/ folder, as after a fresh clone: every body parsed and every code
 * block highlighted), cached (only .sitegen/cache kept, as CI restores it: the
 * output and the nothing-changed record gone) and unchanged (the same build again:
 * nothing changed, so the output is kept). The kinds alternate so that all see the
 * same machine; compare figures only within one run of the script.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

async function timeBuild(outDir: string): Promise<{ wall: number; reported: number }> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [join(root, 'bin', 'sitegen.js'), 'build', '--out', outDir], { cwd: root });
  const wall = performance.now() - started;
  const reported = Number(/in (\d+) ms/.exec(stdout)?.[1] ?? NaN);
  return { wall, reported };
}

/** The nothing-changed records (src/cache/last-build.ts), without the caches beside them. */
async function removeLastBuildRecords(): Promise<void> {
  const folder = join(root, '.sitegen', 'cache');
  const records = (await readdir(folder)).filter((name) => name.startsWith('last-build-'));
  await Promise.all(records.map((name) => rm(join(folder, name), { force: true })));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function outputFigures(outDir: string) {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => !file.startsWith('pagefind'));
  let html = 0;
  let htmlGzip = 0;
  let pages = 0;
  const assets: string[] = [];
  for (const file of files) {
    if ((await stat(join(outDir, file))).isDirectory()) continue;
    const content = await readFile(join(outDir, file));
    if (file.endsWith('.html')) {
      pages++;
      html += content.length;
      htmlGzip += gzipSync(content).length;
    } else if (/\.(css|js)$/.test(file)) {
      assets.push(`${file}: ${(content.length / 1024).toFixed(1)} KB, ${(gzipSync(content).length / 1024).toFixed(1)} KB gzipped`);
    }
  }
  return { pages, html, htmlGzip, assets };
}

const work = await mkdtemp(join(tmpdir(), 'sitegen-bench-'));
try {
  const outDir = join(work, 'dist');
  const cold = [];
  const cached = [];
  const unchanged = [];
  for (let index = 0; index < runs; index++) {
    await rm(join(root, '.sitegen'), { recursive: true, force: true });
    cold.push(await timeBuild(outDir));
    await Promise.all([rm(outDir, { recursive: true, force: true }), removeLastBuildRecords()]);
    cached.push(await timeBuild(outDir));
    unchanged.push(await timeBuild(outDir));
  }
  const figures = await outputFigures(outDir);
  const report = (label: string, results: { wall: number; reported: number }[]) => {
    const walls = results.map((result) => result.wall);
    console.log(
      `  ${label}: wall time median ${median(walls).toFixed(0)} ms (min ${Math.min(...walls).toFixed(0)}, max ${Math.max(...walls).toFixed(0)}); ` +
        `build step median ${median(results.map((result) => result.reported)).toFixed(0)} ms`,
    );
  };
  console.log(`sitegen build of this site, ${runs} runs of each kind, ${process.platform} ${process.arch}, node ${process.version}`);
  report('cold     ', cold);
  report('cached   ', cached);
  report('unchanged', unchanged);
  console.log(
    `  output: ${figures.pages} pages, ${(figures.html / 1024).toFixed(0)} KB of HTML (${(figures.htmlGzip / 1024).toFixed(0)} KB gzipped)`,
  );
  for (const asset of figures.assets) console.log(`  ${asset}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
