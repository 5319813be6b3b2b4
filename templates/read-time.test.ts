import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, readTimeLabel } from './read-time.ts';

const paragraph = (words: number) => `<p>${Array.from({ length: words }, (_, index) => `word${index}`).join(' ')}</p>`;
const codeBlock = (words: number) =>
  `<div data-code-block><button type="button" data-copy-code>Copy code</button><pre class="shiki"><code><span class="line">${Array.from(
    { length: words },
    () => 'token',
  ).join(' ')}</span></code></pre></div>`;

describe("an article's read time", () => {
  it('counts the words of prose and of code apart, and never the copy button', () => {
    expect(countWords(`<h2 id="a">Two words</h2>${paragraph(10)}${codeBlock(7)}`)).toEqual({ prose: 12, code: 7 });
  });

  it('does not count markup, entities or punctuation standing alone as words', () => {
    expect(countWords('<p>Tom &amp; Jerry, <em>again</em> — and <a href="/x">again</a>.</p>')).toEqual({ prose: 5, code: 0 });
  });

  it('reads 200 words of prose a minute, and a word of code as half a word', () => {
    expect(readingMinutes(paragraph(2000))).toBe(10);
    expect(readingMinutes(paragraph(1000) + codeBlock(1000))).toBe(8);
    expect(readingMinutes(paragraph(1000) + codeBlock(1000))).toBeLessThan(readingMinutes(paragraph(2000)));
  });

  it('is a minute at least, for the shortest note', () => {
    expect(readingMinutes('<p>Short.</p>')).toBe(1);
    expect(readingMinutes('')).toBe(1);
  });

  it("is written as writers write it: 'N min read'", () => {
    expect(readTimeLabel(7)).toBe('7 min read');
  });
});
