import { describe, expect, it } from 'vitest';
import { parseSourceDocument } from './source-document.ts';

const yaml = ['title: First light', 'tags:', '  - night', '  - sky', 'author:', '  name: Mara'].join('\n');

describe('parseSourceDocument', () => {
  it('reads the values, and finds any field’s line in the file after them', () => {
    const doc = parseSourceDocument('notes/first-light.md', yaml, 2);
    expect(doc.data).toEqual({ title: 'First light', tags: ['night', 'sky'], author: { name: 'Mara' } });
    expect(doc.syntaxErrors).toEqual([]);
    expect(doc.lineOf(['tags', 1])).toBe(5);
    expect(doc.lineOf(['author', 'name'])).toBe(7);
    // A missing field points at its nearest parent that exists.
    expect(doc.lineOf(['author', 'email'])).toBe(7);
    expect(doc.lineOf(['title'])).toBe(2);
  });

  it('reports a syntax error at its line, with no values to trust', () => {
    const doc = parseSourceDocument('notes/broken.md', 'title: one\ntitle: two\n', 2);
    expect(doc.data).toBeUndefined();
    expect(doc.syntaxErrors).toEqual([expect.objectContaining({ file: 'notes/broken.md', line: 3, message: expect.stringMatching(/^invalid YAML: /) })]);
  });
});
