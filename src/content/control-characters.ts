import type { ContentError } from './content-error.ts';
import { eachString } from './document-strings.ts';
import type { FieldPath } from './source-document.ts';

/**
 * C0 controls but tab, newline and carriage return, DEL and the C1 controls: nothing a
 * writer types, but what a paste from a terminal (an ANSI colour code's ESC) or a
 * broken export leaves behind. Pages show them as nothing, and XML forbids most of
 * them, so one in a title would make every feed reader drop the whole feed.
 */
const controlCharacter = /[^\P{Cc}\t\n\r]/gu;

/** The same, for a test that keeps no state between calls: almost no text has one, and a cold build checks thousands of files. */
const anyControlCharacter = new RegExp(controlCharacter.source, 'u');

/** In a field, a carriage return is only ever half of a line break; alone, YAML can give one only from a `\r` escape. */
const loneCarriageReturn = /\r(?!\n)/g;

/** The distinct control characters of a text, in the order they first occur. */
function controlCharactersOf(text: string, { loneReturns }: { readonly loneReturns: boolean }): string[] {
  if (!anyControlCharacter.test(text) && !(loneReturns && text.includes('\r'))) return [];
  const found = [...text.matchAll(controlCharacter), ...(loneReturns ? text.matchAll(loneCarriageReturn) : [])];
  return [...new Set(found.sort((a, b) => a.index - b.index).map(([character]) => character))];
}

/** A character as Unicode names it, `U+001B`: what a writer can search for, where the character itself shows as nothing. */
export function codePointNotation(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function describeControlCharacters(characters: readonly string[]): string {
  const names = characters.map(codePointNotation);
  if (names.length === 1) return `holds the invisible control character ${names.join('')}: delete it`;
  return `holds the invisible control characters ${names.slice(0, -1).join(', ')} and ${names.at(-1)}: delete them`;
}

/** A string of a document that holds a control character: where it is, and what to do. */
export interface ControlCharacterProblem {
  readonly path: FieldPath;
  readonly message: string;
}

/**
 * Every string of a parsed YAML document (a data file, an entry, a Markdown file's
 * front matter) that holds a control character, by its field; a key counts as a
 * string of its own. Checked on the values as written, whatever a schema makes of them.
 */
export function controlCharacterProblems(data: unknown): ControlCharacterProblem[] {
  const problems: ControlCharacterProblem[] = [];
  eachString(
    data,
    (text, path) => {
      const characters = controlCharactersOf(text, { loneReturns: true });
      if (characters.length > 0) problems.push({ path, message: describeControlCharacters(characters) });
    },
    { keys: true },
  );
  return problems;
}

/**
 * The lines of a Markdown body that hold a control character, each one an error: a
 * body is refused rather than published without them, as a field is, so that the
 * writer sees what the paste brought in, and no text is changed behind their back.
 * Any carriage return is a line break in Markdown.
 */
export function bodyControlCharacterErrors(file: string, body: string, firstLine: number): ContentError[] {
  if (!anyControlCharacter.test(body)) return [];
  return body.split('\n').flatMap((text, index) => {
    const characters = controlCharactersOf(text, { loneReturns: false });
    return characters.length === 0 ? [] : [{ file, line: firstLine + index, field: 'body', message: describeControlCharacters(characters) }];
  });
}
