import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Code, ListItem, Parents, Root, Table } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { defaultHandlers, toHast, type Handlers, type State } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import type { ContentError } from '../content/content-error.ts';
import { takeOutImages, type MarkdownImage } from '../images/markdown-images.ts';
import { bodyKey } from './body-key.ts';
import { codeSlots } from './code-slots.ts';
import { compactText } from './compact-text.ts';
import { componentMarker, type ComponentUse } from './component-uses.ts';
import { eachNode } from './each-node.ts';
import { isKnownLanguage, type CodeBlock, type CodeHighlighter } from './highlighter.ts';
import type { MarkdownPipeline } from './markdown-pipeline.ts';
import { scrollingTable } from './scrolling-table.ts';
import { strayDirectives } from './stray-directives.ts';
import { labelTaskCheckbox } from './task-list-item.ts';

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
  /** Where the site's components go, each between markers in `html` until they go in (see body-components.ts). */
  readonly components: readonly ComponentUse[];
  /** What the body's markers are made of (see body-key.ts). */
  readonly key: string;
  /** Every link the body makes, as the page holds it, at its line in the file: what `check` reports a broken one at. */
  readonly links: readonly BodyLink[];
}

/** A link a Markdown body makes: its address once rewritten for the build, and the file's line it is written on. */
export interface BodyLink {
  readonly url: string;
  readonly line: number;
}

/** Where a Markdown body sits, so that its errors point at lines of the real file. */
export interface MarkdownSource {
  readonly file: string;
  readonly body: string;
  readonly firstLine: number;
}

export interface ParsedMarkdown {
  readonly file: string;
  /** The file's line the body starts on. */
  readonly firstLine: number;
  readonly key: string;
  readonly tree: Root;
  /** The fenced code blocks of the body whose language the highlighter knows. */
  readonly codeBlocks: readonly CodeBlock[];
  readonly images: readonly MarkdownImage[];
  /** How many tables the body has: with several, each one's label is numbered. */
  readonly tables: number;
  /** An unknown or missing fence language, or a line that reads as a directive but is none: content errors, not crashes. */
  readonly errors: readonly ContentError[];
  /**
   * Whether the body can be rendered despite its errors: every code block names a language
   * the highlighter knows. A body with other errors is rendered, so that its directives
   * are checked with the rest (see body-components.ts), and never cached.
   */
  readonly renderable: boolean;
}

/**
 * Parses a body once, and runs the site's remark plugins on it; then checks what the
 * highlighter will need before it is created, and the lines that read as directives.
 */
export function parseMarkdown(source: MarkdownSource, pipeline: MarkdownPipeline): ParsedMarkdown {
  const parser = pipeline.parserFor(source.body);
  const parsed = parser.parse(source.body);
  // A remark plugin changes a tree in place, or gives another root: unified's types cannot say which kind of node comes out.
  const tree = pipeline.remarkPlugins ? (parser.runSync(parsed, { path: source.file, value: source.body }) as Root) : parsed;
  const key = bodyKey(source.body);
  const images = takeOutImages(tree, key, source.firstLine);
  const codeBlocks: CodeBlock[] = [];
  const errors: ContentError[] = [];
  const lineOf = (line: number | undefined) => source.firstLine + (line ?? 1) - 1;
  let sourceLines: readonly string[] | undefined;
  const sourceLine = (line: number) => (sourceLines ??= source.body.split('\n'))[line - 1] ?? '';
  let tables = 0;
  let renderable = true;
  // The code blocks, the tables and the text that looks like a directive, in one walk of the tree.
  eachNode(tree, (node) => {
    if (node.type === 'table') tables += 1;
    else if (node.type === 'paragraph') {
      for (const stray of strayDirectives(node, sourceLine)) {
        errors.push({ file: source.file, line: lineOf(stray.line), field: 'directive', message: stray.message });
      }
    } else if (node.type === 'code') {
      const line = lineOf(node.position?.start.line);
      renderable &&= node.lang !== null && node.lang !== undefined && isKnownLanguage(node.lang);
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
    }
  });
  return { file: source.file, firstLine: source.firstLine, key, tree, codeBlocks, images, tables, errors, renderable };
}

/**
 * Renders a parsed body to sanitized HTML: the site's rehype plugins run on its HTML
 * tree, then the sanitizer, always last. Highlighted code goes in afterwards (see
 * code-slots.ts), and the site's components later still, outside this thread (see
 * component-uses.ts): each is a marker until then. The tree is used up on the way
 * (headings get their ids, links the base path): each parsed body is rendered once,
 * and not copied first, which took a fifth as long as rendering it.
 */
export function renderMarkdown(parsed: ParsedMarkdown, pipeline: MarkdownPipeline, highlighter: CodeHighlighter): RenderedMarkdown {
  const { headings, links } = prepareTree(parsed, pipeline.link);
  const code = codeSlots();
  const components: ComponentUse[] = [];
  /** Elements that stand for a component until the rehype plugins are done (see markComponents). */
  let standIns = 0;
  const marker = (use: number, place: 'open' | 'label' | 'close') => componentMarker(parsed.key, use, place);
  const tableLabel = tableLabeller(parsed.tables, pipeline.tableLabel);
  const directive = (node: ContainerDirective | LeafDirective, label: ElementContent[] | undefined, content: ElementContent[]) => {
    const use = components.push({
      kind: 'directive',
      name: node.name,
      written: node.type === 'containerDirective' ? 'container' : 'leaf',
      attributes: Object.fromEntries(Object.entries(node.attributes ?? {}).map(([name, value]) => [name, value ?? ''])),
      line: parsed.firstLine + (node.position?.start.line ?? 1) - 1,
      label: label !== undefined,
    });
    standIns += 1;
    return directiveElement(use - 1, label, content);
  };
  const handlers: Partial<Handlers> = {
    code: (_state: State, node: Code) => {
      const lang = node.lang ?? 'text';
      const use = components.push({ kind: 'code', language: lang }) - 1;
      const highlighted = code.marker(highlighter.highlight(node.value, lang));
      // Without rehype plugins no marker can be changed: the block's go in at once, and its body is not walked again for them.
      if (!pipeline.rehype) return { type: 'text', value: marker(use, 'open') + highlighted + marker(use, 'close') };
      standIns += 1;
      return codeElement(use, highlighted);
    },
    table: (state: State, node: Table) => scrollingTable(defaultHandlers.table(state, node), tableLabel()),
    listItem: (state: State, node: ListItem, parent: Parents | undefined) =>
      labelTaskCheckbox(defaultHandlers.listItem(state, node, parent)),
    containerDirective: (state: State, node: ContainerDirective) => {
      const [first, ...rest] = node.children;
      const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
      return directive(node, label && state.all(label), state.wrap(state.all(label ? { ...node, children: rest } : node), true));
    },
    leafDirective: (state: State, node: LeafDirective) => directive(node, node.children.length > 0 ? state.all(node) : undefined, []),
  };
  // A root becomes a root; toHast's type says any node.
  const converted = toHast(parsed.tree, { handlers }) as HastRoot;
  const tree = pipeline.rehype?.(converted, parsed.file) ?? converted;
  if (standIns > 0) markComponents(tree, marker);
  // Void elements as React writes the rest of the page (`<input />`), which html-validate holds pages to.
  const html = toHtml(sanitize(tree, pipeline.sanitizeSchema), { closeSelfClosing: true });
  return { html: compactText(code.fill(endingInNewline(html))), headings, images: parsed.images, components, key: parsed.key, links };
}

/**
 * Gives headings their ids and links the base path, in one walk of the tree; returns the
 * headings, for a table of contents, and the links with their lines, for `check`.
 */
function prepareTree({ tree, firstLine }: ParsedMarkdown, link: (path: string) => string): Pick<RenderedMarkdown, 'headings' | 'links'> {
  const headings: Heading[] = [];
  const links: BodyLink[] = [];
  const slugger = new GithubSlugger();
  // GFM gives the footnotes' heading this id, which a heading of the same title must not take too.
  slugger.slug('footnote-label');
  eachNode(tree, (node) => {
    if (node.type === 'heading') {
      const title = toString(node);
      const id = slugger.slug(title);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ id, title, depth: node.depth });
    } else if ('url' in node) {
      node.url = link(node.url);
      // A reference link's address is its definition's, where the writer typed it.
      if (node.type === 'link' || node.type === 'definition')
        links.push({ url: node.url, line: firstLine + (node.position?.start.line ?? 1) - 1 });
    }
  });
  return { headings, links };
}

/** HTML ending in a line break, as remark-html ended every body before, so that pages stay as they were byte for byte. */
function endingInNewline(html: string): string {
  return /[^\r\n]$/.test(html) ? `${html}\n` : html;
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
 * Where a code block or a directive is while rehype plugins run: an element of a name
 * no HTML has, which says which of the body's components it is. A directive's holds
 * its label (as an element of its own) and its content, which the plugins reach as any
 * other part of the body; a code block's, the marker of its highlighted code. Markers
 * go in only once the plugins are done, so that none can change them.
 */
const codeTag = 'sitegen-code';
const directiveTag = 'sitegen-directive';
const labelTag = 'sitegen-directive-label';

function codeElement(use: number, codeMarker: string): Element {
  return { type: 'element', tagName: codeTag, properties: { dataUse: use, dataCode: codeMarker }, children: [] };
}

function directiveElement(use: number, label: ElementContent[] | undefined, content: ElementContent[]): Element {
  const labelElement: Element[] = label ? [{ type: 'element', tagName: labelTag, properties: {}, children: label }] : [];
  return { type: 'element', tagName: directiveTag, properties: { dataUse: use }, children: [...labelElement, ...content] };
}

/** Turns each component's element into its markers around its parts, which the sanitizer then cleans as any text. */
function markComponents(parent: HastRoot | Element, marker: (use: number, place: 'open' | 'label' | 'close') => string): void {
  const marked = parent.children.flatMap((child): HastContent[] => {
    if (child.type !== 'element') return [child];
    markComponents(child, marker);
    const use = Number(child.properties.dataUse);
    const text = (value: string): HastContent => ({ type: 'text', value });
    if (child.tagName === codeTag) return [text(marker(use, 'open') + String(child.properties.dataCode) + marker(use, 'close'))];
    if (child.tagName !== directiveTag) return [child];
    const [first, ...rest] = child.children;
    const label = first?.type === 'element' && first.tagName === labelTag ? first : undefined;
    return [
      text(marker(use, 'open')),
      ...(label?.children ?? []),
      text(marker(use, 'label')),
      ...(label ? rest : child.children),
      text(marker(use, 'close')),
    ];
  });
  parent.children = marked as typeof parent.children;
}
