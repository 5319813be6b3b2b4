import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import * as cheerio from 'cheerio';
import { openMemoryMemo } from '../../src/cache/memo.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { planImages } from '../../src/images/plan-images.ts';
import { openSourceFiles } from '../../src/content/source-files.ts';
import type { MarkdownEntry } from '../../src/definition/content-sources.ts';
import { renderHere, type MarkdownRenderer } from '../../src/markdown/render-batch.ts';
import type { RenderedMarkdown } from '../../src/markdown/render-markdown.ts';
import { defaultMemoryFolder, stagingFolderFor } from '../../src/output/staging-folder.ts';
import { loadSiteModule } from '../../src/render/load-site-module.ts';
import { filesIn } from '../support/built-site.ts';
import { applyEdits, replaceLine, type Edit } from '../support/content-edits.ts';
import { buildProject, copyFixture, type ProjectBuildOptions } from '../support/fixture-project.ts';
import { copyIntoTempProject, type TempProject } from '../support/project.ts';

/** A copy of the notes fixture, removed when the test ends. */
async function notesProject(): Promise<TempProject> {
  const project = await copyFixture('notes');
  onTestFinished(() => project.remove());
  return project;
}

const today = '2025-03-01';

/** The notes fixture, built once from nothing: the cold build the tests compare with, and the caches their copies start from. */
let builtNotes: TempProject;
beforeAll(async () => {
  builtNotes = await copyFixture('notes');
  await buildProject(builtNotes, { today });
});
afterAll(() => builtNotes.remove());

/**
 * A copy of the notes fixture with the caches of a build of it, as CI restores them: no output and no record of
 * that build. Its first build takes from them what a build of the same sources made, rather than make it all again.
 */
async function notesProjectWithCaches(): Promise<TempProject> {
  const project = await notesProject();
  await cp(join(builtNotes.root, '.sitegen', 'cache'), join(project.root, '.sitegen', 'cache'), {
    recursive: true,
    filter: (source) => !basename(source).startsWith('last-build-'),
  });
  return project;
}

/** Every file of an output, the search index's included. */
async function outputOf(outDir: string): Promise<Map<string, Buffer>> {
  const files = await filesIn(outDir);
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file))] as const)));
}

/** The output equals, byte for byte, a build of the same sources by a project that never built before. */
async function expectSameAsColdBuild(project: TempProject, options: ProjectBuildOptions): Promise<void> {
  const cold = await copyIntoTempProject(project.root, ['content', 'templates', 'assets'], 'sitegen-cold-');
  onTestFinished(() => cold.remove());
  await buildProject(cold, { ...options, out: 'dist' });
  const [built, coldBuilt] = await Promise.all([outputOf(join(project.root, options.out ?? 'dist')), outputOf(join(cold.root, 'dist'))]);
  expect([...built.keys()]).toEqual([...coldBuilt.keys()]);
  for (const [file, bytes] of built) {
    const cold = coldBuilt.get(file);
    // Compared as text where they differ, so that a failure shows where.
    if (!cold?.equals(bytes)) expect(bytes.toString('utf8'), file).toBe(cold?.toString('utf8'));
  }
}

describe('a build with nothing changed', () => {
  it('reports itself up to date and keeps the output as it is', async () => {
    const project = await notesProjectWithCaches();
    const first = await buildProject(project, { today });
    // A file the build did not write: a rebuild would swap in a folder without it.
    const marker = join(project.root, 'dist', 'kept.txt');
    await writeFile(marker, 'still here');
    const second = await buildProject(project, { today });
    expect(first.upToDate).toBe(false);
    expect(second).toMatchObject({ upToDate: true, pages: first.pages, assets: first.assets });
    expect(existsSync(marker)).toBe(true);
  });
});

describe('a build with nothing changed, after a build was killed while it indexed', () => {
  it.runIf(existsSync(defaultMemoryFolder))('removes the pages the killed build staged in memory for Pagefind', async () => {
    const project = await notesProjectWithCaches();
    await buildProject(project, { today });
    // The user's folder there, as a build that indexes in memory finds it.
    const inMemory = dirname(stagingFolderFor(join(project.root, 'dist'), 1));
    const left = join(inMemory, `search-pages-${spawnSync(process.execPath, ['-e', '']).pid}-0123456789abcdef`);
    await mkdir(join(left, '1', 'notes', 'left'), { recursive: true });
    onTestFinished(() => rm(left, { recursive: true, force: true }));
    expect((await buildProject(project, { today })).upToDate).toBe(true);
    expect(existsSync(left)).toBe(false);
  });
});

describe('a change since the last build', () => {
  it('to content, a template or an asset builds again, with the change', async () => {
    const project = await notesProjectWithCaches();
    await buildProject(project, { today });
    const rebuilt = async (what: string, edits: Readonly<Record<string, Edit>>) => {
      await applyEdits(project.root, edits);
      expect((await buildProject(project, { today })).upToDate, what).toBe(false);
    };
    const read = (file: string) => readFile(join(project.root, 'dist', file), 'utf8');
    const stylesheetOf = (page: string) => /href="(\/assets\/main\.[0-9a-f]+\.css)"/.exec(page)?.[1];

    await rebuilt('content', { 'content/notes/small-commits.md': (text) => `${text}\nA sentence added later.\n` });
    expect(await read('notes/small-commits/index.html')).toContain('A sentence added later.');
    await rebuilt('a template', { 'templates/pages.tsx': replaceLine(/Written by \{site\.author\}\./, 'Notes by {site.author}.') });
    expect(await read('index.html')).toContain('Notes by Mara Lindqvist.');
    const stylesheet = stylesheetOf(await read('index.html'));
    await rebuilt('the stylesheet', { 'assets/styles/main.css': (text) => `${text}\nh1 { color: navy; }\n` });
    expect(stylesheetOf(await read('index.html'))).not.toBe(stylesheet);
    await rebuilt('a static file', { 'assets/static/favicon.svg': replaceLine(/#335/, '#533') });
    expect(await read('favicon.svg')).toContain('#533');
  });

  it('to the settings builds again: the origin, the base path, and the day a scheduled note is due', async () => {
    const project = await notesProject();
    const due = '2025-03-10';
    await writeFile(
      join(project.root, 'content/notes/spring-list.md'),
      `---\ntitle: A list for spring\ndate: ${due}\ntags: [habits]\n---\n\nSeeds to order.\n`,
    );
    const settings: readonly ProjectBuildOptions[] = [
      { today: '2025-03-09' },
      { today: '2025-03-09', url: 'https://elsewhere.example' },
      { today: '2025-03-09', url: 'https://elsewhere.example', base: '/journal/' },
      { today: due, url: 'https://elsewhere.example', base: '/journal/' },
    ];
    for (const options of settings) expect((await buildProject(project, options)).upToDate, JSON.stringify(options)).toBe(false);
    expect(existsSync(join(project.root, 'dist/notes/spring-list/index.html'))).toBe(true);
    expect(await readFile(join(project.root, 'dist/sitemap.xml'), 'utf8')).toContain(
      'https://elsewhere.example/journal/notes/spring-list/',
    );
    // The last of them, again: nothing changed.
    expect((await buildProject(project, settings.at(-1))).upToDate).toBe(true);
  });
});

describe('a cold build', () => {
  it('writes the same site as another cold build of the same sources, byte for byte, its search index included', async () => {
    await expectSameAsColdBuild(builtNotes, { today });
  });
});

describe('a build that uses what earlier builds cached', () => {
  it('renders the bodies again when the site’s Markdown settings change: its components’ code, or the data they read', async () => {
    const project = await copyFixture('handbook');
    onTestFinished(() => project.remove());
    const firstTip = async () => {
      const $ = cheerio.load(await readFile(join(project.root, 'dist/chapters/first-day/index.html'), 'utf8'));
      return { className: $('aside').first().attr('class'), title: $('aside').first().children().first().text() };
    };
    await buildProject(project);
    expect(await firstTip()).toEqual({ className: 'tip', title: 'Tip' });
    await applyEdits(project.root, { 'templates/markdown.tsx': replaceLine(/<aside className="tip">/, '<aside className="hint">') });
    await buildProject(project);
    expect(await firstTip()).toEqual({ className: 'hint', title: 'Tip' });
    await applyEdits(project.root, { 'content/site.yaml': replaceLine(/^ {2}tip: Tip$/m, '  tip: Hint') });
    await buildProject(project);
    expect(await firstTip()).toEqual({ className: 'hint', title: 'Hint' });
    await expectSameAsColdBuild(project, {});
  });

  it('writes the same site as a cold build, after an edit to a note and to a template', async () => {
    const project = await notesProjectWithCaches();
    await buildProject(project, { today });
    await applyEdits(project.root, {
      'content/notes/reading-slowly.md': (text) =>
        `${replaceLine(/^title: .*$/m, 'title: Reading slowly, again')(text)}\n## One more thing\n\nA pencil, not a pen.\n`,
      'templates/pages.tsx': replaceLine(/<h2>Elsewhere<\/h2>/, '<h2>Worth a visit</h2>'),
    });
    expect((await buildProject(project, { today })).upToDate).toBe(false);
    await expectSameAsColdBuild(project, { today });
  });

  it('writes the same site as a cold build with only .sitegen/cache kept, as CI restores it', async () => {
    const project = await notesProjectWithCaches();
    await buildProject(project, { today });
    // What CI keeps between runs is the cache folder; the output and the record of the last build are gone.
    await rm(join(project.root, 'dist'), { recursive: true });
    const cacheDir = join(project.root, '.sitegen', 'cache');
    const records = (await readdir(cacheDir)).filter((name) => name.startsWith('last-build-'));
    expect(records).not.toEqual([]);
    await Promise.all(records.map((name) => rm(join(cacheDir, name))));
    // Front matter and body: the cache holds the checked values of one and the rendering of the other.
    await applyEdits(project.root, {
      'content/notes/walking-meetings.md': (text) =>
        `${replaceLine(/^title: .*$/m, 'title: Walking meetings in summer')(text)}\nWe take the long way.\n`,
    });
    expect((await buildProject(project, { today })).upToDate).toBe(false);
    await expectSameAsColdBuild(project, { today });
  });

  it('indexes again only the part of the search index whose notes changed, and takes the others from the cache', async () => {
    const project = await notesProject();
    // Two notes to a part: the six notes' addresses put four in one part and one in each of the two others.
    await applyEdits(project.root, { 'content/site.yaml': (text) => text.replace(/^searchPartSize: \d+$/m, 'searchPartSize: 2') });
    const cachedParts = async () => (await readdir(join(project.root, '.sitegen', 'cache', 'search-index'))).sort();
    await buildProject(project, { today });
    const before = await cachedParts();
    expect(before).toHaveLength(3);
    const parts = async () => Promise.all([1, 2, 3].map((part) => filesIn(join(project.root, 'dist', 'pagefind', String(part)))));
    const partsBefore = await parts();
    await applyEdits(project.root, {
      'content/notes/small-commits.md': (text) => `${text}
One change, one reason.
`,
    });
    await buildProject(project, { today });
    const after = await cachedParts();
    // Two parts hold the same notes as before and are taken whole; the other is indexed again, and the part it replaced goes.
    expect(after).toHaveLength(3);
    expect(after.filter((name) => before.includes(name))).toHaveLength(2);
    const partsAfter = await parts();
    expect(partsAfter.filter((files, index) => JSON.stringify(files) === JSON.stringify(partsBefore[index]))).toHaveLength(2);
  });

  it('takes each feed item as it stands alone from the cache, by its address and page', async () => {
    const project = await notesProjectWithCaches();
    await buildProject(project, { today });
    // Every item in the cache is replaced: a build that takes them from the cache shows the replacement.
    const items = join(project.root, '.sitegen', 'cache', 'feed-items');
    const shards = await readdir(items);
    expect(shards.length).toBeGreaterThan(0);
    for (const shard of shards) {
      const stored = JSON.parse(await readFile(join(items, shard), 'utf8')) as { version: string; entries: Record<string, string> };
      const entries = Object.fromEntries(Object.keys(stored.entries).map((key) => [key, '<p>From the cache.</p>']));
      await writeFile(join(items, shard), JSON.stringify({ ...stored, entries }));
    }
    await buildProject(project, { today, out: 'again' });
    expect(await readFile(join(project.root, 'again', 'feed.xml'), 'utf8')).toContain('<p>From the cache.</p>');
    const otherAddress = await buildProject(project, { today, out: 'elsewhere', url: 'https://notes.example.org' });
    expect(otherAddress.upToDate).toBe(false);
    expect(await readFile(join(project.root, 'elsewhere', 'feed.xml'), 'utf8')).not.toContain('<p>From the cache.</p>');
  });

  it('ignores what another version of the generator cached', async () => {
    const project = await notesProject();
    await buildProject(project, { today, generatorId: 'sitegen one' });
    // Every rendered body in the cache is replaced: a build that trusts the cache shows the replacement.
    const rendered = join(project.root, '.sitegen', 'cache', 'rendered-markdown');
    for (const shard of await readdir(rendered)) {
      const stored = JSON.parse(await readFile(join(rendered, shard), 'utf8')) as {
        version: string;
        entries: Record<string, RenderedMarkdown>;
      };
      const entries = Object.fromEntries(
        Object.entries(stored.entries).map(([key, body]) => [key, { ...body, html: '<p>From the cache.</p>' }]),
      );
      await writeFile(join(rendered, shard), JSON.stringify({ ...stored, entries }));
    }
    const note = (out: string) => readFile(join(project.root, out, 'notes/small-commits/index.html'), 'utf8');

    await buildProject(project, { today, generatorId: 'sitegen one', out: 'same-version' });
    expect(await note('same-version')).toContain('From the cache.');
    const otherVersion = await buildProject(project, { today, generatorId: 'sitegen two' });
    expect(otherVersion.upToDate).toBe(false);
    expect(await note('dist')).not.toContain('From the cache.');
    expect(await note('dist')).toContain('A commit that does one thing');
  });
});

describe('loading content', () => {
  it('renders only the bodies the rendered memo does not hold: an edited one, not the others', async () => {
    const project = await notesProject();
    const module = await loadSiteModule(project.root);
    const contentDir = join(project.root, 'content');
    const checked = openMemoryMemo<unknown>();
    const rendered = openMemoryMemo<RenderedMarkdown>();
    /** The files whose bodies the renderer was given during the current load. */
    let renderedFiles: string[] = [];
    const spy: MarkdownRenderer = (sources, settings) => {
      renderedFiles.push(...sources.map((source) => basename(source.file)));
      return renderHere(sources, settings);
    };
    const load = async () => {
      renderedFiles = [];
      const content = await loadContent(module, {
        contentDir,
        // Read afresh each time, as a new build would.
        sources: openSourceFiles(),
        schemaVersion: module.fingerprint,
        checked,
        rendered,
        renderer: spy,
        link: (path) => path,
        highlightCache: {},
      });
      const notes = content.notes as readonly MarkdownEntry<unknown>[];
      return { html: new Map(notes.map((note) => [note.name, note.html])), renderedFiles };
    };

    const first = await load();
    await appendFile(join(contentDir, 'notes/small-commits.md'), '\nSmall, and then smaller.\n');
    const second = await load();
    const third = await load();

    expect(first.renderedFiles).toHaveLength(6);
    expect([...first.renderedFiles].sort()).toEqual([...first.html.keys()].map((name) => `${name}.md`).sort());
    expect(second.renderedFiles).toEqual(['small-commits.md']);
    expect(third.renderedFiles).toEqual([]);
    expect(first.html.get('small-commits')).not.toContain('Small, and then smaller.');
    expect(second.html.get('small-commits')).toContain('Small, and then smaller.');
    expect(second.html.get('walking-meetings')).toBe(first.html.get('walking-meetings'));
    expect(third.html).toEqual(second.html);
  });

  it('puts a component in again after its template changed, without rendering any body again, for a site without plugins', async () => {
    const project = await copyFixture('handbook');
    onTestFinished(() => project.remove());
    await applyEdits(project.root, {
      'templates/markdown.tsx': replaceLine(/^ {4}remarkPlugins: .*\n {4}rehypePlugins: .*\n/m, ''),
    });
    const rendered = openMemoryMemo<RenderedMarkdown>();
    let renderedFiles: string[] = [];
    const load = async () => {
      renderedFiles = [];
      const module = await loadSiteModule(project.root);
      const content = await loadContent(module, {
        contentDir: join(project.root, 'content'),
        sources: openSourceFiles(),
        schemaVersion: module.fingerprint,
        checked: openMemoryMemo<unknown>(),
        rendered,
        renderer: (sources, settings) => {
          renderedFiles.push(...sources.map((source) => basename(source.file)));
          return renderHere(sources, settings);
        },
        link: (path) => path,
        highlightCache: {},
        images: await planImages(join(project.root, 'assets'), (path) => path),
      });
      const chapters = content.chapters as readonly MarkdownEntry<unknown>[];
      return { html: chapters.find((chapter) => chapter.name === 'first-day')?.html ?? '', renderedFiles };
    };

    const first = await load();
    await applyEdits(project.root, { 'templates/markdown.tsx': replaceLine(/<aside className="tip">/, '<aside className="hint">') });
    const second = await load();
    expect(first.renderedFiles).toEqual(['first-day.md', 'on-call.md']);
    expect(first.html).toContain('<aside class="tip">');
    expect(second.renderedFiles).toEqual([]);
    expect(second.html).toContain('<aside class="hint">');
    expect(second.html).not.toContain('<aside class="tip">');
  });
});
