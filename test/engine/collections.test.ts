import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import type { PublishReport } from '../../src/build.ts';
import { indexedUrls } from '../../src/output/test-support/search-fragments.ts';
import type { LoadedContent } from '../../src/definition/content-sources.ts';
import type { NotesContent } from '../fixtures/notes/templates/content.ts';
import { feedLinks, readBuiltSite, sitemapUrls, type BuiltSite } from '../support/built-site.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';
import { loadProjectContent } from '../support/site-content.ts';

let notesProject: TempProject;
let minimalProject: TempProject;
let notes: BuiltSite;
let minimal: BuiltSite;
let minimalReport: PublishReport;
let content: LoadedContent<NotesContent>;

beforeAll(async () => {
  [notesProject, minimalProject] = await Promise.all([copyFixture('notes'), copyFixture('minimal')]);
  await buildProject(notesProject);
  minimalReport = await buildProject(minimalProject);
  [notes, minimal, content] = await Promise.all([
    readBuiltSite(join(notesProject.root, 'dist')),
    readBuiltSite(join(minimalProject.root, 'dist')),
    loadProjectContent<NotesContent>({ root: notesProject.root }),
  ]);
});
afterAll(() => Promise.all([notesProject.remove(), minimalProject.remove()]));

const noteNames = ['bread-and-patience', 'keyboard-shortcuts', 'naming-things', 'reading-slowly', 'small-commits', 'walking-meetings'];
const tags = ['baking', 'code', 'habits', 'reading', 'tools', 'writing'];
const notesOrigin = 'https://small-hours.example';

/** Each URL of a sitemap with its `<lastmod>`, undefined where it has none. */
function sitemapDates(sitemap: string): Record<string, string | undefined> {
  const $ = cheerio.load(sitemap, { xml: true });
  return Object.fromEntries(
    $('url')
      .toArray()
      .map((url) => [$(url).children('loc').text(), $(url).children('lastmod').first().text() || undefined]),
  );
}

/** The absolute URL a page file is served at. */
const urlOf = (origin: string, file: string) => `${origin}/${file.replace(/index\.html$/, '')}`;

describe('content sources', () => {
  it('load the entries of a Markdown and of a YAML collection in file-name order', () => {
    expect(content.notes.map((note) => note.name)).toEqual(noteNames);
    expect(content.links.map((link) => link.name)).toEqual(['gutenberg', 'mdn']);
    expect(content.notes[0]?.file).toMatch(/content\/notes\/bread-and-patience\.md$/);
    expect(content.links[1]?.file).toMatch(/content\/links\/mdn\.yaml$/);
  });

  it('give each file its values as the schema typed them', () => {
    expect(content.site.notesPerPage).toBe(2);
    expect(content.notes.find((note) => note.name === 'small-commits')?.data).toEqual({
      title: 'Small commits',
      date: '2024-04-07',
      tags: ['code', 'tools'],
    });
    expect(content.links[0]?.data).toEqual({
      title: 'Project Gutenberg',
      url: 'https://www.gutenberg.org/',
      comment: 'Old books, free to read, where most of my slow reading starts.',
    });
  });

  it('render each Markdown body, its headings with the ids their anchors have and its code highlighted', () => {
    const note = content.notes.find((entry) => entry.name === 'small-commits');
    expect(note?.headings).toEqual([{ id: 'when-a-change-is-too-big', title: 'When a change is too big', depth: 2 }]);
    expect(note?.html).toContain('<h2 id="when-a-change-is-too-big">When a change is too big</h2>');
    expect(note?.html).toMatch(/<pre[^>]*class="shiki[^"]*"[^>]*><code>.*unfinished/);
    expect(note?.html).not.toContain('---');
  });
});

describe('a built site', () => {
  it('has a file for every route: a folder index for each site path, 404.html for the not-found page', () => {
    expect(notes.htmlFiles).toEqual(
      [
        '404.html',
        'index.html',
        'page/2/index.html',
        'page/3/index.html',
        ...noteNames.map((name) => `notes/${name}/index.html`),
        ...tags.map((tag) => `tags/${tag}/index.html`),
      ].sort(),
    );
    expect(minimal.htmlFiles).toEqual(['404.html', 'index.html']);
  });

  it('needs no assets folder: the pages link no stylesheet or script, and nothing else is written', async () => {
    expect(minimal.files).toEqual(['404.html', 'index.html', 'robots.txt', 'sitemap.xml']);
    expect(minimalReport.assets).toBe(0);
    const $ = await minimal.page('/');
    expect($('h1').text()).toBe('Harbour Lights');
    expect($('link[rel="stylesheet"], script')).toHaveLength(0);
    // The fixture's own assets, by contrast, are linked and copied.
    const $notes = await notes.page('/');
    const stylesheet = $notes('link[rel="stylesheet"]').attr('href') ?? '';
    expect(stylesheet).toMatch(/^\/assets\/main\.[0-9a-f]+\.css$/);
    expect(existsSync(join(notes.outDir, stylesheet))).toBe(true);
    expect(notes.files).toContain('favicon.svg');
  });

  it('gives every page the header and footer its document shares between pages, with nothing holding their place', async () => {
    for (const file of notes.htmlFiles) {
      const html = await notes.read(file);
      const $ = cheerio.load(html);
      expect($('body > header a').attr('href'), file).toBe('/');
      expect($('body > header').text(), file).toBe('Small Hours');
      expect($('body > footer').text(), file).toBe('Written by Mara Lindqvist.');
      expect(html, file).not.toContain('sitegen-shared');
    }
  });

  it('lists every page but the not-found one in its sitemap, by absolute URL', async () => {
    for (const [site, origin] of [
      [notes, notesOrigin],
      [minimal, 'https://harbour-lights.example'],
    ] as const) {
      const pages = site.htmlFiles.filter((file) => file !== '404.html').map((file) => urlOf(origin, file));
      expect([...sitemapUrls(await site.read('sitemap.xml'))].sort()).toEqual(pages.sort());
      expect(await site.read('robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
  });

  it('dates each sitemap entry by the lastModified its page was given, from the content, and leaves the others undated', async () => {
    const notesDates = Object.fromEntries(
      Object.entries({
        '': '2024-06-30',
        'page/2/': '2024-04-07',
        // Walking meetings (2024-02-14) and Naming things, revised on 2024-07-09.
        'page/3/': '2024-07-09',
        'notes/bread-and-patience/': '2024-03-02',
        'notes/keyboard-shortcuts/': '2024-05-18',
        'notes/naming-things/': '2024-07-09',
        'notes/reading-slowly/': '2024-06-30',
        'notes/small-commits/': '2024-04-07',
        'notes/walking-meetings/': '2024-02-14',
        'tags/baking/': '2024-03-02',
        'tags/code/': '2024-07-09',
        'tags/habits/': '2024-06-30',
        'tags/reading/': '2024-06-30',
        'tags/tools/': '2024-05-18',
        'tags/writing/': '2024-07-09',
      }).map(([path, date]) => [`${notesOrigin}/${path}`, date]),
    );
    expect(sitemapDates(await notes.read('sitemap.xml'))).toEqual(notesDates);
    expect(sitemapDates(await minimal.read('sitemap.xml'))).toEqual({ 'https://harbour-lights.example/': undefined });
  });

  it('links every published note from its feed, by absolute URL', async () => {
    const feed = feedLinks(await notes.read('feed.xml'));
    expect(feed.channel).toBe(`${notesOrigin}/`);
    expect([...feed.items].sort()).toEqual(noteNames.map((name) => `${notesOrigin}/notes/${name}/`));
    expect(minimal.files).not.toContain('feed.xml');
  });

  it('dates its feed by the newest day a note in it was published or revised on', async () => {
    // Reading slowly is the newest note (2024-06-30); Naming things was revised after it.
    expect(await notes.read('feed.xml')).toContain('<lastBuildDate>Tue, 09 Jul 2024 00:00:00 GMT</lastBuildDate>');
  });

  it('names every part of its search index in the manifest, each part written', async () => {
    const manifest = JSON.parse(await notes.read('search-indexes.json')) as { parts: string[] };
    expect(manifest.parts.length).toBeGreaterThan(0);
    for (const part of manifest.parts) expect(existsSync(join(notes.outDir, part)), part).toBe(true);
    // Each note in one of them.
    expect(await indexedUrls(notes.outDir)).toEqual(noteNames.map((name) => `/notes/${name}/`).sort());
  });
});
