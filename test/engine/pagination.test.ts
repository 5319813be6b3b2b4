import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readBuiltSite, type BuiltSite } from '../support/built-site.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

let project: TempProject;
let site: BuiltSite;

beforeAll(async () => {
  project = await copyFixture('notes');
  // One note to a page: the fixture's six notes make six pages, enough to show which pages each links.
  const settings = join(project.root, 'content', 'site.yaml');
  await writeFile(settings, (await readFile(settings, 'utf8')).replace(/^notesPerPage: \d+$/m, 'notesPerPage: 1'));
  await buildProject(project);
  site = await readBuiltSite(join(project.root, 'dist'));
});
afterAll(() => project.remove());

/** The fixture's notes, newest first. */
const newestFirst = [
  'Reading slowly',
  'Keyboard shortcuts worth learning',
  'Small commits',
  'Bread and patience',
  'Walking meetings',
  'Naming things',
];
const listPages = ['/', '/page/2', '/page/3', '/page/4', '/page/5', '/page/6'];

/** What a list page shows: its notes, the pages it links, the one marked current, and its title. */
async function listPage(path: string) {
  const $ = await site.page(path);
  const nav = $('nav[aria-label="Pages"] a');
  return {
    notes: $('ul.notes a')
      .toArray()
      .map((element) => $(element).text()),
    links: nav.toArray().map((element) => $(element).attr('href')),
    current: nav
      .filter('[aria-current="page"]')
      .toArray()
      .map((element) => $(element).attr('href')),
    title: $('title').text(),
  };
}

describe('a paginated list', () => {
  it('spreads the items over pages in order, as many to a page as asked, the first page at its own path', async () => {
    expect(site.htmlFiles.filter((file) => file === 'index.html' || file.startsWith('page/'))).toEqual([
      'index.html',
      'page/2/index.html',
      'page/3/index.html',
      'page/4/index.html',
      'page/5/index.html',
      'page/6/index.html',
    ]);
    const shown = await Promise.all(listPages.map(async (path) => (await listPage(path)).notes));
    expect(shown).toEqual(newestFirst.map((title) => [title]));
  });

  it('links from each page the first, the last and the pages within two of it, marking its own', async () => {
    expect(await listPage('/')).toMatchObject({ links: ['/', '/page/2/', '/page/3/', '/page/6/'], current: ['/'] });
    expect(await listPage('/page/3')).toMatchObject({
      links: ['/', '/page/2/', '/page/3/', '/page/4/', '/page/5/', '/page/6/'],
      current: ['/page/3/'],
    });
    expect(await listPage('/page/6')).toMatchObject({ links: ['/', '/page/4/', '/page/5/', '/page/6/'], current: ['/page/6/'] });
  });

  it('tells each page its number, which the site titles it by', async () => {
    const titles = await Promise.all(listPages.map(async (path) => (await listPage(path)).title));
    expect(titles).toEqual(['Notes | Small Hours', ...[2, 3, 4, 5, 6].map((number) => `Notes, page ${number} | Small Hours`)]);
  });
});
