import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { createDevBuilder } from '../../src/dev/dev-builder.ts';
import { redirectLocationOf } from '../../src/output/redirect-page.ts';
import { searchFragments } from '../../src/output/test-support/search-fragments.ts';
import { applyEdits, replaceLine } from '../support/content-edits.ts';
import { copyFixture, fixtureDir } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

let project: TempProject;

beforeAll(async () => {
  project = await copyFixture('notes');
});
afterAll(() => project.remove());

const devBuilder = (out: string) =>
  createDevBuilder({ root: project.root, contentDir: join(project.root, 'content'), outDir: join(project.root, out) });

describe('the dev builder', () => {
  it('makes its output folder on its first run, whichever of its steps writes there first', async () => {
    // The minimal site with the notes' assets: a run is little more than the stylesheet and the static files,
    // written side by side, and which of them makes the folder varies from run to run. A step that made the
    // folder while another did failed about one first run in eight, so twenty runs show it most times.
    const styled = await copyFixture('minimal');
    onTestFinished(() => styled.remove());
    await cp(join(fixtureDir('notes'), 'assets'), join(styled.root, 'assets'), { recursive: true });
    for (let run = 1; run <= 20; run++) {
      const outDir = join(styled.root, `first-run-${run}`);
      await createDevBuilder({ root: styled.root, contentDir: join(styled.root, 'content'), outDir }).run();
      for (const file of ['assets/main.css', 'favicon.svg', 'index.html'])
        expect(existsSync(join(outDir, file)), `run ${run}: ${file}`).toBe(true);
    }
  });

  it('writes again only the pages an edit reaches, and removes the page of a deleted entry', async () => {
    const builder = devBuilder('edited');
    await builder.run();
    const linkFile = join(project.root, 'content', 'links', 'mdn.yaml');
    await applyEdits(project.root, { 'content/links/mdn.yaml': replaceLine(/^title: .*$/m, 'title: MDN') });
    expect((await builder.run([linkFile])).changedPaths).toEqual(['/']);

    // The fifth newest note of six: the third list page and its tag's page change, the first two pages do not.
    const note = join(project.root, 'content', 'notes', 'walking-meetings.md');
    const text = await readFile(note, 'utf8');
    await rm(note);
    expect([...(await builder.run([note])).changedPaths].sort()).toEqual(['/page/3', '/tags/habits']);
    expect(existsSync(join(project.root, 'edited', 'notes', 'walking-meetings', 'index.html'))).toBe(false);

    // Added back: the content folder is listed again, and the note's page written again.
    await writeFile(note, text);
    expect(await builder.run([note])).toMatchObject({ changedPaths: expect.arrayContaining(['/notes/walking-meetings']) });
    expect(existsSync(join(project.root, 'edited', 'notes', 'walking-meetings', 'index.html'))).toBe(true);
  });

  it('renders every page again when a data file field that only the document shell shows changes', async () => {
    const builder = devBuilder('shell');
    const first = await builder.run();
    const siteFile = join(project.root, 'content', 'site.yaml');
    const original = await readFile(siteFile, 'utf8');
    onTestFinished(() => writeFile(siteFile, original));
    // No route's props or head hold the language: only the shell's <html lang> does.
    await applyEdits(project.root, { 'content/site.yaml': replaceLine(/^language: .*$/m, 'language: en-GB') });
    const report = await builder.run([siteFile]);
    expect([...report.changedPaths].sort()).toEqual([...first.changedPaths].sort());
    for (const path of report.changedPaths) {
      const file = path === '/404' ? '404.html' : join(path.slice(1), 'index.html');
      expect(await readFile(join(project.root, 'shell', file), 'utf8'), path).toContain('<html lang="en-GB">');
    }
  });

  it('keeps every file it checked and rendered in the caches it saves, not only those an edit reached', async () => {
    const builder = devBuilder('cached');
    const cached = async (memo: string) => {
      const folder = join(project.root, '.sitegen', 'cache', memo);
      const shards = await Promise.all(
        (await readdir(folder)).map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as { entries: object }),
      );
      return shards.reduce((count, shard) => count + Object.keys(shard.entries).length, 0);
    };
    await builder.run();
    await builder.saveCache();
    const [checked, rendered] = [await cached('checked-content'), await cached('rendered-markdown')];
    // Every note and link, and the site's settings; every note's body.
    const notes = (await readdir(join(project.root, 'content', 'notes'))).length;
    const links = (await readdir(join(project.root, 'content', 'links'))).length;
    expect([checked, rendered]).toEqual([notes + links + 1, notes]);
    const note = join(project.root, 'content', 'notes', 'reading-slowly.md');
    await applyEdits(project.root, { 'content/notes/reading-slowly.md': (text) => `${text}\nOne page a day.\n` });
    await builder.run([note]);
    await builder.saveCache();
    // The edited note's new front matter and body join the rest; its old ones wait for the next whole build to drop them.
    expect([await cached('checked-content'), await cached('rendered-markdown')]).toEqual([checked + 1, rendered + 1]);
  });

  it("writes the stylesheet again when the site's code themes change, and the code in them", async () => {
    const builder = devBuilder('themed');
    const read = (file: string) => readFile(join(project.root, 'themed', file), 'utf8');
    await builder.run();
    expect(await read('assets/main.css')).toContain('{--shiki-dark-bg:#0d1117}');

    const definition = await readFile(join(project.root, 'templates', 'site.ts'), 'utf8');
    onTestFinished(() => applyEdits(project.root, { 'templates/site.ts': () => definition }));
    await applyEdits(project.root, {
      'templates/site.ts': (text) =>
        text.replace('  document: Document,', "  document: Document,\n  codeThemes: { light: 'min-light', dark: 'nord' },"),
    });
    expect((await builder.run([join(project.root, 'templates', 'site.ts')])).browserUpdate).toBe('reload');
    expect(await read('assets/main.css')).toContain('{--shiki-dark-bg:#2e3440ff}');
    expect(await read('notes/small-commits/index.html')).toContain('shiki-themes min-light nord');
  });

  it('leaves the search index to its own step, which indexes again only when what the index covers changed', async () => {
    const builder = devBuilder('searched');
    const manifest = join(project.root, 'searched', 'search-indexes.json');
    await builder.run();
    // The pages come first: a writer's reload never waits for Pagefind.
    expect(existsSync(manifest)).toBe(false);
    await builder.updateSearchIndex();
    const indexedAt = async () => (await stat(manifest)).mtimeMs;
    const first = await indexedAt();

    // A link is not in the index: nothing is indexed again.
    const linkFile = join(project.root, 'content', 'links', 'gutenberg.yaml');
    await applyEdits(project.root, { 'content/links/gutenberg.yaml': replaceLine(/^title: .*$/m, 'title: Project Gutenberg, again') });
    await builder.run([linkFile]);
    await builder.updateSearchIndex();
    expect(await indexedAt()).toBe(first);

    // A note's body is.
    const note = join(project.root, 'content', 'notes', 'naming-things.md');
    await applyEdits(project.root, { 'content/notes/naming-things.md': (text) => `${text}\nA name is a promise.\n` });
    await builder.run([note]);
    await builder.updateSearchIndex();
    expect(await indexedAt()).toBeGreaterThan(first);
    const parts = (await readdir(join(project.root, 'searched', 'pagefind'))).map((part) =>
      join(project.root, 'searched', 'pagefind', part),
    );
    const indexed = await Promise.all(parts.map((part) => searchFragments(part)));
    expect(indexed.flat().join('\n')).toContain('A name is a promise.');
  });

  it('writes a redirect when a note gains an old address, and removes it when it loses it, dating the sitemap as a build does', async () => {
    const builder = devBuilder('moved');
    await builder.run();
    const note = join(project.root, 'content', 'notes', 'keyboard-shortcuts.md');
    const original = await readFile(note, 'utf8');
    await applyEdits(project.root, {
      'content/notes/keyboard-shortcuts.md': replaceLine(/^date: .*$/m, '$&\nupdated: 2024-08-01\naliases: [/notes/shortcuts]'),
    });
    // The note's page shows neither field: only the redirect is new.
    expect((await builder.run([note])).changedPaths).toEqual(['/notes/shortcuts']);
    const redirectPage = join(project.root, 'moved', 'notes', 'shortcuts', 'index.html');
    expect(redirectLocationOf(await readFile(redirectPage, 'utf8'))).toBe('/notes/keyboard-shortcuts/');
    expect(await readFile(join(project.root, 'moved', 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://small-hours.example/notes/keyboard-shortcuts/</loc><lastmod>2024-08-01</lastmod>',
    );

    await applyEdits(project.root, { 'content/notes/keyboard-shortcuts.md': () => original });
    await builder.run([note]);
    expect(existsSync(redirectPage)).toBe(false);
  });

  it('publishes an image again when its original changes, and renders again the pages that show it', async () => {
    const gallery = await copyFixture('gallery');
    onTestFinished(() => gallery.remove());
    const outDir = join(gallery.root, 'served');
    const builder = createDevBuilder({ root: gallery.root, contentDir: join(gallery.root, 'content'), outDir });
    await builder.run();
    const buoy = join(gallery.root, 'assets', 'images', 'buoy.png');
    await sharp({ create: { width: 60, height: 30, channels: 3, background: '#b91c1c' } })
      .png()
      .toFile(buoy);
    const report = await builder.run([buoy]);
    expect(report.changedPaths).toEqual(['/walks/cliff-path']);
    expect(report.browserUpdate).toBe('reload');
    const page = await readFile(join(outDir, 'walks', 'cliff-path', 'index.html'), 'utf8');
    const fallback = /<img src="\/(images\/buoy-60\.[0-9a-f]{10}\.png)"[^>]* width="60" height="30"/.exec(page);
    expect(fallback).not.toBeNull();
    expect(existsSync(join(outDir, fallback?.[1] ?? ''))).toBe(true);
    // The old picture's files are gone, as a build would not have them.
    const buoys = (await readdir(join(outDir, 'images'))).filter((file) => file.startsWith('buoy-'));
    expect(buoys.every((file) => file.startsWith('buoy-60.'))).toBe(true);
  });

  it('removes a static file deleted from assets/static/, as a build would not have it, and writes one added', async () => {
    const builder = devBuilder('static');
    await builder.run();
    const favicon = join(project.root, 'assets', 'static', 'favicon.svg');
    const original = await readFile(favicon);
    onTestFinished(() => writeFile(favicon, original));
    await rm(favicon);
    const added = join(project.root, 'assets', 'static', 'humans.txt');
    onTestFinished(() => rm(added, { force: true }));
    await writeFile(added, 'Written early in the morning.\n');
    expect((await builder.run([favicon, added])).browserUpdate).toBe('reload');
    expect(existsSync(join(project.root, 'static', 'favicon.svg'))).toBe(false);
    expect(await readFile(join(project.root, 'static', 'humans.txt'), 'utf8')).toBe('Written early in the morning.\n');
  });

  it('asks open pages to reload when the client script changes, though no page does', async () => {
    const builder = devBuilder('scripted');
    const script = join(project.root, 'assets', 'client', 'main.ts');
    onTestFinished(() => rm(join(project.root, 'assets', 'client'), { recursive: true, force: true }));
    await applyEdits(project.root, { 'assets/client/main.ts': () => "document.body.dataset.ready = 'yes';\n" });
    await builder.run();
    await applyEdits(project.root, { 'assets/client/main.ts': () => "document.body.dataset.ready = 'again';\n" });
    const report = await builder.run([script]);
    expect(report).toMatchObject({ changedPaths: [], browserUpdate: 'reload' });
    expect(await readFile(join(project.root, 'scripted', 'assets', 'main.js'), 'utf8')).toContain('again');
  });

  it('reports an original that cannot be decoded with the content errors, at its file', async () => {
    const gallery = await copyFixture('gallery');
    onTestFinished(() => gallery.remove());
    const builder = createDevBuilder({
      root: gallery.root,
      contentDir: join(gallery.root, 'content'),
      outDir: join(gallery.root, 'served'),
    });
    const buoy = join(gallery.root, 'assets', 'images', 'buoy.png');
    const png = await readFile(buoy);
    await writeFile(buoy, png.subarray(0, png.length - 20));
    await writeFile(join(gallery.root, 'content/walks/lost.md'), '---\ntitle: Lost\n---\n\n![](/images/headland.png)\n');
    // Files are named relative to the working folder, which is not the project's here.
    const at = relative(process.cwd(), gallery.root);
    await expect(builder.run()).rejects.toThrow(
      [
        '2 content errors:',
        `${at}/assets/images/buoy.png:1: image: cannot be decoded: vipspng: libpng read error`,
        `${at}/content/walks/lost.md:5: image: /images/headland.png needs alt text that says what it shows: ![A diagram of ...](/images/headland.png)`,
      ].join('\n'),
    );
  });
});
