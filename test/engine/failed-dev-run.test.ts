import { describe, expect, it, onTestFinished } from 'vitest';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createDevBuilder, type DevBuilder } from '../../src/dev/dev-builder.ts';
import { filesIn } from '../support/built-site.ts';
import { applyEdits, replaceLine } from '../support/content-edits.ts';
import { copyFixture, type FixtureName } from '../support/fixture-project.ts';

/** A fixture's copy and a dev builder of it that has made its first run; both gone when the test ends. */
async function servedFixture(name: FixtureName): Promise<{ root: string; outDir: string; builder: DevBuilder }> {
  const project = await copyFixture(name);
  onTestFinished(() => project.remove());
  const outDir = join(project.root, 'served');
  const builder = createDevBuilder({ root: project.root, contentDir: join(project.root, 'content'), outDir });
  await builder.run();
  return { root: project.root, outDir, builder };
}

/** Every file of a folder with its bytes, to compare a whole output with. */
async function snapshotOf(dir: string): Promise<Map<string, string>> {
  const files = await filesIn(dir);
  return new Map(await Promise.all(files.map(async (file) => [file, (await readFile(join(dir, file))).toString('base64')] as const)));
}

describe('a dev run that fails', () => {
  it('leaves the site served as it was: a stylesheet and a script saved meanwhile wait for the site to build', async () => {
    const { root, outDir, builder } = await servedFixture('notes');
    await applyEdits(root, { 'content/site.yaml': replaceLine(/^notesPerPage: .*$/m, 'notesPerPage: 0') });
    await expect(builder.run([join(root, 'content', 'site.yaml')])).rejects.toThrow('notesPerPage');
    const served = await snapshotOf(outDir);

    await applyEdits(root, {
      'assets/styles/main.css': (text) => `${text}\n.while-broken { color: red; }\n`,
      'assets/client/main.ts': () => "document.body.dataset.ready = 'yes';\n",
    });
    const saved = ['assets/styles/main.css', 'assets/client/main.ts'].map((file) => join(root, file));
    await expect(builder.run(saved)).rejects.toThrow('notesPerPage');
    expect(await snapshotOf(outDir)).toEqual(served);

    await applyEdits(root, { 'content/site.yaml': replaceLine(/^notesPerPage: .*$/m, 'notesPerPage: 2') });
    await builder.run([join(root, 'content', 'site.yaml')]);
    expect(await readFile(join(outDir, 'assets', 'main.css'), 'utf8')).toContain('.while-broken');
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain('<script type="module" src="/assets/main.js"></script>');
  });

  it('compiles a template saved while the content was broken once the content is mended', async () => {
    const { root, outDir, builder } = await servedFixture('notes');
    const siteFile = join(root, 'content', 'site.yaml');
    const site = await readFile(siteFile, 'utf8');
    await applyEdits(root, { 'content/site.yaml': replaceLine(/^notesPerPage: .*$/m, 'notesPerPage: 0') });
    await expect(builder.run([siteFile])).rejects.toThrow('notesPerPage');
    // Saved while the content is still broken: this run fails too, before it renders anything.
    await applyEdits(root, {
      'templates/pages.tsx': replaceLine(/<footer>Written by \{site\.author\}\.</, '<footer>Written by {site.author}, mended.<'),
    });
    await expect(builder.run([join(root, 'templates', 'pages.tsx')])).rejects.toThrow('notesPerPage');
    await writeFile(siteFile, site);
    await builder.run([siteFile]);
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain('Written by Mara Lindqvist, mended.');
  });

  it('removes the images it published before it failed', async () => {
    const { root, outDir, builder } = await servedFixture('gallery');
    const images = await readdir(join(outDir, 'images'));
    await applyEdits(root, { 'content/site.yaml': replaceLine(/^sentence: .*$/m, "sentence: ''") });
    const added = join(root, 'assets', 'images', 'tide.png');
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0e7490' } })
      .png()
      .toFile(added);
    await expect(builder.run([join(root, 'content', 'site.yaml'), added])).rejects.toThrow('sentence');
    expect(await readdir(join(outDir, 'images'))).toEqual(images);
  });

  it('removes the cards it made before a page failed to render', async () => {
    const { root, outDir, builder } = await servedFixture('cards');
    const cards = await readdir(join(outDir, 'cards'));
    // Every drawn card changes, while the not-found page throws.
    await applyEdits(root, {
      'templates/card.tsx': replaceLine(/#1f7a6d/, '#7a1f4d'),
      'templates/pages.tsx': replaceLine(/export function NotFoundPage\(\) \{/, "$&\n  throw new Error('not today');"),
    });
    await expect(builder.run([join(root, 'templates', 'card.tsx'), join(root, 'templates', 'pages.tsx')])).rejects.toThrow('not today');
    expect(await readdir(join(outDir, 'cards'))).toEqual(cards);
  });
});
