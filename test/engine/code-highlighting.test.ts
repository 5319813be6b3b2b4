import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { readBuiltSite, type BuiltSite } from '../support/built-site.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

let project: TempProject;
beforeAll(async () => {
  project = await copyFixture('notes');
});
afterAll(() => project.remove());

/** Builds the fixture and reads the page of a note with code in it, and the stylesheet it links. */
async function built(): Promise<{ site: BuiltSite; $: CheerioAPI; css: string }> {
  await buildProject(project);
  const site = await readBuiltSite(join(project.root, 'dist'));
  const $ = await site.page('/notes/small-commits');
  const stylesheet = $('link[rel="stylesheet"]').attr('href') ?? '';
  return { site, $, css: await site.read(stylesheet.replace(/^\//, '')) };
}

/** The classes of the highlighted code, but shiki's own names of the block and its lines. */
function codeClasses($: CheerioAPI): string[] {
  const names = $('pre, pre *')
    .toArray()
    .flatMap((element) => ($(element).attr('class') ?? '').split(' '));
  return [...new Set(names)].filter((name) => name && !/^(shiki|shiki-themes|line)$/.test(name));
}

/** Each class the stylesheet has a rule for, with the rule's declarations. */
function rulesOf(css: string): Map<string, string> {
  return new Map([...css.matchAll(/\.([\w-]+)\{([^}]*)\}/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** The classes of the code that no rule of the stylesheet defines: shiki names the themes on `<pre>` too. */
function undefinedClasses($: CheerioAPI, css: string, themes: readonly string[]): string[] {
  const rules = rulesOf(css);
  return codeClasses($).filter((name) => !rules.has(name) && !themes.includes(name));
}

describe('highlighted code', () => {
  it('carries no inline style, and every class it has is defined by the stylesheet, built afresh and from the cache', async () => {
    for (const build of ['cold', 'warm']) {
      const { $, css } = await built();
      expect($('pre.shiki').length, build).toBeGreaterThan(0);
      expect($('pre.shiki, pre.shiki *').filter('[style]'), build).toHaveLength(0);
      expect(codeClasses($).length, build).toBeGreaterThan(4);
      expect(undefinedClasses($, css, ['github-light-default', 'github-dark-default']), build).toEqual([]);
      // The rules set each theme's variables, for the site's CSS to show.
      expect(css, build).toContain('{--shiki-dark-bg:#0d1117}');
    }
  });

  it("uses the themes the site's definition names", async () => {
    const definition = join(project.root, 'templates', 'site.ts');
    const source = await readFile(definition, 'utf8');
    await writeFile(
      definition,
      source.replace('  document: Document,', "  document: Document,\n  codeThemes: { light: 'min-light', dark: 'nord' },"),
    );
    const { $, css } = await built();
    expect($('pre.shiki').hasClass('nord')).toBe(true);
    expect(undefinedClasses($, css, ['min-light', 'nord'])).toEqual([]);
    expect(css).toContain('{--shiki-dark-bg:#2e3440ff}');
    expect(css).not.toContain('{--shiki-dark-bg:#0d1117}');
  });
});
