import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { createElement as h } from 'react';
import type { Element, Root } from 'hast';
import { z } from 'zod';
import { directive, type DirectiveProps } from '../definition/directive.ts';
import { imageField } from '../images/image-field.ts';
import { imageCatalogOf, type PublishedImage } from '../images/published-image.ts';
import { markdownPipeline } from './markdown-pipeline.ts';
import { parseMarkdown, renderMarkdown } from './render-markdown.ts';
import { createCodeHighlighter } from './test-support/code-highlighter.ts';
import { BarredCodeBlock, completedBody, renderBody } from './test-support/markdown-bodies.tsx';
import { storedInOneByte } from './test-support/stored-in-one-byte.ts';

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

/** A body rendered with the two directives, the plan among the build's images, site paths under `/docs/`. */
const render = (body: string, plugins: { rehypePlugins?: (() => (tree: Root) => void)[] } = {}) =>
  completedBody(
    body,
    { directives: { note, figure }, ...plugins },
    {
      images: imageCatalogOf([plan]),
      link: (path) => (path.startsWith('/') ? `/docs${path}/` : path),
    },
  );

/** A body's HTML, failing the test when it has errors. */
const htmlOf = async (body: string, plugins: { rehypePlugins?: (() => (tree: Root) => void)[] } = {}) => {
  const rendered = await render(body, plugins);
  expect(rendered.errors).toEqual([]);
  return rendered.html;
};

describe('directives in Markdown', () => {
  it('render the site’s component with its checked attributes, its label and its content rendered as Markdown', async () => {
    const html = await htmlOf(
      ':::note[Mind *the* gap]{tone="urgent"}\nStand **behind** the line.\n\n- one\n- two\n:::\n\n:::note\nPlain.\n:::',
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
    const $ = cheerio.load(await htmlOf('::figure{src="/images/plan.svg" width="150"}'), null, false);
    expect($('figure').attr('data-width')).toBe('300');
    expect($('figure img').attr('src')).toBe('/files/plan.abc.svg');
    expect($('figure a').attr('href')).toBe('/docs/plans/');
  });

  it('nest, each component around the other’s markup', async () => {
    const $ = cheerio.load(await htmlOf(':::note\nOuter.\n\n::figure{src="/images/plan.svg" width="1"}\n:::'), null, false);
    expect($('aside > figure > img').attr('src')).toBe('/files/plan.abc.svg');
    expect($('aside > p').text()).toBe('Outer.');
  });

  it('are reported at their line when the site has none of the name, uses it the other way, or the attributes do not pass', async () => {
    const { errors } = await render(
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
      at(1, ':::tip', 'unknown directive (this site has :::note, ::figure)'),
      at(5, '::note', 'wraps Markdown: open it with :::note on a line of its own and close it with ::: on another'),
      at(7, ':::figure', 'stands on a line of its own, as ::figure{...}, with no ::: to close it'),
      at(10, ':::note tone', 'Invalid option: expected one of "calm"|"urgent"'),
      at(10, ':::note colour', 'unknown attribute (check its spelling)'),
      at(13, '::figure width', 'Too small: expected number to be >0'),
      at(15, '::figure src', 'no file at assets/images/gone.svg'),
    ]);
  });

  it('leave prose with colons as it was typed: no directive starts inside a sentence', async () => {
    const prose = 'Meet at 10:30, e.g.:this one, at a ratio of 1:2, or :note and ::figure in a sentence.';
    const $ = cheerio.load(await htmlOf(prose), null, false);
    expect($('p').text()).toBe(prose);
    expect($('aside, figure')).toHaveLength(0);
  });

  it('report each line that reads as a directive but is none, so no ::: reaches a page; an escaped one is text', async () => {
    const { errors } = await render(
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
      [1, 'directive', 'is not a directive as written'],
      [3, 'directive', 'closes no directive'],
      [5, 'directive', 'is not a directive as written'],
      [8, 'directive', 'closes no directive'],
    ]);
    const $ = cheerio.load(await htmlOf('> \\::: written as text'), null, false);
    expect($('blockquote p').text()).toBe('::: written as text');
  });

  it('put a component in after the sanitizer, its label and content sanitized as any body', async () => {
    const html = await htmlOf(
      ':::note[<b onclick="x()">bold</b> [a](javascript:alert(1))]\n<script>alert(2)</script>\n\n<img src=x onerror=alert(3)>\n:::',
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
    const $ = cheerio.load((await renderBody(':::titled[a" onmouseover="x()]\nText.\n:::', { directives: { titled } })).html, null, false);
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
    await expect(renderBody('Text.\n\n::chart', { directives: { chart: broken } })).rejects.toThrow(
      'The component of ::chart at post.md:3 threw: no such chart',
    );
  });

  it('leave a rendering that holds components stored one byte a character, as it is cached and kept', async () => {
    const pipeline = markdownPipeline({ tableLabel: 'Table' }, (path) => path);
    const parsed = parseMarkdown({ file: 'post.md', body: ':::note\nIn a note.\n\n```ts\nconst x = 1;\n```\n:::', firstLine: 1 }, pipeline);
    const rendered = renderMarkdown(parsed, pipeline, await createCodeHighlighter(parsed.codeBlocks));
    expect(rendered.components.map((use) => use.kind).sort()).toEqual(['code', 'directive']);
    expect(storedInOneByte(rendered.html)).toBe(true);
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
    const $ = cheerio.load(await htmlOf(':::note[soft]\nquiet\n:::', { rehypePlugins: [shout] }), null, false);
    expect($('aside strong').text()).toBe('SOFT');
    expect($('aside p').text()).toBe('QUIET');
    // The places of code blocks and components are marked only once the plugins are done: none can change a marker.
    const coded = await completedBody('```ts\nconst quiet = 1;\n```', { codeBlock: BarredCodeBlock, rehypePlugins: [shout] });
    expect(coded.errors).toEqual([]);
    expect(cheerio.load(coded.html, null, false)('[data-code-block] > pre code').text()).toBe('const quiet = 1;');
  });
});
