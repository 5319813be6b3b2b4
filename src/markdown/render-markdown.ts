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
import { bodySlots, type BodySlots } from './body-slots.ts';
import { compactText } from './compact-text.ts';
import { markupAround } from './component-markup.ts';
import { checkDirectiveUse, writtenAs, type AcceptedDirective, type DirectiveUse } from './directive-uses.ts';
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
}

/** Where a Markdown body sits, so that its errors point at lines of the real file. */
export interface MarkdownSource {
  readonly file: string;
  readonly body: string;
  readonly firstLine: number;
}

/** A directive a writer used that the site declares, with what its component is rendered from. */
export interface ComponentUse {
  readonly accepted: AcceptedDirective;
  /** Its line in the file, for an error of its component. */
  readonly line: number;
}

export interface ParsedMarkdown {
  readonly file: string;
  readonly tree: Root;
  /** The fenced code blocks of the body whose language the highlighter knows. */
  readonly codeBlocks: readonly CodeBlock[];
  readonly images: readonly MarkdownImage[];
  /** How many tables the body has: with several, each one's label is numbered. */
  readonly tables: number;
  /** Each directive the site declares and the writer used correctly. */
  readonly components: ReadonlyMap<DirectiveUse, ComponentUse>;
  /** An unknown or missing fence language, an unknown directive or its bad attributes: content errors, not crashes. */
  readonly errors: readonly ContentError[];
}

/**
 * Parses a body once, and runs the site's remark plugins on it; then checks what the
 * highlighter will need before it is created, and the directives the writer used.
 */
export function parseMarkdown(source: MarkdownSource, pipeline: MarkdownPipeline): ParsedMarkdown {
  const { parser } = pipeline;
  const parsed = parser.parse(source.body);
  // A remark plugin changes a tree in place, or gives another root: unified's types cannot say which kind of node comes out.
  const tree = pipeline.remarkPlugins ? (parser.runSync(parsed, { path: source.file, value: source.body }) as Root) : parsed;
  const images = takeOutImages(tree, source.body, source.firstLine);
  const codeBlocks: CodeBlock[] = [];
  const components = new Map<DirectiveUse, ComponentUse>();
  const errors: ContentError[] = [];
  const lineOf = (line: number | undefined) => source.firstLine + (line ?? 1) - 1;
  let sourceLines: readonly string[] | undefined;
  const sourceLine = (line: number) => (sourceLines ??= source.body.split('\n'))[line - 1] ?? '';
  let tables = 0;
  // The code blocks, the tables, the directives and the text that looks like one, in one walk of the tree.
  eachNode(tree, (node) => {
    if (node.type === 'table') tables += 1;
    else if (node.type === 'paragraph') {
      for (const stray of strayDirectives(node, sourceLine)) {
        errors.push({ file: source.file, line: lineOf(stray.line), field: 'directive', message: stray.message });
      }
    } else if ((node.type === 'containerDirective' || node.type === 'leafDirective') && pipeline.directives) {
      const line = lineOf(node.position?.start.line);
      const checked = checkDirectiveUse(node, { file: source.file, line }, pipeline.directives, pipeline.images);
      if (checked.ok) components.set(node, { accepted: checked.accepted, line });
      else errors.push(...checked.errors);
    } else if (node.type === 'code') {
      const line = lineOf(node.position?.start.line);
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
  return { file: source.file, tree, codeBlocks, images, tables, components, errors };
}

/**
 * Renders a parsed body to sanitized HTML: the site's rehype plugins run on its HTML
 * tree, then the sanitizer, always last; highlighted code and the site's components
 * go in afterwards (see body-slots.ts). The tree is used up on the way (headings get
 * their ids, links the base path): each parsed body is rendered once, and not copied
 * first, which took a fifth as long as rendering it.
 */
export function renderMarkdown(parsed: ParsedMarkdown, pipeline: MarkdownPipeline, highlighter: CodeHighlighter): RenderedMarkdown {
  const headings = prepareTree(parsed.tree, pipeline.link);
  const slots = bodySlots();
  const tableLabel = tableLabeller(parsed.tables, pipeline.tableLabel);
  const directive = (state: State, node: DirectiveUse, label: Parents | undefined, content: Parents | undefined) => {
    const use = parsed.components.get(node);
    // Only a body whose other settings are unknown has a use that is not checked: it is rendered for its errors alone.
    if (use === undefined) return content && state.wrap(state.all(content), true);
    return directiveElement(
      slots.component(componentMarkup(use, parsed.file, node, pipeline), {
        label: label !== undefined,
        children: content !== undefined,
      }),
      label && state.all(label),
      content && state.wrap(state.all(content), true),
    );
  };
  const handlers: Partial<Handlers> = {
    code: (_state: State, node: Code) => {
      const lang = node.lang ?? 'text';
      return { type: 'text', value: slots.markup(pipeline.codeBlock(lang, highlighter.highlight(node.value, lang))) };
    },
    table: (state: State, node: Table) => scrollingTable(defaultHandlers.table(state, node), tableLabel()),
    listItem: (state: State, node: ListItem, parent: Parents | undefined) =>
      labelTaskCheckbox(defaultHandlers.listItem(state, node, parent)),
    containerDirective: (state: State, node: ContainerDirective) => {
      const [first, ...rest] = node.children;
      const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
      return directive(state, node, label, label ? { ...node, children: rest } : node);
    },
    leafDirective: (state: State, node: LeafDirective) => directive(state, node, node.children.length > 0 ? node : undefined, undefined),
  };
  // A root becomes a root; toHast's type says any node.
  const converted = toHast(parsed.tree, { handlers }) as HastRoot;
  const tree = pipeline.rehype?.(converted, parsed.file) ?? converted;
  if (parsed.components.size > 0) markDirectives(tree, slots);
  // Void elements as React writes the rest of the page (`<input />`), which html-validate holds pages to.
  const html = toHtml(sanitize(tree, pipeline.sanitizeSchema), { closeSelfClosing: true });
  return { html: compactText(slots.fill(endingInNewline(html))), headings, images: parsed.images };
}

/** Gives headings their ids and links the base path, in one walk of the tree; returns the headings, for a table of contents. */
function prepareTree(tree: Root, link: (path: string) => string): Heading[] {
  const headings: Heading[] = [];
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
    }
  });
  return headings;
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
 * Where a directive is while rehype plugins run: an element of a name no HTML has,
 * holding its label (as an element of its own) and its content, which the plugins
 * reach as any other part of the body. Its slot is its number among the body's components.
 */
const directiveTag = 'sitegen-directive';
const labelTag = 'sitegen-directive-label';

function directiveElement(slot: number, label: ElementContent[] | undefined, content: ElementContent[] | undefined): Element {
  const labelElement: Element[] = label ? [{ type: 'element', tagName: labelTag, properties: {}, children: label }] : [];
  return { type: 'element', tagName: directiveTag, properties: { dataSlot: slot }, children: [...labelElement, ...(content ?? [])] };
}

/** Turns each directive's element into the markers of its slot around its parts, which the sanitizer then cleans as any text. */
function markDirectives(parent: HastRoot | Element, slots: BodySlots): void {
  const marked = parent.children.flatMap((child): HastContent[] => {
    if (child.type !== 'element') return [child];
    markDirectives(child, slots);
    if (child.tagName !== directiveTag) return [child];
    const markers = slots.markersOf(Number(child.properties.dataSlot));
    const [first, ...rest] = child.children;
    const label = first?.type === 'element' && first.tagName === labelTag ? first : undefined;
    const text = (value: string): HastContent => ({ type: 'text', value });
    return [
      text(markers.open),
      ...(label?.children ?? []),
      text(markers.labelEnd),
      ...(label ? rest : child.children),
      text(markers.close),
    ];
  });
  parent.children = marked as typeof parent.children;
}

/** Renders a use's component around the HTML of its label and content; an error it throws names the use and its line. */
function componentMarkup(use: ComponentUse, file: string, node: DirectiveUse, pipeline: MarkdownPipeline) {
  return (parts: { label: string | undefined; children: string | undefined }): string => {
    try {
      return markupAround(parts, (placeholders) => use.accepted.element({ ...placeholders, images: pipeline.images, link: pipeline.link }));
    } catch (error) {
      throw new Error(
        `The component of ${writtenAs(node)} at ${file}:${use.line} threw: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  };
}
