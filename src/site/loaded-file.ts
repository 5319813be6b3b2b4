import type { FieldPath } from '../content/source-document.ts';
import type { MarkdownSource } from '../markdown/render-markdown.ts';

/** A content file that passed its schema, with a way back to its source to locate later errors. */
export interface Loaded<T> {
  readonly file: string;
  readonly value: T;
  /** Line of the file that holds the value at `path`, or its nearest existing parent. */
  lineOf(path: FieldPath): number;
}

export interface LoadedMarkdown<T> extends Loaded<T> {
  /** The hash of the file's text: its body's rendering is remembered by it. */
  readonly digest: string;
  /** The body, split from the front matter when first asked for. */
  markdown(): MarkdownSource;
}
