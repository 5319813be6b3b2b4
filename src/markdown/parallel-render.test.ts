import { defaultCodeThemes } from './code-stylesheet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileWorker, type CompiledWorker } from '../../test/support/compiled-worker.ts';
import { copyFixture } from '../../test/support/fixture-project.ts';
import { makeTempDir, type TempProject } from '../../test/support/project.ts';
import { loadSiteModule, type SiteModule } from '../render/load-site-module.ts';
import { createSitePaths } from '../render/site-paths.ts';
import { markdownSettingsOf } from './markdown-settings.ts';
import { parallelRenderer } from './parallel-render.ts';
import { renderHere, type BatchSettings } from './render-batch.ts';
import type { MarkdownSource } from './render-markdown.ts';
import { cachedBlocks } from './test-support/cache-files.ts';

let worker: CompiledWorker;
let scripts: string;
let workerScript: URL;
let dir: string;
/** A site whose Markdown settings hold plugins and components: functions, which each worker must get from the site module. */
let handbook: TempProject;
let module: SiteModule;
beforeAll(async () => {
  worker = await compileWorker('src/markdown/render-worker.ts');
  scripts = worker.folder;
  workerScript = worker.script;
  dir = await makeTempDir('sitegen-parallel-');
  handbook = await copyFixture('handbook');
  module = await loadSiteModule(handbook.root);
}, 60_000);
afterAll(async () => {
  await worker.remove();
  await rm(dir, { recursive: true, force: true });
  await handbook.remove();
});

const base = '/docs/';
/**
 * Twenty bodies with links, headings, a table, code in two languages, keys for the
 * site's remark plugin and a directive; the seventh has an unknown fence language.
 */
const sources: MarkdownSource[] = Array.from({ length: 20 }, (_, index) => ({
  file: `post-${index}.md`,
  firstLine: 10,
  body: [
    `## Part ${index}`,
    `See [the contact page](/contact) and [post ${index + 1}](/blog/post-${index + 1}).`,
    `| Port | Service |\n|---:|---|\n| ${8000 + index} | api |`,
    index === 6 ? '```cobol-ish\nDISPLAY "HI".\n```' : `\`\`\`java\nrecord Point${index}(int x, int y) {}\n\`\`\``,
    `\`\`\`yaml\nserver:\n  port: ${8000 + index}\n\`\`\``,
    `:::tip\nPress [[Ctrl]]+[[${index}]].\n:::`,
    `::owner{team="platform" since="${2000 + index}"}`,
  ].join('\n\n'),
}));
/** The data files the handbook's `markdown` reads. */
const data = {
  site: { teams: { platform: 'the platform team', payments: 'the payments team' }, words: { tip: 'Tip', fullSize: 'Full size' } },
};
const settings = (cacheFolder: string): BatchSettings => ({
  link: createSitePaths('', base).link,
  markdown: markdownSettingsOf(module.definition, data),
  origin: { module, data },
  codeThemes: defaultCodeThemes,
  cache: { folder: join(dir, cacheFolder), everyBlock: true },
});
const byPlace = (a: { file: string; line: number }, b: { file: string; line: number }) => a.file.localeCompare(b.file) || a.line - b.line;

describe('rendering Markdown on several threads', () => {
  it('renders, reports errors and caches code exactly as one thread does', async () => {
    const alone = await renderHere(sources, settings('alone'));
    const split = await parallelRenderer(base, { workerScript, bodiesPerThread: 8, threads: 2 })(sources, settings('split'));
    expect(split.rendered).toEqual(alone.rendered);
    expect([...split.errors].sort(byPlace)).toEqual([...alone.errors].sort(byPlace));
    expect(split.errors).toEqual([
      expect.objectContaining({ file: 'post-6.md', field: 'code block', message: "unknown language 'cobol-ish'" }),
    ]);
    expect(split.rendered[1]?.html).toContain('href="/docs/contact/"');
    // Odd bodies are the second worker's: it runs the site's plugins on them, as this thread does.
    expect(split.rendered[1]?.html).toContain('Press <kbd>Ctrl</kbd>+<kbd>1</kbd>.');
    // Components go in later, in the build's own thread: the rendering says where, and with what.
    expect(split.rendered[1]?.components).toEqual([
      { kind: 'code', language: 'java' },
      { kind: 'code', language: 'yaml' },
      { kind: 'directive', name: 'tip', written: 'container', attributes: {}, line: 27, label: false },
      { kind: 'directive', name: 'owner', written: 'leaf', attributes: { team: 'platform', since: '2001' }, line: 31, label: false },
    ]);
    const entries = async (folder: string) => Object.keys(await cachedBlocks(join(dir, folder))).sort();
    expect(await entries('split')).toEqual(await entries('alone'));
    // Two blocks from each body but the one with errors, which is not rendered.
    expect(await entries('split')).toHaveLength(38);
  });

  it('sends a site’s settings without plugins as they are, and loads no site module', async () => {
    const folder = join(module.folder, 'site-modules');
    await rm(folder, { recursive: true, force: true });
    const plain = { ...settings('plain'), markdown: { tableLabel: 'Ports' } };
    const alone = await renderHere(sources, plain);
    const split = await parallelRenderer(base, { workerScript, bodiesPerThread: 8, threads: 2 })(sources, plain);
    expect(split.rendered).toEqual(alone.rendered);
    expect(split.rendered[1]?.html).toContain('aria-label="Ports"');
    // No plugin ran: the keys are left as written.
    expect(split.rendered[1]?.html).toContain('Press [[Ctrl]]+[[1]].');
    expect(existsSync(folder)).toBe(false);
  });

  it('gives the workers the site module in a file of its own while they render, and removes it after', async () => {
    const folder = join(module.folder, 'site-modules');
    // A worker that notes the files beside the module it is given, then renders as the real one does.
    const seen = join(scripts, 'seen.log');
    const looking = join(scripts, 'looking-worker.mjs');
    await writeFile(
      looking,
      [
        `import { appendFileSync, readdirSync } from 'node:fs';`,
        `import { workerData } from 'node:worker_threads';`,
        `appendFileSync(${JSON.stringify(seen)}, readdirSync(${JSON.stringify(folder)}).join(' ') + '\\n');`,
        `await import(${JSON.stringify(workerScript.href)});`,
      ].join('\n'),
    );
    const rendered = await parallelRenderer(base, { workerScript: pathToFileURL(looking), bodiesPerThread: 8, threads: 2 })(
      sources,
      settings('looking'),
    );
    expect(rendered.rendered.filter((body) => body !== undefined)).toHaveLength(19);
    const file = `${module.fingerprint}-${process.pid}.mjs`;
    expect((await readFile(seen, 'utf8')).trim().split('\n')).toEqual([file, file]);
    expect(existsSync(folder) ? await readdir(folder) : []).toEqual([]);
  });

  it('takes a thread for each share of bodies, up to the most it is given, and renders as one thread does', async () => {
    // A worker that notes each start, then renders as the real one does.
    const starts = join(scripts, 'starts.log');
    const counting = join(scripts, 'counting-worker.mjs');
    await writeFile(
      counting,
      `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(starts)}, 'started\\n');\nawait import(${JSON.stringify(workerScript.href)});\n`,
    );
    const alone = await renderHere(sources, settings('alone-too'));
    // 20 bodies at 6 a thread: 3 workers of the 4 allowed.
    const spread = await parallelRenderer(base, { workerScript: pathToFileURL(counting), bodiesPerThread: 6, threads: 4 })(
      sources,
      settings('spread'),
    );
    expect((await readFile(starts, 'utf8')).trim().split('\n')).toHaveLength(3);
    expect(spread.rendered).toEqual(alone.rendered);
    expect(spread.rendered.map((body) => body !== undefined)).toEqual(sources.map((_, index) => index !== 6));
    const entries = async (folder: string) => Object.keys(await cachedBlocks(join(dir, folder))).sort();
    expect(await entries('spread')).toEqual(await entries('alone-too'));
  });

  it('has each worker take its share and send it back a chunk of 32 bodies at a time, each body put back in its place', async () => {
    // A worker that notes what it starts with, how many bodies each of its messages holds and when it ends, then renders as the real one does.
    const sent = join(scripts, 'sent.log');
    const noting = join(scripts, 'noting-worker.mjs');
    await writeFile(
      noting,
      [
        `import { appendFileSync } from 'node:fs';`,
        `import { parentPort, workerData } from 'node:worker_threads';`,
        `const note = (line) => appendFileSync(${JSON.stringify(sent)}, line + '\\n');`,
        `note('started with ' + Object.keys(workerData).sort().join(' '));`,
        `process.on('exit', () => note('ended'));`,
        `const post = parentPort.postMessage.bind(parentPort);`,
        `parentPort.postMessage = (part) => { note(part.rendered.length); post(part); };`,
        `await import(${JSON.stringify(workerScript.href)});`,
      ].join('\n'),
    );
    const many = Array.from({ length: 5 }, (_, round) =>
      sources.map((source, index) => ({
        ...source,
        file: `round-${round}-${source.file}`,
        body: `${source.body}\n\nRound ${round}, body ${index}.`,
      })),
    ).flat();
    const alone = await renderHere(many, settings('many-alone'));
    const split = await parallelRenderer(base, { workerScript: pathToFileURL(noting), bodiesPerThread: 8, threads: 2 })(
      many,
      settings('many'),
    );
    expect(split.rendered).toEqual(alone.rendered);
    expect(split.rendered[77]?.html).toContain('Round 3, body 17.');
    const noted = async () => (await readFile(sent, 'utf8')).trim().split('\n');
    // Each worker ends by itself once it has sent its last chunk.
    await expect.poll(async () => (await noted()).filter((line) => line === 'ended'), { timeout: 5_000 }).toHaveLength(2);
    // Its share comes in chunks as it renders them: it is started without any body.
    expect((await noted()).filter((line) => line.startsWith('started'))).toEqual([
      'started with base cache codeThemes settings siteModule',
      'started with base cache codeThemes settings siteModule',
    ]);
    // 100 bodies, 50 a worker: a chunk of 32 and one of 18 from each.
    expect(
      (await noted())
        .filter((line) => /^\d+$/.test(line))
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([18, 18, 32, 32]);
  });

  it('fails the batch when a worker fails', async () => {
    const broken = join(scripts, 'broken-worker.mjs');
    await writeFile(broken, 'throw new Error("worker broke");\n');
    await expect(
      parallelRenderer(base, { workerScript: pathToFileURL(broken), bodiesPerThread: 8, threads: 2 })(sources, settings('broken')),
    ).rejects.toThrow('worker broke');
  });

  it('renders in this thread when there is no worker script, or too few bodies to share', async () => {
    expect(parallelRenderer(base, { workerScript: pathToFileURL(join(scripts, 'missing.mjs')) })).toBe(renderHere);
    const few = sources.slice(0, 3);
    const broken = pathToFileURL(join(scripts, 'broken-worker.mjs'));
    expect(
      (await parallelRenderer(base, { workerScript: broken, bodiesPerThread: 8, threads: 4 })(few, settings('few'))).rendered,
    ).toHaveLength(3);
  });
});
