import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildProject, copyFixture } from '../../test/support/fixture-project.ts';
import { runSitegen, type TempProject } from '../../test/support/project.ts';

let project: TempProject;
beforeAll(async () => {
  project = await copyFixture('notes');
  await buildProject(project);
});
afterAll(() => project.remove());

/** A copy of the built site (the files `dist` links to), with some of its files changed by hand. */
async function brokenCopy(name: string, changes: Readonly<Record<string, (text: string) => string>>): Promise<string> {
  const dir = join(project.root, name);
  await cp(join(project.root, 'dist'), dir, { recursive: true, dereference: true });
  for (const [file, change] of Object.entries(changes)) {
    const before = await readFile(join(dir, file), 'utf8');
    const after = change(before);
    expect(after).not.toBe(before);
    await writeFile(join(dir, file), after);
  }
  return dir;
}

describe('sitegen check --dir on a feed and a sitemap broken by hand', () => {
  it('reads both as a reader and a crawler would, and reports what they would refuse, naming each file', async () => {
    const dir = await brokenCopy('broken-xml', {
      'feed.xml': (text) => text.replace('<title><![CDATA[Walking meetings', '<title><![CDATA[Walking \u001b[1mmeetings'),
      'sitemap.xml': (text) =>
        text.replace('<loc>https://small-hours.example/notes/naming-things/</loc>', '<loc>/notes/naming-things/</loc>'),
    });
    const result = await runSitegen(['check', '--dir', dir]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^\/feed\.xml: holds a character XML forbids, U\+001B at feed\.xml:\d+:\d+: readers refuse the whole file\n\/sitemap\.xml: <loc>\/notes\/naming-things\/<\/loc> at sitemap\.xml:\d+:\d+ is not an absolute URL\nChecked 16 pages: 2 problems\.\n$/,
    );
  });

  it('reports a feed that is no longer XML, and a sitemap with another root', async () => {
    const dir = await brokenCopy('not-xml', {
      'feed.xml': (text) => text.replace('</channel>', ''),
      'sitemap.xml': (text) => text.replaceAll('urlset', 'pages'),
    });
    const result = await runSitegen(['check', '--dir', dir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^\/feed\.xml: is not well-formed XML at feed\.xml:\d+:\d+: unexpected close tag: readers refuse the whole file\n/,
    );
    expect(result.stdout).toContain(
      '/sitemap.xml: its root element is <pages xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">, not a sitemap\'s <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    );
    expect(result.stdout).toMatch(/Checked 16 pages: 2 problems\.\n$/);
  });
});
