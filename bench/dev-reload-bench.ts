import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { searchManifestFile } from '../src/output/search-index.ts';
import { copySite } from '../test/support/project.ts';
import { parseStrictArgs, wholeNumber } from './scale/bench-options.ts';
import { generateCorpus } from './scale/generate-corpus.ts';
import { median } from './scale/median.ts';
import { mebibytes, seconds } from './scale/scale-report.ts';
import { sitegenBin } from './scale/sitegen-build.ts';

export interface DevReloadOptions {
  /** A generated blog of this many posts in place of this site's; undefined measures this site as it is. */
  readonly posts: number | undefined;
  readonly seed: number;
  readonly saves: number;
  readonly help: boolean;
}

export const devReloadUsage = [
  'usage: npx tsx bench/dev-reload.ts [--posts N] [--seed 1] [--saves 9]',
  '  --posts N   serve a generated blog of N posts (bench/scale/generate-corpus.ts) in a copy of the project (default: this site as it is)',
  '  --seed 1    seed of the generated posts (default 1)',
  '  --saves 9   saves of one article, a second apart, each timed until the reload event (default 9)',
  '  --help      print this and exit',
].join('\n');

export function parseDevReloadOptions(args: readonly string[]): DevReloadOptions {
  const { values } = parseStrictArgs(args, {
    posts: { type: 'string' },
    seed: { type: 'string', default: '1' },
    saves: { type: 'string', default: '9' },
    help: { type: 'boolean', default: false },
  });
  return {
    posts: values.posts === undefined ? undefined : wholeNumber(values.posts, 'posts', 1),
    seed: wholeNumber(values.seed, 'seed', 0),
    saves: wholeNumber(values.saves, 'saves', 1),
    help: values.help,
  };
}

export interface DevReloadFigures {
  /** Undefined for this site as it is. */
  readonly posts: number | undefined;
  readonly seed: number;
  /** Pages of the first build, as the server reports it. */
  readonly pages: number;
  /** The first build, as the server reports it. */
  readonly firstBuildMs: number;
  /** From spawning `sitegen dev` to the whole answer for the first page. */
  readonly firstPageMs: number;
  /** From each save to the reload event, in the order of the saves. */
  readonly reloadMs: readonly number[];
  /** The dev process's peak resident set (VmHWM) after the saves, in KB. */
  readonly peakRssKb: number;
}

/** The pause between two saves: longer than the half second in which the file watcher gathers saves. */
const secondsBetweenSaves = 1;

/** Longest wait for the first page or for one reload: past it the server is stuck, and the benchmark must end. */
const waitLimitMs = 15 * 60_000;

/**
 * `sitegen dev` in a copy of the project, in its own process as a user runs it:
 * how long until the first page is served, how long from saving an article until
 * open pages are told to reload (the wait a writer feels, once the server has made
 * its search index), and the process's peak memory.
 */
export async function measureDevReloads(options: Omit<DevReloadOptions, 'help'>): Promise<DevReloadFigures> {
  const project = await copySite();
  try {
    const contentDir = join(project.root, 'content');
    const edited =
      options.posts === undefined
        ? join(contentDir, 'blog', 'code-reviews-that-scale.md')
        : await generatedPost(contentDir, options.posts, options.seed);
    const original = await readFile(edited, 'utf8');
    const started = performance.now();
    const server = await startDevProcess(project.root, contentDir);
    try {
      const firstPage = await withTimeLimit((signal) => fetch(new URL('/', server.url), { signal }), 'the first page');
      await firstPage.text();
      if (!firstPage.ok) throw new Error(`sitegen dev answered the first page with ${firstPage.status}`);
      const firstPageMs = performance.now() - started;
      // The saves are timed once the server has settled: its search index follows the first pages, and takes seconds at scale.
      await withTimeLimit((signal) => searchIndexServed(server.url, signal), 'the search index');

      const stream = await fetch(new URL('/__sitegen/events', server.url));
      if (!stream.body) throw new Error('sitegen dev sent no event stream');
      const events = liveEvents(stream.body);
      const reloadMs: number[] = [];
      for (let index = 0; index < options.saves; index++) {
        // Saves a second apart, as a writer makes them: the file watcher tells of a save at once unless
        // it told of another less than half a second before, and then waits 50 ms for more.
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, secondsBetweenSaves * 1000));
        const reloaded = withTimeLimit(() => events.nextReload(), `the reload after save ${index + 1}`);
        const saved = performance.now();
        await writeFile(edited, original.replace(/^excerpt: "/m, `excerpt: "Edit ${index}. `));
        await reloaded;
        reloadMs.push(performance.now() - saved);
      }
      await events.cancel();
      const peakRssKb = peakRssFromProcStatus(await readFile(`/proc/${server.pid}/status`, 'utf8'));
      if (peakRssKb === undefined) throw new Error(`/proc/${server.pid}/status has no VmHWM line`);
      return {
        posts: options.posts,
        seed: options.seed,
        pages: server.pages,
        firstBuildMs: server.firstBuildMs,
        firstPageMs,
        reloadMs,
        peakRssKb,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await project.remove();
  }
}

/** Replaces the copy's blog with generated posts; returns the file of the one in the middle, the one the saves edit. */
async function generatedPost(contentDir: string, posts: number, seed: number): Promise<string> {
  const corpus = await generateCorpus({ dir: contentDir, posts, seed });
  return corpus[Math.floor(corpus.length / 2)]!.file;
}

interface DevProcess {
  readonly url: string;
  readonly pid: number;
  readonly pages: number;
  readonly firstBuildMs: number;
  /** Interrupts the server as Ctrl+C does, and waits for it to exit. */
  stop(): Promise<void>;
}

/** `node bin/sitegen.js dev` on a free port, resolved once it prints where it serves. */
function startDevProcess(root: string, contentDir: string): Promise<DevProcess> {
  const child = spawn(process.execPath, [sitegenBin, 'dev', '--content', contentDir, '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killLater);
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const giveUp = setTimeout(() => {
      reject(new Error(`sitegen dev did not serve within ${waitLimitMs / 60_000} minutes:\n${output.slice(-4000)}`));
      void stop();
    }, waitLimitMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^Serving (http:\/\/\S+)/m.exec(output)?.[1];
      const built = /^Built (\d+) pages? in (\d+) ms/m.exec(output);
      if (url && built && child.pid !== undefined) {
        clearTimeout(giveUp);
        resolve({ url, pid: child.pid, pages: Number(built[1]), firstBuildMs: Number(built[2]), stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    void exited.then(() => {
      clearTimeout(giveUp);
      reject(new Error(`sitegen dev exited before serving:\n${output.slice(-4000)}`));
    });
  });
}

/**
 * What `start` resolves to, or an error naming `what` once the wait limit passes; `start`
 * is given a signal aborted then, so that no request outlives the benchmark's wait.
 */
function withTimeLimit<T>(start: (signal: AbortSignal) => Promise<T>, what: string): Promise<T> {
  const limit = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      limit.abort();
      reject(new Error(`waited ${waitLimitMs / 60_000} minutes for ${what}`));
    }, waitLimitMs);
  });
  return Promise.race([start(limit.signal), late]).finally(() => clearTimeout(timer));
}

/**
 * Resolves once the server answers the search index's manifest, which is written after
 * the index's parts, asking every 100 ms; rejects once `signal` is aborted, asking no more.
 */
export async function searchIndexServed(url: string, signal: AbortSignal): Promise<void> {
  for (;;) {
    const manifest = await fetch(new URL(`/${searchManifestFile}`, url), { signal });
    await manifest.arrayBuffer();
    if (manifest.ok) return;
    await sleep(100, undefined, { signal });
  }
}

/** The peak resident set of a process, in KB, from its /proc/<pid>/status. */
export function peakRssFromProcStatus(status: string): number | undefined {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  return line ? Number(line[1]) : undefined;
}

export interface LiveEvent {
  readonly type: string;
  readonly data: string;
}

/** One block of a server-sent event stream; undefined for a comment block, which names no event. */
export function parseEventBlock(block: string): LiveEvent | undefined {
  const lines = block.split('\n');
  const type = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
  if (type === undefined) return undefined;
  const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice('data: '.length));
  return { type, data: data.join('\n') };
}

/** The dev server's event stream, read as far as the next reload. */
function liveEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const nextEvent = async (): Promise<LiveEvent> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const event = parseEventBlock(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (event) return event;
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) throw new Error('sitegen dev closed its event stream');
      buffered += decoder.decode(chunk.value, { stream: true });
    }
  };
  return {
    /** Waits for a reload; a failed build fails the benchmark, and other updates (a second build of one save) are passed over. */
    async nextReload(): Promise<void> {
      for (let event = await nextEvent(); event.type !== 'reload'; event = await nextEvent()) {
        if (event.type === 'error-report') throw new Error(`a save failed to build:\n${event.data}`);
      }
    },
    cancel: () => reader.cancel(),
  };
}

export function formatDevReloads(figures: DevReloadFigures): string {
  const sorted = [...figures.reloadMs].sort((a, b) => a - b);
  const site = figures.posts === undefined ? 'this site' : `a generated blog of ${figures.posts} posts (seed ${figures.seed})`;
  return [
    `sitegen dev on ${site}, ${figures.pages} pages, in its own process (node bin/sitegen.js dev --port 0)`,
    `  first page served ${seconds(figures.firstPageMs)} after the command started (its first build: ${seconds(figures.firstBuildMs)})`,
    `  save an article -> reload event, ${sorted.length} saves (the server's save debouncing included): ` +
      `median ${Math.round(median(sorted))} ms, best ${Math.round(sorted[0] ?? Number.NaN)} ms, worst ${Math.round(sorted.at(-1) ?? Number.NaN)} ms`,
    `  peak RSS of the dev process (VmHWM, after the saves): ${mebibytes(figures.peakRssKb)}`,
  ].join('\n');
}
