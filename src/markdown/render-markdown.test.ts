import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { createCodeHighlighter } from './test-support/code-highlighter.ts';
import { parseMarkdown, renderMarkdown } from './render-markdown.ts';

const render = async (markdown: string, link = (path: string) => path) => {
  const parsed = parseMarkdown({ file: 'post.md', body: markdown, firstLine: 1 });
  const highlighter = await createCodeHighlighter(parsed.codeBlocks);
  return renderMarkdown(parsed, { highlighter, link, copyLabel: 'Copy code' });
};

describe('Markdown sanitizing', () => {
  it('drops raw HTML, including scripts and event handlers', async () => {
    const { html } = await render('Hello <b onclick="steal()">there</b>\n\n<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>');
    const $ = cheerio.load(html);
    expect($('script, iframe, [onclick]')).toHaveLength(0);
    expect(html).not.toContain('alert(1)');
    expect($('p').first().text()).toContain('Hello');
  });

  it('removes javascript: and data: links but keeps ordinary ones', async () => {
    const $ = cheerio.load((await render('[a](javascript:alert(1)) [b](data:text/html,hi) [c](https://example.com/x) [d](mailto:x@example.com)')).html);
    const hrefs = $('a').toArray().map((element) => $(element).attr('href'));
    expect(hrefs).toEqual([undefined, undefined, 'https://example.com/x', 'mailto:x@example.com']);
  });

  it('gives no writer a way to set style or class attributes', async () => {
    const { html } = await render('<span style="position:fixed" class="code-block">x</span>\n\n![img](https://example.com/a.png "t")');
    expect(cheerio.load(html)('[style], [class]')).toHaveLength(0);
  });
});

describe('Markdown headings', () => {
  it('gives every heading a unique id and lists them for the table of contents', async () => {
    const { html, headings } = await render('Intro\n\n## Why it matters\n\ntext\n\n### Detail *here*\n\n## Why it matters\n');
    expect(headings).toEqual([
      { id: 'why-it-matters', title: 'Why it matters', depth: 2 },
      { id: 'detail-here', title: 'Detail here', depth: 3 },
      { id: 'why-it-matters-1', title: 'Why it matters', depth: 2 },
    ]);
    const $ = cheerio.load(html);
    expect($('h2').toArray().map((element) => $(element).attr('id'))).toEqual(['why-it-matters', 'why-it-matters-1']);
  });
});

describe('Markdown code blocks', () => {
  it('highlights code at build time with a copy button and the language named', async () => {
    const $ = cheerio.load((await render('```java\npublic final class Greeting {}\n```')).html);
    const block = $('[data-code-block]');
    expect(block.find('.code-block__lang').text()).toBe('java');
    expect(block.find('[data-pagefind-ignore]').text()).toBe('javaCopy code');
    // Copying needs the script, so the button is hidden when JavaScript is off.
    expect(block.find('button[type="button"][data-copy-code][data-requires-js]').text()).toBe('Copy code');
    const pre = block.find('pre');
    expect(pre.attr('tabindex')).toBe('0');
    expect(pre.find('code').text()).toBe('public final class Greeting {}');
    const colours = new Set(pre.find('span[style]').toArray().map((element) => $(element).attr('style')));
    expect(colours.size).toBeGreaterThan(1);
  });

  it('shows text fences as they are', async () => {
    const $ = cheerio.load((await render('```text\n<not html> & stuff\n```')).html);
    expect($('pre code').text()).toBe('<not html> & stuff');
  });

  it('finds the code blocks a body uses and flags unknown or missing languages at their file line', async () => {
    const result = parseMarkdown({ file: 'post.md', firstLine: 10, body: 'x\n\n```yaml\na: 1\n```\n\n```cobolx\n```\n\n```\nplain\n```\n' });
    expect(result.codeBlocks).toEqual([{ code: 'a: 1', lang: 'yaml' }]);
    expect(result.errors).toEqual([
      { file: 'post.md', line: 16, field: 'code block', message: "unknown language 'cobolx'" },
      { file: 'post.md', line: 19, field: 'code block', message: 'needs a language after the opening ``` (use text for plain text)' },
    ]);
  });
});

describe('Markdown links', () => {
  it('rewrites site paths to served URLs and leaves other links alone', async () => {
    const link = (path: string) => (path.startsWith('/') ? `/docs${path}/` : path);
    const $ = cheerio.load((await render('[a](/contact) [b](https://example.com) [c](#setup)', link)).html);
    expect($('a').toArray().map((element) => $(element).attr('href'))).toEqual(['/docs/contact/', 'https://example.com', '#setup']);
  });
});
