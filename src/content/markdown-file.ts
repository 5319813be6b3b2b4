import matter from 'gray-matter';
import { parseSourceDocument, type SourceDocument } from './source-document.ts';

/** A Markdown file split into its front matter (with source positions) and its body. */
export interface MarkdownFile {
  readonly frontMatter: SourceDocument;
  readonly body: string;
  /** Line of the file on which the body starts, to locate errors found in the body. */
  readonly bodyFirstLine: number;
}

export function parseMarkdownFile(file: string, text: string): MarkdownFile {
  // gray-matter only splits the file here; `yaml` parses the front matter because
  // it keeps source positions for error messages (gray-matter's engine does not).
  const split = matter(text, { engines: { yaml: () => ({}) } });
  const matterStart = split.matter ? text.indexOf(split.matter) : 0;
  const frontMatterFirstLine = lineAt(text, matterStart);
  const bodyStart = text.length - split.content.length;
  return {
    frontMatter: parseSourceDocument(file, split.matter ?? '', frontMatterFirstLine),
    body: split.content,
    bodyFirstLine: lineAt(text, bodyStart),
  };
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
