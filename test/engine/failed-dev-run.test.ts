import { describe, expect, it, onTestFinished } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDevBuilder, type DevBuilder } from '../../src/dev/dev-builder.ts';
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

describe('a dev run that fails', () => {
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
});
