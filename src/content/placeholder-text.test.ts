import { describe, expect, it } from 'vitest';
import { placeholdersLeft, placeholdersOf } from './placeholder-text.ts';
import { parseSourceDocument } from './source-document.ts';

const note = (text: string) => ({ text, kind: 'note' });

describe('placeholder text left in an entry', () => {
  it("is reported at the line of the field that holds it, whatever the field's depth, and at each of its lines in the body", () => {
    const doc = parseSourceDocument('notes/a.md', 'title: Real\nsteps:\n  - Done\n  - Say what to do here. Then more.\n', 2);
    const body = 'Intro.\n\nSay what to do here.\n\nSay what to do here. And again: Say what to do here.\n';
    const errors = placeholdersLeft({ file: 'notes/a.md', data: doc.data, lineOf: doc.lineOf, body: { text: body, firstLine: 8 } }, [
      note('Say what to do here.'),
    ]);
    const message = 'still holds placeholder text from sitegen new note: "Say what to do here."';
    expect(errors).toEqual([
      { file: 'notes/a.md', line: 5, field: 'steps[1]', message },
      { file: 'notes/a.md', line: 10, field: 'body', message },
      { file: 'notes/a.md', line: 12, field: 'body', message },
      { file: 'notes/a.md', line: 12, field: 'body', message },
    ]);
  });

  it('is looked for only where a scaffold writes, and never as a blank text, which every entry would hold', () => {
    const scaffold = (collection: string, placeholders: string[]) => ({ collection, placeholders });
    const { byCollection } = placeholdersOf({ note: scaffold('notes', ['Say it.', ' ']), link: scaffold('links', ['']), memo: scaffold('notes', ['Memo.']) });
    expect([...byCollection]).toEqual([['notes', [note('Say it.'), { text: 'Memo.', kind: 'memo' }]]]);
  });
});
