import { describe, expect, it } from 'vitest';
import { parseMarkdown, renderMarkdown } from '../markdown/render-markdown.ts';
import type { CodeHighlighter } from '../markdown/highlighter.ts';
import { markdownPipeline } from '../markdown/markdown-pipeline.ts';
import { withPictures } from './markdown-pictures.ts';
import { imageCatalogOf, type PublishedImage } from './published-image.ts';

const noCode: CodeHighlighter = { highlight: () => '' };

function rendered(body: string) {
  const pipeline = markdownPipeline({ tableLabel: 'Table' }, (path) => (path.startsWith('/') ? `/docs${path}` : path));
  return renderMarkdown(parseMarkdown({ file: 'post.md', body, firstLine: 5 }, pipeline), pipeline, noCode);
}

function vector(path: string, width: number, height: number): PublishedImage {
  return { path, width, height, sources: [], fallback: { type: 'image/svg+xml', variants: [{ url: `/docs${path}`, width }] } };
}

const catalog = imageCatalogOf([
  vector('/images/small.svg', 10, 10),
  vector('/images/wide.svg', 300, 100),
  vector('/images/harbour view.svg', 20, 10),
]);

describe('images in Markdown', () => {
  it('leave only a marker in the rendered body, which holds neither file nor size; other images stay as written', () => {
    const body = rendered('![A small one](/images/small.svg)\n\n![Elsewhere](https://example.com/a.png)');
    expect(body.images).toEqual([{ path: '/images/small.svg', alt: 'A small one', line: 5, marker: expect.any(String) as string }]);
    expect(body.html).not.toContain('small.svg');
    expect(body.html).toContain('<img src="https://example.com/a.png" alt="Elsewhere" />');
  });

  it('become pictures after rendering, the largest fetched first and the others lazily', () => {
    const { html, errors } = withPictures(rendered('![Small](/images/small.svg)\n\nText.\n\n![Wide](/images/wide.svg)'), 'post.md', {
      catalog,
      largestFirst: true,
    });
    expect(errors).toEqual([]);
    expect(html).toBe(
      '<p><picture><img src="/docs/images/small.svg" width="10" height="10" alt="Small" loading="lazy" decoding="async"/></picture></p>\n' +
        '<p>Text.</p>\n' +
        '<p><picture><img src="/docs/images/wide.svg" width="300" height="100" alt="Wide" fetchPriority="high" decoding="async"/></picture></p>\n',
    );
  });

  it('all load lazily when the site says its templates show a priority image of their own', () => {
    const { html } = withPictures(rendered('![Small](/images/small.svg)\n\n![Wide](/images/wide.svg)'), 'post.md', {
      catalog,
      largestFirst: false,
    });
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html).not.toContain('fetchPriority');
  });

  it('name their files as URLs do, escapes and all', () => {
    const { html, errors } = withPictures(rendered('![The harbour](/images/harbour%20view.svg)'), 'post.md', {
      catalog,
      largestFirst: true,
    });
    expect(errors).toEqual([]);
    expect(html).toContain('alt="The harbour"');
  });

  it("take only their own body's markers: another body's, typed as text, stays text", () => {
    const other = rendered('![Small](/images/small.svg)');
    const [otherImage] = other.images;
    const body = rendered(`${otherImage?.marker ?? ''}\n\n![Wide](/images/wide.svg)`);
    const { html } = withPictures(body, 'post.md', { catalog, largestFirst: true });
    expect(html).toContain(otherImage?.marker);
    expect(html).toContain('alt="Wide"');
  });

  it('report, at their line, an image with no file and one with no alt text', () => {
    const { errors } = withPictures(rendered('Text.\n\n![Gone](/images/gone.png)\n\n![](/images/small.svg)'), 'post.md', {
      catalog,
      largestFirst: true,
    });
    expect(errors).toEqual([
      { file: 'post.md', line: 7, field: 'image', message: 'no file at assets/images/gone.png' },
      {
        file: 'post.md',
        line: 9,
        field: 'image',
        message: '/images/small.svg needs alt text that says what it shows: ![A diagram of ...](/images/small.svg)',
      },
    ]);
  });
});
