import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { searchFragments } from '../../src/output/test-support/search-fragments.ts';
import { readBuiltSite, type BuiltSite } from '../support/built-site.ts';
import { applyEdits, contentErrorsOf, replaceLine } from '../support/content-edits.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

/** The handbook fixture declares its plugins and components in its definition alone: nothing of them is in src/. */
let project: TempProject;
let site: BuiltSite;
beforeAll(async () => {
  project = await copyFixture('handbook');
  await buildProject(project);
  site = await readBuiltSite(join(project.root, 'dist'));
});
afterAll(() => project.remove());

/** A chapter's body as its page shows it. */
async function chapter(name: string) {
  return (await site.page(`/chapters/${name}`))('.chapter');
}

/** The text of every page, the feed and the search index's records. */
async function everythingPublished(): Promise<string[]> {
  const pages = await Promise.all(
    site.htmlFiles.map(async (file) =>
      cheerio
        .load(await site.read(file))
        .root()
        .text(),
    ),
  );
  return [...pages, await site.read('feed.xml'), ...(await searchFragments(join(site.outDir, 'pagefind')))];
}

describe('a site’s own Markdown, declared in its definition', () => {
  it('runs its remark plugin, and its rehype plugin with what the sanitizer lets through for it', async () => {
    const body = await chapter('first-day');
    expect(
      body
        .find('kbd')
        .toArray()
        .map((key) => cheerio.load(key).text()),
    ).toEqual(['Ctrl', 'K']);
    expect(body.find('a.external').attr('href')).toBe('https://security.harbour.example/guide');
  });

  it('renders each directive with the site’s component, given its checked attributes, label and content', async () => {
    const body = await chapter('first-day');
    const [tip, titled] = body
      .find('aside.tip')
      .toArray()
      .map((aside) => cheerio.load(aside));
    expect(tip?.('.tip__title').text()).toBe('Tip');
    expect(tip?.('p').html()).toBe('Press <kbd>Ctrl</kbd>+<kbd>K</kbd> in the chat app to find anyone by name.');
    expect(titled?.('.tip__title').text()).toBe('Before you leave');
    // The schema turned `since` into a number; the team's name comes from the data files.
    expect(body.find('p.owner').attr('data-since')).toBe('2019');
    expect(body.find('p.owner').text()).toBe('Kept up to date by the platform team since 2019.');
  });

  it('gives a component the build’s images: a picture of the published files, and a link to the full-size one', async () => {
    const figure = (await chapter('on-call')).find('figure.diagram');
    const fallback = figure.find('picture img');
    expect(fallback.attr('alt')).toBe('The rota: one engineer a week, handing over on Mondays');
    expect(
      figure
        .find('picture source')
        .toArray()
        .map((source) => source.attribs.type),
    ).toEqual(['image/avif', 'image/webp']);
    const fullSize = figure.find('figcaption a').first().attr('href') ?? '';
    expect(fullSize).toBe(fallback.attr('src'));
    expect(site.files).toContain(fullSize.slice(1));
  });

  it('leaves prose with colons as typed, plain code blocks without a bar, and no ::: anywhere', async () => {
    const body = await chapter('first-day');
    expect(body.find('p').first().text()).toBe(
      'Meet at 10:30 by the front desk, e.g.:this is the only time the desk is staffed before noon; the ratio of laptops to chairs is 1:2.',
    );
    expect(body.find('pre.shiki').parent().is('.chapter')).toBe(true);
    expect(body.find('button, [data-code-block]')).toHaveLength(0);
    for (const text of await everythingPublished()) expect(text).not.toMatch(/::|\[\[/);
  });

  it('gives the feed and the search index a component’s text, not its chrome', async () => {
    const feed = cheerio.load(await site.read('feed.xml'), { xml: true });
    const item = cheerio.load(feed('item').first().find('content\\:encoded').text(), null, false);
    expect(item('aside.tip p').first().text()).toBe('Press Ctrl+K in the chat app to find anyone by name.');
    expect(
      item('.tip__title')
        .toArray()
        .map((title) => cheerio.load(title).text()),
    ).toEqual(['Before you leave']);
    expect(item('p.owner').text()).toBe('Kept up to date by the platform team since 2019.');
    const records = (await searchFragments(join(site.outDir, 'pagefind'))).map(
      (fragment) => (JSON.parse(fragment.slice(fragment.indexOf('{'))) as { content: string }).content,
    );
    const firstDay = records.find((content) => content.includes('Meet at 10:30'));
    expect(firstDay).toContain('Press Ctrl+K in the chat app');
    expect(firstDay).toContain('Kept up to date by the platform team since 2019.');
    expect(firstDay).not.toMatch(/\bTip\b/);
    expect(records.find((content) => content.includes('holds the pager'))).not.toContain('Full size');
  });
});

describe('a site’s own Markdown, wrongly used or declared', () => {
  it('fails the build on every unknown directive, bad attribute and stray ::: at once, each at file:line', async () => {
    const broken = await copyFixture('handbook');
    try {
      await applyEdits(join(broken.root, 'content'), {
        'chapters/on-call.md': replaceLine(/^::diagram.*$/m, '::diagram{src="/images/rota.png" alt="The rota"}'),
        'chapters/broken.md': () =>
          [
            '---',
            'title: Broken',
            '---',
            '',
            ':::warning',
            'The handbook has no warnings.',
            ':::',
            '',
            '::owner{team="marketing" since="1990" colour="red"}',
            '',
            '::tip',
            '',
            ':::',
          ].join('\n'),
      });
      const errors = await contentErrorsOf(buildProject(broken), join(broken.root, 'content'));
      // A body with errors is never cached: the next build finds every one of them again.
      expect(await contentErrorsOf(buildProject(broken), join(broken.root, 'content'))).toEqual(errors);
      expect(errors.map((error) => error.replace(/^.*content\//, ''))).toEqual([
        'chapters/broken.md:5: :::warning: unknown directive (this site has :::tip, ::owner, ::diagram)',
        'chapters/broken.md:9: ::owner team: Invalid option: expected one of "platform"|"payments"',
        'chapters/broken.md:9: ::owner since: Too small: expected number to be >=2000',
        'chapters/broken.md:9: ::owner colour: unknown attribute (check its spelling)',
        'chapters/broken.md:11: ::tip: wraps Markdown: open it with :::tip on a line of its own and close it with ::: on another',
        'chapters/broken.md:13: directive: closes no directive: a ::: line ends the :::name block opened above it',
        'chapters/on-call.md:7: ::diagram src: no file at assets/images/rota.png',
      ]);
    } finally {
      await broken.remove();
    }
  });

  it('never lets a writer’s script or event handler through to a page, with the site’s plugins on', async () => {
    const attacked = await copyFixture('handbook');
    try {
      await applyEdits(join(attacked.root, 'content'), {
        'chapters/attack.md': () =>
          [
            '---',
            'title: Attack',
            '---',
            '',
            'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> [link](javascript:alert(3))',
            '',
            ':::tip[<b onclick="alert(4)">Careful</b>]',
            'Press [[Ctrl]] <svg onload="alert(5)"></svg>',
            '',
            '<iframe srcdoc="<script>alert(6)</script>"></iframe>',
            ':::',
            '',
            `::diagram{src="/images/on-call-rota.png" alt='"><script>alert(7)</script>'}`,
          ].join('\n'),
      });
      await buildProject(attacked);
      const page = cheerio.load(await readBuiltSite(join(attacked.root, 'dist')).then((built) => built.read('chapters/attack/index.html')));
      expect(page('.chapter kbd').text()).toBe('Ctrl');
      expect(page('script, iframe, svg, [onclick], [onerror], [onload], [srcdoc]')).toHaveLength(0);
      expect(
        page('.chapter a')
          .toArray()
          .map((link) => link.attribs.href ?? ''),
      ).not.toContain(expect.stringContaining('javascript:'));
      expect(page('.diagram img').attr('alt')).toBe('"><script>alert(7)</script>');
    } finally {
      await attacked.remove();
    }
  });

  it('refuses settings that widen the sanitizer to what could run script, naming each part', async () => {
    const widened = await copyFixture('handbook');
    try {
      await applyEdits(widened.root, {
        'templates/markdown.tsx': replaceLine(
          /allow: \{ attributes: \{ a: \[\['className', 'external'\]\] \} \}/,
          "allow: { tagNames: ['aside', 'iframe'], attributes: { a: [['className', 'external']], img: ['onError'] }, protocols: { href: ['javascript'] } }",
        ),
      });
      await expect(buildProject(widened)).rejects.toThrow(
        "templates/site.ts: the Markdown settings' allow would let writers' Markdown run script, through the element <iframe>, " +
          'the attribute onError of img, the javascript: protocol of href. The sanitizer never lets these through: take them out of allow.',
      );
    } finally {
      await widened.remove();
    }
  });
});
