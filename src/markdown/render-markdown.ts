import { remark } from 'remark';
import remarkHtml from 'remark-html';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { Element } from 'hast';
import type { State } from 'mdast-util-to-hast';
import { sanitizeSchema } from './sanitize-schema.ts';
import { isKnownLanguage, type CodeBlock, type CodeHighlighter } from './highlighter.ts';
import type { ContentError } from '../content/content-error.ts';

export interface Heading {
  readonly id: string;
  readonly title: string;
  readonly depth: number;
}

export interface RenderedMarkdown {
  readonly html: string;
  readonly headings: readonly Heading[];
}

export interface MarkdownOptions {
  highlighter: CodeHighlighter;
  /** Rewrites site paths in links (`/guides/setup`) to the URLs the build serves. */
  link: (path: string) => string;
  /** The accessible label of each code block's copy button. */
  copyLabel: string;
}

/** Where a Markdown body sits, so that its errors point at lines of the real file. */
export interface MarkdownSource {
  readonly file: string;
  readonly body: string;
  readonly firstLine: number;
}

export interface ParsedMarkdown {
  readonly tree: Root;
  /** The fenced code blocks of the body whose language the highlighter knows. */
  readonly codeBlocks: readonly CodeBlock[];
  /** An unknown or missing fence language is a content error, not a crash. */
  readonly errors: readonly ContentError[];
}

/** Parses a body once, checking what the highlighter will need before it is created. */
export function parseMarkdown(source: MarkdownSource): ParsedMarkdown {
  const tree = remark().parse(source.body);
  const codeBlocks: CodeBlock[] = [];
  const errors: ContentError[] = [];
  visit(tree, 'code', (node: Code) => {
    const line = source.firstLine + (node.position?.start.line ?? 1) - 1;
    if (!node.lang) {
      errors.push({ file: source.file, line, field: 'code block', message: 'needs a language after the opening ``` (use text for plain text)' });
    } else if (!isKnownLanguage(node.lang)) {
      errors.push({ file: source.file, line, field: 'code block', message: `unknown language '${node.lang}'` });
    } else {
      codeBlocks.push({ code: node.value, lang: node.lang });
    }
  });
  return { tree, codeBlocks, errors };
}

/**
 * Renders a parsed body to sanitized HTML. The tree is used up on the way (headings
 * get their ids, links the base path): each parsed body is rendered once, and not
 * copied first, which took a fifth as long as rendering it.
 */
export function renderMarkdown(parsed: ParsedMarkdown, options: MarkdownOptions): RenderedMarkdown {
  const headings: Heading[] = [];
  const slugger = new GithubSlugger();

  const collectHeadings = () => (tree: Root) => {
    visit(tree, 'heading', (node) => {
      const title = toString(node);
      const id = slugger.slug(title);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ id, title, depth: node.depth });
    });
  };
  const rewriteSitePaths = () => (tree: Root) => {
    visit(tree, ['link', 'image', 'definition'], (node) => {
      if ('url' in node) node.url = options.link(node.url);
    });
  };

  const processor = remark()
    .use(collectHeadings)
    .use(rewriteSitePaths)
    .use(remarkHtml, {
      sanitize: sanitizeSchema,
      handlers: { code: (_state: State, node: Code) => codeBlock(node, options) },
    });
  const html = processor.stringify(processor.runSync(parsed.tree) as Root);

  return { html, headings };
}

function codeBlock(node: Code, options: MarkdownOptions): Element {
  const lang = node.lang ?? 'text';
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataCodeBlock: '' },
    children: [
      {
        type: 'element',
        tagName: 'div',
        // The language name and button label are not part of the article's text for search.
        properties: { className: ['code-block__bar'], dataPagefindIgnore: '' },
        children: [
          { type: 'element', tagName: 'span', properties: { className: ['code-block__lang'] }, children: [{ type: 'text', value: lang }] },
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['code-block__copy'], dataCopyCode: '', dataRequiresJs: '' },
            children: [{ type: 'text', value: options.copyLabel }],
          },
        ],
      },
      options.highlighter.highlight(node.value, lang),
    ],
  };
}
