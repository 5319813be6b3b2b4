import { describe, expect, it } from 'vitest';
import { decodeContentText } from './content-text.ts';

describe('content text', () => {
  it('decodes UTF-8, keeping a byte order mark out of the text', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('title: Café ✓\n')]);
    expect(decodeContentText(bytes)).toEqual({ ok: true, text: 'title: Café ✓\n' });
  });

  it('refuses Latin-1 bytes, naming the first line that holds one', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('id: 1\ntitle: Caf'), 0xe9, ...new TextEncoder().encode('\nslug: x\n')]);
    expect(decodeContentText(latin1)).toEqual({
      ok: false,
      problem: { line: 2, message: 'is not UTF-8 text: save the file as UTF-8 (Unicode) in your editor' },
    });
  });

  it('refuses a UTF-8 sequence cut short at the end of the file', () => {
    const cut = new Uint8Array([...new TextEncoder().encode('a\nb\n'), 0xe2, 0x9c]);
    expect(decodeContentText(cut)).toMatchObject({ ok: false, problem: { line: 3 } });
  });
});
