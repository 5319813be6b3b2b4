import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../src/build.ts';
import { checkSite } from '../src/check/check-site.ts';
import { readSiteOutput } from '../src/check/read-site-output.ts';
import { budgetsOf } from '../src/definition/define-site.ts';
import siteDefinition from '../templates/site.ts';
import { readBuiltSite, sitemapUrls, type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';
import { copyProject, type TempProject } from './support/project.ts';
import { markdownPageRoutes } from './routes.ts';

const origin = 'https://www.northbeam.example';

let site: BuiltSite;
beforeAll(async () => {
  site = await sharedSite();
});

describe('the privacy policy', () => {
  it('is built at /privacy/ with its title, description, canonical and a place in the sitemap', async () => {
    expect(markdownPageRoutes).toContain('/privacy');
    const $ = await site.page('/privacy');
    expect($('title').text()).toBe('Privacy Policy | Northbeam Software');
    expect($('h1').text()).toBe('Privacy Policy');
    expect($('meta[name="description"]').attr('content')).toMatch(
      /^What Northbeam Software does with the details you send through our contact form/,
    );
    expect($('link[rel="canonical"]').attr('href')).toBe(`${origin}/privacy/`);
    expect(sitemapUrls(await site.read('sitemap.xml'))).toContain(`${origin}/privacy/`);
  });

  it('sets out what is kept, why and for how long in a table, in a scrolling box named from the content', async () => {
    const $ = await site.page('/privacy');
    const table = $('.prose section.table-scroll > table');
    expect(table).toHaveLength(1);
    expect(table.parent().attr('aria-label')).toBe('Table');
    expect(table.parent().attr('tabindex')).toBe('0');
    expect(
      table
        .find('thead th')
        .toArray()
        .map((cell) => $(cell).text()),
    ).toEqual(['What', 'Why', 'How long we keep it']);
    expect(table.find('tbody tr').length).toBeGreaterThanOrEqual(4);
  });

  it('names the company and the address to write to, and loads no images', async () => {
    const $ = await site.page('/privacy');
    const body = $('.prose');
    expect(body.text()).toContain('Northbeam Software');
    expect(body.find('a[href="mailto:hello@northbeam.example"]')).toHaveLength(1);
    expect($('main img')).toHaveLength(0);
  });

  it('is linked from the footer of every page', async () => {
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      const links = $('footer.site-footer a[href="/privacy/"]');
      expect(links.text(), file).toBe('Privacy Policy');
    }
  });

  it('is linked under the contact form, with the words the content gives', async () => {
    const $ = await site.page('/contact');
    const note = $('form.inquiry-form .inquiry-form__privacy');
    expect(note.text()).toMatch(/^We use your details only to answer your inquiry/);
    expect(note.find('a').attr('href')).toBe('/privacy/');
    expect(note.find('a').text()).toBe('How we handle your data');
  });
});

describe('a new Markdown page', () => {
  let project: TempProject;
  let built: BuiltSite;
  beforeAll(async () => {
    project = await copyProject();
    const page = [
      '---',
      'title: Release checklist',
      'description: What we check before every release of a client project, from tests to the rollback plan.',
      'updated: 2025-10-06',
      '---',
      '',
      '| Step | Owner | Days |',
      '|:--|:-:|--:|',
      '| Freeze the branch | Lead | 1 |',
      '| ~~Manual smoke test~~ Automated smoke test | QA | 2 |',
      '',
      'Release notes go to https://status.example.com and www.example.org.',
      '',
      '- [x] Tests pass',
      '- [ ] Rollback rehearsed',
      '',
    ].join('\n');
    await writeFile(join(project.root, 'content', 'pages', 'release-checklist.md'), page);
    const outDir = join(project.root, 'dist');
    await build({ root: project.root, outDir, base: '/' });
    built = await readBuiltSite(outDir);
  }, 60_000);
  afterAll(() => project.remove());

  it('is built at /{slug}/ from its file alone, with GFM rendered, and joins the sitemap, dated by its updated', async () => {
    const $ = await built.page('/release-checklist');
    expect($('title').text()).toBe('Release checklist | Northbeam Software');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${origin}/release-checklist/`);
    const prose = $('.prose');
    expect(
      prose
        .find('.table-scroll table thead th')
        .toArray()
        .map((cell) => $(cell).attr('class')),
    ).toEqual(['align-left', 'align-center', 'align-right']);
    expect(prose.find('td del').text()).toBe('Manual smoke test');
    expect(
      prose
        .find('a')
        .toArray()
        .map((link) => $(link).attr('href')),
    ).toEqual(['https://status.example.com', 'http://www.example.org']);
    expect(prose.find('li.task-list-item label > input[type="checkbox"][disabled]')).toHaveLength(2);
    expect(sitemapUrls(await built.read('sitemap.xml'))).toContain(`${origin}/release-checklist/`);
    expect(await built.read('sitemap.xml')).toContain(`<loc>${origin}/release-checklist/</loc><lastmod>2025-10-06</lastmod>`);
  });

  it('passes sitegen check: valid HTML, links that lead somewhere, nothing over budget', async () => {
    // Held to the budgets this site sets, as sitegen check holds it.
    const problems = await checkSite(await readSiteOutput(built.outDir, '/'), { bodyLinks: [], budgets: budgetsOf(siteDefinition) });
    expect(problems).toEqual([]);
  });
});
