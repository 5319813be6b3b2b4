import { describe, expect, it } from 'vitest';
import { markdownParser, markdownParsers, type MarkdownParser } from './github-markdown.ts';

/** The names of the constructs a parser's syntax tries, in text and at the start of lines. */
function constructNames(parser: MarkdownParser): string[] {
  const [syntax] = (parser.data('micromarkExtensions') ?? []) as { text?: object; flow?: object }[];
  const records = [syntax?.text ?? {}, syntax?.flow ?? {}];
  return [...new Set(records.flatMap((record) => Object.values(record).flat() as { name?: string }[]).map(({ name }) => name ?? ''))];
}

/** Bodies that hold, or nearly hold, what the left-out constructs match. */
const bodies = [
  'Plain prose with words like which, whose and how, and no table at all.\n\n- a list\n- of things\n',
  '| a | b |\n|---|:-:|\n| 1 | 2 |\n',
  'A one-column table without pipes:\n\nname\n:-\nvalue\n',
  'name\n-:\nvalue\n',
  'A setext heading\n---\n\nand a rule\n\n***\n',
  'Links: https://example.com/a_b_, HTTP://EXAMPLE.ORG, WWW.example.net and www.example.com/path.\n',
  'Almost links: www example, http:/ nowhere, w.w.w. and a colon: here.\n',
  'Mail ops@example.com, ~~struck~~, a note.[^1]\n\n[^1]: The note.\n\n- [x] done\n- [ ] to do\n',
  ':::note\nA directive with | a pipe and https://example.com inside.\n:::\n',
];

describe('the Markdown parsers', () => {
  it('leave out the table and bare-link constructs for a body that cannot hold them', () => {
    const parserFor = markdownParsers((parser) => parser);
    const tried = (body: string) => constructNames(parserFor(body));
    expect(tried(bodies[0] ?? '')).not.toContain('table');
    expect(tried(bodies[0] ?? '')).not.toContain('wwwAutolink');
    expect(tried(bodies[0] ?? '')).not.toContain('protocolAutolink');
    expect(tried(bodies[1] ?? '')).toContain('table');
    expect(tried(bodies[2] ?? '')).toContain('table');
    expect(tried(bodies[5] ?? '')).toEqual(expect.arrayContaining(['wwwAutolink', 'protocolAutolink']));
    expect(tried(bodies[5] ?? '')).not.toContain('table');
  });

  it('make each parser once and give it to every body of its kind', () => {
    const finished: MarkdownParser[] = [];
    const parserFor = markdownParsers((parser) => {
      finished.push(parser);
      return parser;
    });
    expect(parserFor('one plain body')).toBe(parserFor('another plain body'));
    expect(parserFor('| a |\n|---|\n')).not.toBe(parserFor('one plain body'));
    expect(finished).toHaveLength(2);
  });

  it('give every body the tree the full parser gives it', () => {
    const parserFor = markdownParsers((parser) => parser);
    const full = markdownParser();
    for (const body of bodies) expect(parserFor(body).parse(body), body).toEqual(full.parse(body));
  });
});
