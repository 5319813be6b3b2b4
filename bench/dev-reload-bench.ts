import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { searchManifestFile } from '../src/output/search-index.ts';
import { launchBrowser, openPage, viewports } from '../test/browser/support/browser.ts';
import { copySite } from '../test/support/project.ts';
import { parseStrictArgs, wholeNumber } from './scale/bench-options.ts';
import { generateCorpus } from './scale/generate-corpus.ts';
import { describeMet } from './scale/issue-targets.ts';
import { median } from './scale/median.ts';
import { mebibytes, seconds } from './scale/scale-report.ts';
import { sitegenBin } from './scale/sitegen-build.ts';
import { clockShownText, expectWord, whenShown } from './shown-text-clock.ts';

export interface DevReloadOptions {
  /** A generated blog of this many posts in place of this site's; undefined measures this site as it is. */
  readonly posts: number | undefined;
  readonly seed: number;
  readonly saves: number;
  /** Where the dev process writes a CPU profile of its run, when given. */
  readonly cpuProfileDir?: string | undefined;
  readonly help: boolean;
}

export const devReloadUsage = [
  'usage: npx tsx bench/dev-reload.ts [--posts N] [--seed 1] [--saves 9] [--cpu-prof DIR]',
  '  --posts N   serve a generated blog of N posts (bench/scale/generate-corpus.ts) in a copy of the project (default: this site as it is)',
  '  --seed 1    seed of the generated posts (default 1)',
  '  --saves 9   saves of one article, a second apart, each timed until the open page shows it and until the update event (default 9)',
  '  --cpu-prof DIR  write a CPU profile of the dev process into DIR (node --cpu-prof), to see where a save goes',
  '  --help      print this and exit',
].join('\n');

export function parseDevReloadOptions(args: readonly string[]): DevReloadOptions {
  const { values } = parseStrictArgs(args, {
    posts: { type: 'string' },
    seed: { type: 'string', default: '1' },
    saves: { type: 'string', default: '9' },
    'cpu-prof': { type: 'string' },
    help: { type: 'boolean', default: false },
  });
  return {
    posts: values.posts === undefined ? undefined : wholeNumber(values.posts, 'posts', 1),
    seed: wholeNumber(values.seed, 'seed', 0),
    saves: wholeNumber(values.saves, 'saves', 1),
    cpuProfileDir: values['cpu-prof'],
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
  /** From each save to the event telling open pages to update, in the order of the saves: the first is the first save after start. */
  readonly reloadMs: readonly number[];
  /** From each save to the frame in which the article open in Chromium shows it, in the same order. */
  readonly shownMs: readonly number[];
  /** The dev process's peak resident set (VmHWM) after the saves, in KB. */
  readonly peakRssKb: number;
}

/** The pause between two saves. */
const secondsBetweenSaves = 1;

/** Longest wait for the first page or for one reload: past it the server is stuck, and the benchmark must end. */
const waitLimitMs = 15 * 60_000;

/**
 * `sitegen dev` in a copy of the project, in its own process as a user runs it: how
 * long until the first page is served, and, with the article open in Chromium, how long
 * from saving a new word into its body until the page shows it (the wait a writer
 * feels, once the server has made its search index) and until the server tells open
 * pages to update; the first save after start apart; and the process's peak memory.
 */
export async function measureDevReloads(options: Omit<DevReloadOptions, 'help'>): Promise<DevReloadFigures> {
  const project = await copySite();
  try {
    const contentDir = join(project.root, 'content');
    const edited =
      options.posts === undefined
        ? { file: join(contentDir, 'blog', 'code-reviews-that-scale.md'), slug: 'code-reviews-that-scale' }
        : await generatedPost(contentDir, options.posts, options.seed);
    const original = await readFile(edited.file, 'utf8');
    const started = performance.now();
    const server = await startDevProcess(project.root, contentDir, options.cpuProfileDir);
    const browser = await launchBrowser();
    try {
      const firstPage = await withTimeLimit((signal) => fetch(new URL('/', server.url), { signal }), 'the first page');
      await firstPage.text();
      if (!firstPage.ok) throw new Error(`sitegen dev answered the first page with ${firstPage.status}`);
      const firstPageMs = performance.now() - started;
      // The saves are timed once the server has settled: its search index follows the first pages, and takes seconds at scale.
      await withTimeLimit((signal) => searchIndexServed(server.url, signal), 'the search index');

      const articlePath = `/blog/${edited.slug}/`;
      const { page } = await openPage(browser, viewports[1]);
      await clockShownText(page);
      await page.goto(new URL(articlePath, server.url).href);
      const stream = await fetch(new URL(`/__sitegen/events?page=${encodeURIComponent(articlePath)}`, server.url));
      if (!stream.body) throw new Error('sitegen dev sent no event stream');
      const events = liveEvents(stream.body);
      const reloadMs: number[] = [];
      const shownMs: number[] = [];
      for (let index = 0; index < options.saves; index++) {
        // Saves a second apart, as a writer makes them.
        if (index > 0) await sleep(secondsBetweenSaves * 1000);
        const word = `benchmark${index}x${Date.now().toString(36)}`;
        await expectWord(page, word);
        const told = withTimeLimit(() => events.nextUpdate(), `the update after save ${index + 1}`);
        const savedAt = wallClock();
        await writeFile(edited.file, withWordInBody(original, word));
        reloadMs.push((await told) - savedAt);
        shownMs.push((await whenShown(page, word, waitLimitMs)) - savedAt);
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
        shownMs,
        peakRssKb,
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await project.remove();
  }
}

/** Milliseconds since the epoch, to the fraction: what a page's `performance.timeOrigin + performance.now()` compares with. */
const wallClock = () => performance.timeOrigin + performance.now();

/** An article with a paragraph naming `word` at the top of its body, after its front matter. */
export function withWordInBody(article: string, word: string): string {
  const frontMatterEnd = article.indexOf('\n---\n', 3);
  if (!article.startsWith('---\n') || frontMatterEnd < 0) throw new Error('the edited article has no front matter');
  const bodyStart = frontMatterEnd + '\n---\n'.length;
  return `${article.slice(0, bodyStart)}\nThis revision is marked ${word}.\n${article.slice(bodyStart)}`;
}

/** Replaces the copy's blog with generated posts; returns the one in the middle, the one the saves edit. */
async function generatedPost(contentDir: string, posts: number, seed: number): Promise<{ file: string; slug: string }> {
  const corpus = await generateCorpus({ dir: contentDir, posts, seed });
  return corpus[Math.floor(corpus.length / 2)]!;
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
function startDevProcess(root: string, contentDir: string, cpuProfileDir: string | undefined): Promise<DevProcess> {
  const profiling = cpuProfileDir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir];
  const child = spawn(process.execPath, [...profiling, sitegenBin, 'dev', '--content', contentDir, '--port', '0'], {
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

/** The events that tell an open page to show its new HTML: a reload, or the page taken in place. */
const pageUpdates = new Set(['reload', 'pages']);

/** The dev server's event stream, read as far as the next update of the page. */
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
    /**
     * The wall time at which the server told the page to update (reload, or take its new
     * HTML in place); a failed build fails the benchmark, and other events are passed over.
     */
    async nextUpdate(): Promise<number> {
      for (let event = await nextEvent(); !pageUpdates.has(event.type); event = await nextEvent()) {
        if (event.type === 'error-report') throw new Error(`a save failed to build:\n${event.data}`);
      }
      return wallClock();
    },
    cancel: () => reader.cancel(),
  };
}

/** The wait a writer may feel from a save to the new text in the open page, by site: at most these. */
function shownTargets(figures: DevReloadFigures): { readonly name: string; readonly limit: number; readonly measured: number }[] {
  const [first = Number.NaN, ...later] = figures.shownMs;
  if (figures.posts === undefined) {
    return [
      { name: 'median', limit: 150, measured: median(later) },
      { name: 'first save after start', limit: 300, measured: first },
    ];
  }
  return figures.posts === 4000 ? [{ name: 'median', limit: 250, measured: median(later) }] : [];
}

export function formatDevReloads(figures: DevReloadFigures): string {
  const site = figures.posts === undefined ? 'this site' : `a generated blog of ${figures.posts} posts (seed ${figures.seed})`;
  const saves = figures.shownMs.length;
  const spread = (label: string, all: readonly number[]) => {
    const later = all.slice(1).sort((a, b) => a - b);
    const first = `first save after start ${Math.round(all[0] ?? Number.NaN)} ms`;
    if (later.length === 0) return `    -> ${label}: ${first}`;
    const best = Math.round(later[0] ?? Number.NaN);
    const worst = Math.round(later.at(-1) ?? Number.NaN);
    return `    -> ${label}: median ${Math.round(median(later))} ms, best ${best} ms, worst ${worst} ms; ${first}`;
  };
  const targets = shownTargets(figures).map(({ name, limit, measured }) => {
    const met = describeMet({ bound: 'at most', limit }, Math.round(measured));
    return `  target: save -> shown in Chromium, ${name}, at most ${limit} ms: ${Math.round(measured)} ms, ${met}`;
  });
  return [
    `sitegen dev on ${site}, ${figures.pages} pages, in its own process (node bin/sitegen.js dev --port 0)`,
    `  first page served ${seconds(figures.firstPageMs)} after the command started (its first build: ${seconds(figures.firstBuildMs)})`,
    `  a new word saved into an article's body, ${saves} saves a second apart (the first apart, the others' median, best and worst):`,
    spread('the article open in Chromium shows it', figures.shownMs),
    spread("the server's event telling pages to update", figures.reloadMs),
    ...targets,
    `  peak RSS of the dev process (VmHWM, after the saves): ${mebibytes(figures.peakRssKb)}`,
  ].join('\n');
}
