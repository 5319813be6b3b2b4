import { LineCounter, isMap, isNode, parseDocument, visit, type Document } from 'yaml';
import type { ContentError } from './content-error.ts';
import type { ContentText, FileProblem } from './content-text.ts';

export type FieldPath = readonly PropertyKey[];

/**
 * Parsed YAML that still knows where each value came from, so that a schema
 * error on `items[2].name` can name the line a writer has to look at.
 */
export interface SourceDocument {
  readonly file: string;
  readonly data: unknown;
  /** Line (1-based, in the whole file) of the value at `path`, or of its nearest existing parent. */
  lineOf(path: FieldPath): number;
  /** YAML syntax errors; when there are any, `data` is not to be trusted. */
  readonly syntaxErrors: readonly ContentError[];
}

/**
 * @param firstLine line of the file on which `source` starts (front matter starts on line 2).
 */
export function parseSourceDocument(file: string, source: string, firstLine = 1): SourceDocument {
  const parse = () => {
    const lineCounter = new LineCounter();
    const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const toFileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
    return { doc, toFileLine };
  };
  // Parsed on first use: a build that takes a file's checked values from its cache never needs it.
  let read: { data: unknown; syntaxErrors: ContentError[] } | undefined;
  const readOnce = () => {
    if (read) return read;
    const { doc, toFileLine } = parse();
    const syntaxErrors = doc.errors.map((error) => ({
      file,
      line: toFileLine(error.pos[0]),
      field: '',
      message: `invalid YAML: ${firstSentence(error.message)}`,
    }));
    let data: unknown;
    if (syntaxErrors.length === 0) {
      try {
        data = doc.toJS() ?? {};
      } catch (error) {
        // yaml refuses to expand aliases past a limit (a "billion laughs" file): a content error, not a crash.
        syntaxErrors.push({ file, line: toFileLine(firstAliasOffset(doc)), field: '', message: `invalid YAML: ${firstSentence(error instanceof Error ? error.message : String(error))}` });
      }
    }
    read = { data, syntaxErrors };
    return read;
  };
  /**
   * The parsed document is kept only once a line is asked for, which a problem does.
   * Kept for every file, the documents of 4,000 articles' front matter took 22 MB of
   * the heap, against 1.6 MB of text, for as long as the content was loaded.
   */
  let located: ReturnType<typeof parse> | undefined;
  return {
    file,
    get data() {
      return readOnce().data;
    },
    get syntaxErrors() {
      return readOnce().syntaxErrors;
    },
    lineOf: (path) => {
      located ??= parse();
      return located.toFileLine(offsetOf(located.doc, path));
    },
  };
}

/** A YAML file's document, or a refused one when the file is not text. */
export function parseYamlFile(file: string, content: ContentText): SourceDocument {
  return content.ok ? parseSourceDocument(file, content.text) : refusedDocument(file, content.problem);
}

/** A document that is not to be read at all, for one problem found before parsing (front matter in another language). */
export function refusedDocument(file: string, problem: FileProblem): SourceDocument {
  return { file, data: undefined, lineOf: () => problem.line, syntaxErrors: [{ file, line: problem.line, field: '', message: problem.message }] };
}

function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_key, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

function offsetOf(doc: Document, path: FieldPath): number {
  for (let depth = path.length; depth > 0; depth--) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) return node.range[0];
    // A missing key: point at the key's entry line if the parent is a map that has it.
    const parent = doc.getIn(path.slice(0, depth - 1) as unknown[], true);
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isNode(item.key) && String(item.key) === String(path[depth - 1]));
      if (pair && isNode(pair.key) && pair.key.range) return pair.key.range[0];
    }
  }
  return doc.contents?.range?.[0] ?? 0;
}

function firstSentence(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+.*$/, '');
}
