import type { SourceDocument } from '../content/source-document.ts';
import type { MarkdownSource } from '../markdown/render-markdown.ts';

/** A content file that passed its schema, kept with its source to locate later errors. */
export interface Loaded<T> {
  readonly file: string;
  readonly doc: SourceDocument;
  readonly value: T;
}

export interface LoadedMarkdown<T> extends Loaded<T> {
  readonly markdown: MarkdownSource;
}
