import matter from 'gray-matter';
import type { ContentText, FileProblem } from './content-text.ts';
import { parseSourceDocument, refusedDocument, type SourceDocument } from './source-document.ts';

/** A Markdown file split into its front matter (with source positions) and its body. */
export interface MarkdownFile {
  readonly frontMatter: SourceDocument;
  readonly body: string;
  /** Line of the file on which the body starts, to locate errors found in the body. */
  readonly bodyFirstLine: number;
}

/**
 * gray-matter only splits the file here: `yaml` parses the front matter, because it
 * keeps source positions for error messages. Every engine gray-matter knows is
 * replaced by one that parses nothing, so that no front matter is ever evaluated,
 * whatever language its opening line names (gray-matter runs `---js` as JavaScript).
 */
const splitOnly = () => ({});
const noEngines = { yaml: splitOnly, json: splitOnly, javascript: splitOnly, js: splitOnly, coffee: splitOnly };

/** The names an opening `---` line may give: none, or YAML's own. */
const yamlNames = new Set(['', 'yaml', 'yml']);

export function parseMarkdownFile(file: string, content: ContentText): MarkdownFile {
  if (!content.ok) return refusedMarkdownFile(file, content.problem);
  const { text } = content;
  // Content is data: front matter in any other language is refused before anything parses it.
  const language = matter.language(text).name;
  if (!yamlNames.has(language.toLowerCase())) {
    return refusedMarkdownFile(file, { line: 1, message: `only YAML front matter is accepted: remove '${language}' after the opening ---` });
  }
  const split = matter(text, { engines: noEngines });
  const matterStart = split.matter ? text.indexOf(split.matter) : 0;
  const frontMatterFirstLine = lineAt(text, matterStart);
  const bodyStart = text.length - split.content.length;
  return {
    frontMatter: parseSourceDocument(file, split.matter ?? '', frontMatterFirstLine),
    body: split.content,
    bodyFirstLine: lineAt(text, bodyStart),
  };
}

/** A file that is not read further: its one problem is reported as its front matter's. */
function refusedMarkdownFile(file: string, problem: FileProblem): MarkdownFile {
  return { frontMatter: refusedDocument(file, problem), body: '', bodyFirstLine: 1 };
}

/** The line (from 1) of a text that the character at `offset` is on. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
