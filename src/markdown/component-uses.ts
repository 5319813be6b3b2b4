import type { DirectiveKind } from '../definition/directive.ts';

/**
 * A place in a rendered body where one of the site's components goes: around a
 * highlighted code block, its code block component; or a directive the writer used.
 * A body is rendered and cached with markers in these places and what each needs,
 * and the components go in afterwards, in the build's own thread (body-components.ts):
 * a body's rendering then depends on its text, not on the templates, which an edit
 * changes far more often, and the threads that render bodies never load the site's
 * templates.
 */
export type ComponentUse = CodeBlockUse | DirectiveUse;

export interface CodeBlockUse {
  readonly kind: 'code';
  /** The language the fence names, as written. */
  readonly language: string;
}

export interface DirectiveUse {
  readonly kind: 'directive';
  readonly name: string;
  /** How the writer wrote it: `:::name` around Markdown, or `::name` on a line. */
  readonly written: DirectiveKind;
  /** The attributes as typed; one without a value (`{wide}`) is the empty text. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Its line in the file, for errors. */
  readonly line: number;
  /** Whether the writer gave a label (`[...]`), whose HTML is between its open and label markers. */
  readonly label: boolean;
}

/** Where a marker stands: where a use opens, where its label ends and its content starts, where it closes. */
export type MarkerPlace = 'open' | 'label' | 'close';

const placeLetters: Readonly<Record<MarkerPlace, string>> = { open: 'o', label: 'l', close: 'c' };

/**
 * A marker of a body's use, made of the body's key (see body-key.ts), so that no
 * writer can type one, between control characters the sanitizer and the serializer
 * leave as they are. All of it fits in Latin-1: a rendering that holds markers, cached
 * and kept for the whole build, stays stored one byte a character (see compact-text.ts).
 */
export function componentMarker(key: string, use: number, place: MarkerPlace): string {
  return `\u0002part:${key}:${use}${placeLetters[place]}\u0003`;
}

/** Finds a body's markers: the use's number, then its place's letter. */
export function componentMarkerPattern(key: string): RegExp {
  return new RegExp(`\u0002part:${key}:(\\d+)([olc])\u0003`, 'g');
}

/** The directive as the writer opened it, which names it in errors: `:::note`, `::figure`. */
export function writtenAs(use: Pick<DirectiveUse, 'name' | 'written'>): string {
  return `${use.written === 'container' ? ':::' : '::'}${use.name}`;
}
