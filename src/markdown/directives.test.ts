import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { createElement as h } from 'react';
import type { Element, Root } from 'hast';
import { z } from 'zod';
import { directive, type DirectiveProps } from '../definition/directive.ts';
import { imageField } from '../images/image-field.ts';
import { imageCatalogOf, type PublishedImage } from '../images/published-image.ts';
import { parseMarkdown } from './render-markdown.ts';
import { renderBody, testPipeline } from './test-support/markdown-bodies.tsx';

/** A callout around the writer's Markdown, its heading the label or `Note`. */
const note = directive({
  kind: 'container',
  attributes: z.strictObject({ tone: z.enum(['calm', 'urgent']).default('calm') }),
  component: ({ attributes, label, children }) =>
    h('aside', { className: `note note--${attributes.tone}` }, h('strong', null, label ?? 'Note'), children),
});

const plan: PublishedImage = {
  path: '/images/plan.svg',
  width: 300,
  height: 200,
  sources: [],
  fallback: { type: 'image/svg+xml', variants: [{ url: '/files/plan.abc.svg', width: 300 }] },
};

/** A leaf whose attribute names an image: its component shows the image the catalog has. */
const figure = directive({
  kind: 'leaf',
  attributes: z.strictObject({ src: imageField(), width: z.coerce.number().int().positive() }),
  component: ({ attributes, images, link }: DirectiveProps<{ src: string; width: number }>) =>
    h(
      'figure',
      { 'data-width': attributes.width * 2 },
      h('img', { src: images.image(attributes.src).fallback.variants[0]?.url, alt: '' }),
      h('a', { href: link('/plans') }, 'All plans'),
    ),
});

const pipeline = (plugins: { rehypePlugins?: (() => (tree: Root) => void)[] } = {}) =>
  testPipeline(
    { directives: { note, figure }, ...plugins },
    { images: imageCatalogOf([plan]), link: (path) => (path.startsWith('/') ? `/docs${path}/` : path) },
  );

const parse = (body: string) => parseMarkdown({ file: 'post.md', body, firstLine: 10 }, pipeline());

describe('directives in Markdown', () => {
  it('render the site’s component with its checked attributes, its label and its content rendered as Markdown', async () => {
    const { html } = await renderBody(
      ':::note[Mind *the* gap]{tone="urgent"}\nStand **behind** the line.\n\n- one\n- two\n:::\n\n:::note\nPlain.\n:::',
      pipeline(),
    );
    const $ = cheerio.load(html, null, false);
    const [urgent, calm] = $('aside').toArray();
    expect($(urgent).attr('class')).toBe('note note--urgent');
    expect($(urgent).children('strong').html()).toBe('Mind <em>the</em> gap');
    expect($(urgent).find('p strong').text()).toBe('behind');
    expect($(urgent).find('ul > li')).toHaveLength(2);
    // The schema's default, and the component's own heading without a label.
    expect($(calm).attr('class')).toBe('note note--calm');
    expect($(calm).children('strong').text()).toBe('Note');
    expect($(calm).find('p').text()).toBe('Plain.');
  });

  it('give a component the build’s images and its links, and what the schema made of the attributes', async () => {
    const $ = cheerio.load((await renderBody('::figure{src="/images/plan.svg" width="150"}', pipeline())).html, null, false);
    expect($('figure').attr('data-width')).toBe('300');
    expect($('figure img').attr('src')).toBe('/files/plan.abc.svg');
    expect($('figure a').attr('href')).toBe('/docs/plans/');
  });

  it('nest, each component around the other’s markup', async () => {
    const $ = cheerio.load(
      (await renderBody(':::note\nOuter.\n\n::figure{src="/images/plan.svg" width="1"}\n:::', pipeline())).html,
      null,
      false,
    );
    expect($('aside > figure > img').attr('src')).toBe('/files/plan.abc.svg');
    expect($('aside > p').text()).toBe('Outer.');
  });

  it('are reported at their line when the site has none of the name, uses it the other way, or the attributes do not pass', () => {
    const { errors } = parse(
      [
        ':::tip',
        'Unknown.',
        ':::',
        '',
        '::note',
        '',
        ':::figure{src="/images/plan.svg" width="1"}',
        ':::',
        '',
        ':::note{tone="loud" colour="red"}',
        ':::',
        '',
        '::figure{src="/images/gone.svg" width="-2"}',
        '',
        '::figure{src="/images/gone.svg" width="2"}',
      ].join('\n'),
    );
    const at = (line: number, field: string, message: string) => ({ file: 'post.md', line, field, message });
    expect(errors).toEqual([
      at(10, ':::tip', 'unknown directive (this site has :::note, ::figure)'),
      at(14, '::note', 'wraps Markdown: open it with :::note on a line of its own and close it with ::: on another'),
      at(16, ':::figure', 'stands on a line of its own, as ::figure{...}, with no ::: to close it'),
      at(19, ':::note tone', 'Invalid option: expected one of "calm"|"urgent"'),
      at(19, ':::note colour', 'unknown attribute (check its spelling)'),
      at(22, '::figure width', 'Too small: expected number to be >0'),
      at(24, '::figure src', 'no file at assets/images/gone.svg'),
    ]);
  });

  it('leave prose with colons as it was typed: no directive starts inside a sentence', async () => {
    const prose = 'Meet at 10:30, e.g.:this one, at a ratio of 1:2, or :note and ::figure in a sentence.';
    const $ = cheerio.load((await renderBody(prose, pipeline())).html, null, false);
    expect($('p').text()).toBe(prose);
    expect($('aside, figure')).toHaveLength(0);
  });

  it('report each line that reads as a directive but is none, so no ::: reaches a page; an escaped one is text', async () => {
    const { errors } = parse(
      [
        '::: note',
        'A space after the colons.',
        ':::',
        '',
        '::figure{src="/images/plan.svg"',
        '',
        'Text, then a line of its own:  ',
        '::: ',
        '',
        '> \\::: written as text',
      ].join('\n'),
    );
    expect(errors.map(({ line, field, message }) => [line, field, message.split(':')[0]])).toEqual([
      [10, 'directive', 'is not a directive as written'],
      [12, 'directive', 'closes no directive'],
      [14, 'directive', 'is not a directive as written'],
      [17, 'directive', 'closes no directive'],
    ]);
    const $ = cheerio.load((await renderBody('> \\::: written as text', pipeline())).html, null, false);
    expect($('blockquote p').text()).toBe('::: written as text');
  });

  it('put a component in after the sanitizer, its label and content sanitized as any body', async () => {
    const { html } = await renderBody(
      ':::note[<b onclick="x()">bold</b> [a](javascript:alert(1))]\n<script>alert(2)</script>\n\n<img src=x onerror=alert(3)>\n:::',
      pipeline(),
    );
    const $ = cheerio.load(html, null, false);
    expect($('aside strong')).toHaveLength(1);
    expect($('script, img, [onclick], [onerror]')).toHaveLength(0);
    expect(html).not.toMatch(/javascript:|alert\(/);
  });

  it('give a component placeholders, not markup, for what it puts in an attribute', async () => {
    const titled = directive({
      kind: 'container',
      attributes: z.strictObject({}),
      component: ({ label, children }) => h('section', { title: String(label) }, children),
    });
    const $ = cheerio.load(
      (await renderBody(':::titled[a" onmouseover="x()]\nText.\n:::', testPipeline({ directives: { titled } }))).html,
      null,
      false,
    );
    expect($('section').attr('title')).toBe('[object Object]');
    expect($('[onmouseover]')).toHaveLength(0);
  });

  it('fail the build, naming the directive and its line, when the site’s component throws', async () => {
    const broken = directive({
      kind: 'leaf',
      attributes: z.strictObject({}),
      component: () => {
        throw new Error('no such chart');
      },
    });
    await expect(renderBody('Text.\n\n::chart', testPipeline({ directives: { chart: broken } }))).rejects.toThrow(
      'The component of ::chart at post.md:3 threw: no such chart',
    );
  });

  it('let rehype plugins reach a directive’s label and content', async () => {
    const shout = () => (tree: Root) => {
      const visit = (node: Root | Element) =>
        node.children.forEach((child) => {
          if (child.type === 'text') child.value = child.value.toUpperCase();
          else if (child.type === 'element') visit(child);
        });
      visit(tree);
    };
    const $ = cheerio.load((await renderBody(':::note[soft]\nquiet\n:::', pipeline({ rehypePlugins: [shout] }))).html, null, false);
    expect($('aside strong').text()).toBe('SOFT');
    expect($('aside p').text()).toBe('QUIET');
  });
});
