import { isUtf8 } from 'node:buffer';

/** A problem that makes a whole file unreadable, at the line where it starts. */
export interface FileProblem {
  readonly line: number;
  readonly message: string;
}

/** A content file's text, or why it has none: content is UTF-8, and nothing is guessed. */
export type ContentText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: FileProblem };

/**
 * Decodes a content file as UTF-8, refusing any other encoding rather than
 * publishing U+FFFD where a Latin-1 "é" was. The problem names the first line that
 * is not UTF-8: a newline byte never occurs inside a UTF-8 sequence, so each line can
 * be checked on its own.
 */
export function decodeContentText(bytes: Uint8Array): ContentText {
  if (isUtf8(bytes)) return { ok: true, text: new TextDecoder().decode(bytes) };
  let line = 1;
  let start = 0;
  for (let index = 0; index <= bytes.length; index++) {
    if (index < bytes.length && bytes[index] !== 0x0a) continue;
    if (!isUtf8(bytes.subarray(start, index))) break;
    line++;
    start = index + 1;
  }
  return { ok: false, problem: { line, message: 'is not UTF-8 text: save the file as UTF-8 (Unicode) in your editor' } };
}
