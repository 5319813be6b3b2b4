import { randomUUID } from 'node:crypto';
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Code, ListItem, Parents, Root, Table } from 'mdast';
import type { Element } from 'hast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';
import { eachNode } from './each-node.ts';
import { githubMarkdownParser } from './github-markdown.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { isKnownLanguage, type CodeBlock, type CodeHighlighter } from './highlighter.ts';
import { compactText } from './compact-text.ts';
import { scrollingTable } from './scrolling-table.ts';
import { labelTaskCheckbox } from './task-list-item.ts';
import type { ContentError } from '../content/content-error.ts';
import { takeOutImages, type MarkdownImage } from '../images/markdown-images.ts';

export interface Heading {
  readonly id: string;
  readonly title: string;
  readonly depth: number;
}

export interface RenderedMarkdown {
  readonly html: string;
  readonly headings: readonly Heading[];
  /** The images of `/images/` the body shows, each a marker in `html` until the build's pictures go in. */
  readonly images: readonly MarkdownImage[];
}

export interface MarkdownOptions {
  highlighter: CodeHighlighter;
  /** Rewrites site paths in links (`/guides/setup`) to the URLs the build serves. */
  link: (path: string) => string;
  /** The accessible label of each code block's copy button. */
  copyLabel: string;
  /** Names the box each table scrolls in, for those who reach it from the keyboard; numbered when a body has several tables. */
  tableLabel: string;
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
  readonly images: readonly MarkdownImage[];
  /** How many tables the body has: with several, each one's label is numbered. */
  readonly tables: number;
  /** An unknown or missing fence language is a content error, not a crash. */
  readonly errors: readonly ContentError[];
}

/** Parses a body once, checking what the highlighter will need before it is created. */
export function parseMarkdown(source: MarkdownSource): ParsedMarkdown {
  const tree = githubMarkdownParser.parse(source.body);
  const images = takeOutImages(tree, source.body, source.firstLine);
  const codeBlocks: CodeBlock[] = [];
  const errors: ContentError[] = [];
  let tables = 0;
  // The code blocks and the tables, in one walk of the tree.
  eachNode(tree, (node) => {
    if (node.type === 'table') tables += 1;
    if (node.type !== 'code') return;
    const line = source.firstLine + (node.position?.start.line ?? 1) - 1;
    if (!node.lang) {
      errors.push({
        file: source.file,
        line,
        field: 'code block',
        message: 'needs a language after the opening ``` (use text for plain text)',
      });
    } else if (!isKnownLanguage(node.lang)) {
      errors.push({ file: source.file, line, field: 'code block', message: `unknown language '${node.lang}'` });
    } else {
      codeBlocks.push({ code: node.value, lang: node.lang });
    }
  });
  return { tree, codeBlocks, images, tables, errors };
}

/**
 * Renders a parsed body to sanitized HTML. The tree is used up on the way (headings
 * get their ids, links the base path): each parsed body is rendered once, and not
 * copied first, which took a fifth as long as rendering it.
 */
export function renderMarkdown(parsed: ParsedMarkdown, options: MarkdownOptions): RenderedMarkdown {
  const headings: Heading[] = [];
  const slugger = new GithubSlugger();
  // GFM gives the footnotes' heading this id, which a heading of the same title must not take too.
  slugger.slug('footnote-label');
  const tableLabel = tableLabeller(parsed.tables, options.tableLabel);
  const codeSlots: string[] = [];

  // Headings get their ids and links the base path in one walk of the tree.
  const prepareTree = () => (tree: Root) => {
    eachNode(tree, (node) => {
      if (node.type === 'heading') {
        const title = toString(node);
        const id = slugger.slug(title);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        headings.push({ id, title, depth: node.depth });
      } else if ('url' in node) {
        node.url = options.link(node.url);
      }
    });
  };

  const processor = remark()
    .use(prepareTree)
    .use(remarkHtml, {
      sanitize: sanitizeSchema,
      // Void elements as React writes the rest of the page (`<input />`), which html-validate holds pages to.
      closeSelfClosing: true,
      handlers: {
        code: (_state: State, node: Code) => codeBlock(node, options, codeSlots),
        table: (state: State, node: Table) => scrollingTable(defaultHandlers.table(state, node), tableLabel()),
        listItem: (state: State, node: ListItem, parent: Parents | undefined) =>
          labelTaskCheckbox(defaultHandlers.listItem(state, node, parent)),
      },
    });
  const html = processor.stringify(processor.runSync(parsed.tree) as Root);

  return { html: compactText(withHighlightedCode(html, codeSlots)), headings, images: parsed.images };
}

/**
 * Each table's label, in the order tables are rendered: numbered when the body has
 * several, since a page must not hold two regions of the same name.
 */
function tableLabeller(tables: number, label: string): () => string {
  let rendered = 0;
  return () => {
    rendered += 1;
    return tables > 1 ? `${label} ${rendered}` : label;
  };
}

/**
 * Highlighted code goes into the HTML after the body is sanitized and written out:
 * shiki's markup is made by the build from the code's text, which it escapes, so it is
 * as safe as the sanitized rest, and taking it as it is spares converting, sanitizing
 * and writing out again a node for every token. Until then each block holds its place
 * as a marker no writer can type: its number between private-use characters around a
 * nonce drawn when the process starts.
 */
const slotNonce = randomUUID();
const slotPattern = new RegExp(`\uE000${slotNonce}:(\\d+)\uE001`, 'g');

function slotMarker(index: number): string {
  return `\uE000${slotNonce}:${index}\uE001`;
}

function withHighlightedCode(html: string, slots: readonly string[]): string {
  return slots.length === 0 ? html : html.replace(slotPattern, (marker, index: string) => slots[Number(index)] ?? marker);
}

function codeBlock(node: Code, options: MarkdownOptions, slots: string[]): Element {
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
      { type: 'text', value: slotMarker(slots.push(options.highlighter.highlight(node.value, lang)) - 1) },
    ],
  };
}
