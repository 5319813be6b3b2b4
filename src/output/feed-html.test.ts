import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { BarredCodeBlock, renderBody } from '../markdown/test-support/markdown-bodies.tsx';
import { createSitePaths } from '../render/site-paths.ts';
import { feedItemHtml } from './feed-html.ts';

const paths = createSitePaths('https://example.com', '/docs/');
const pageUrl = paths.absolute('/notes/tuning');

/** A body as the build renders it for its page, under the base path, its code blocks with a bar and a copy button. */
async function renderedBody(markdown: string): Promise<string> {
  return (await renderBody(markdown, { codeBlock: BarredCodeBlock }, { link: paths.link })).html;
}

const body = [
  'See [the setup](/notes/setup#install), [the flags](#flags) and ![a chart](/media/chart.png).[^1]',
  '',
  '## Flags',
  '',
  '```java',
  'var pause = Duration.ofMillis(200);',
  '```',
  '',
  '| flag | default |',
  '| --- | --- |',
  '| `MaxGCPauseMillis` | 200 |',
  '',
  '[^1]: Measured on a quiet machine.',
].join('\n');

describe('an article as a feed item carries it', () => {
  it('keeps the text, the code and the table, with none of the page’s interface', async () => {
    const page = await renderedBody(body);
    // What the page itself has, and the item must not.
    expect(page).toContain('Copy code');
    expect(page).toContain('aria-label="Data table"');

    const $ = cheerio.load(feedItemHtml(page, pageUrl), null, false);
    expect($('button, [data-pagefind-ignore], [data-copy-code], [data-requires-js], .table-scroll, [tabindex]')).toHaveLength(0);
    expect($.root().text()).not.toContain('Copy code');
    expect($('[aria-label="Data table"]')).toHaveLength(0);
    expect($('pre code').text()).toBe('var pause = Duration.ofMillis(200);');
    expect($('table td').first().text()).toBe('MaxGCPauseMillis');
    expect($('h2#flags').text()).toBe('Flags');
    expect($('p').first().text()).toContain('See the setup, the flags and');
  });

  it('makes every link and image absolute, under the base path, fragments included', async () => {
    const $ = cheerio.load(feedItemHtml(await renderedBody(body), pageUrl), null, false);
    const hrefs = $('a')
      .toArray()
      .map((element) => $(element).attr('href'));
    expect(hrefs).toEqual([
      'https://example.com/docs/notes/setup/#install',
      'https://example.com/docs/notes/tuning/#flags',
      'https://example.com/docs/notes/tuning/#user-content-fn-1',
      'https://example.com/docs/notes/tuning/#user-content-fnref-1',
    ]);
    expect($('img').attr('src')).toBe('https://example.com/docs/media/chart.png');
  });

  it('makes absolute the URLs of markup a site writes itself: srcset candidates, posters, quotations', () => {
    const html = [
      '<img src="/docs/a.png" srcset="/docs/a.png 1x, /docs/a@2x.png 2x" alt="A">',
      '<video src="/docs/clip.mp4" poster="/docs/clip.jpg"></video>',
      '<blockquote cite="/docs/source/"><p>Quoted</p></blockquote>',
      '<a href="https://elsewhere.example/x">Elsewhere</a> <a href="mailto:me@example.com">Mail</a>',
    ].join('');
    const $ = cheerio.load(feedItemHtml(html, pageUrl), null, false);
    expect($('img').attr('srcset')).toBe('https://example.com/docs/a.png 1x, https://example.com/docs/a@2x.png 2x');
    expect($('video').attr('src')).toBe('https://example.com/docs/clip.mp4');
    expect($('video').attr('poster')).toBe('https://example.com/docs/clip.jpg');
    expect($('blockquote').attr('cite')).toBe('https://example.com/docs/source/');
    expect(
      $('a')
        .map((_, element) => $(element).attr('href'))
        .get(),
    ).toEqual(['https://elsewhere.example/x', 'mailto:me@example.com']);
  });
});
