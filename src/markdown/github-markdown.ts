import { remark } from 'remark';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import type { Parents, Root } from 'mdast';
import type { Processor } from 'unified';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';

type SyntaxExtension = ReturnType<typeof gfm>;
type ConstructRecord = NonNullable<SyntaxExtension['text']>;
type TreeTransform = (tree: Root) => unknown;

/** A parser of a body's Markdown, with whatever the site's remark plugins add. */
export type MarkdownParser = Processor<Root, undefined, undefined, Root, string>;

/**
 * Constructs tried so often that a body which cannot hold one parses faster without
 * it, each with a pattern that every use of it matches. The table is tried at the
 * start of every line of a paragraph, and its delimiter row holds a pipe or a colon
 * beside a dash in every form GFM allows (`a\n:-` is a table of one column). The bare
 * `www.` and `http(s)://` links are tried at every h and w of the text, which breaks
 * it into many more pieces. Without them, 1,500 generated posts parsed in 1.26 ms a
 * post against 1.52 ms (bench/README.md).
 */
const avoidableConstructs: readonly { readonly names: readonly string[]; readonly mark: RegExp }[] = [
  { names: ['table'], mark: /\||:-|-:/ },
  { names: ['wwwAutolink', 'protocolAutolink'], mark: /www\.|:\/\//i },
];

/**
 * The parser for each body: GitHub's Markdown, with only the constructs the body
 * could hold (see avoidableConstructs), each parser made once, on first use, and
 * finished by `finish` (the site's remark plugins). A construct left out could not
 * have matched, so the tree is the one the full parser makes.
 */
export function markdownParsers(finish: (parser: MarkdownParser) => MarkdownParser): (body: string) => MarkdownParser {
  const parsers = new Map<string, MarkdownParser>();
  return (body) => {
    const leftOut = avoidableConstructs.filter(({ mark }) => !mark.test(body)).flatMap(({ names }) => names);
    const key = leftOut.join(' ');
    const known = parsers.get(key);
    if (known) return known;
    const parser = finish(markdownParser(leftOut));
    parsers.set(key, parser);
    return parser;
  };
}

/**
 * Markdown as GitHub writes it: tables, strikethrough, task lists, footnotes, and bare
 * URLs and email addresses as links; and the block directives a site's components are
 * written with (`:::note` ... `:::`, `::figure{src="..."}`); but the constructs named
 * in `leftOut`.
 *
 * Directives inside a sentence (`:name`) are left out: they are no component's, and
 * they would take prose apart wherever a colon meets a letter (`e.g.:this`).
 *
 * Email addresses are found in the parsed text, where GitHub's own parser finds them
 * (the bare links' transform does it), rather than tried by the tokenizer at the
 * start of every word. That attempt took a third of the time a body takes to parse, and
 * it took `mailto:` and `xmpp:` links apart, linking only the address after the prefix.
 */
export function markdownParser(leftOut: readonly string[] = []): MarkdownParser {
  return remark()
    .data('micromarkExtensions', [withoutConstructs(gfm(), ['emailAutolink', ...leftOut]), { flow: directive().flow }])
    .data('fromMarkdownExtensions', [
      directiveFromMarkdown(),
      onlyWhereAddressesCanBe(gfmAutolinkLiteralFromMarkdown()),
      gfmFootnoteFromMarkdown(),
      gfmStrikethroughFromMarkdown(),
      gfmTableFromMarkdown(),
      gfmTaskListItemFromMarkdown(),
    ])
    .freeze();
}

/** The syntax without some constructs. Turning one off with `disable` still breaks the text at every character it starts on. */
function withoutConstructs(syntax: SyntaxExtension, names: readonly string[]): SyntaxExtension {
  return {
    ...syntax,
    ...(syntax.text && { text: recordWithout(syntax.text, names) }),
    ...(syntax.flow && { flow: recordWithout(syntax.flow, names) }),
  };
}

function recordWithout(record: ConstructRecord, names: readonly string[]): ConstructRecord {
  const kept: ConstructRecord = {};
  for (const [code, constructs] of Object.entries(record)) {
    const left = [constructs ?? []].flat().filter((construct) => !names.includes(construct.name ?? ''));
    if (left.length > 0) kept[code] = left;
  }
  return kept;
}

type FromMarkdownExtension = ReturnType<typeof gfmAutolinkLiteralFromMarkdown>;

/**
 * The bare links' extension, its transforms run only on the nodes whose text could
 * hold a bare URL or email address. The transform tries its four patterns on every
 * text node of the body, walking the whole tree to find them: 0.25 ms of the 2.3 ms
 * a 700-word body took to parse. Most bodies have a few such nodes, if any.
 */
function onlyWhereAddressesCanBe(extension: FromMarkdownExtension): FromMarkdownExtension {
  const transforms = extension.transforms ?? [];
  return { ...extension, transforms: [(tree) => addressHolders(tree).forEach((holder) => runOn(holder, transforms))] };
}

/** Each of the transform's patterns starts with `www.`, `http://` or `https://`, or holds an `@`. */
const addressMark = /@|www\.|:\/\//i;

/**
 * The outermost nodes with text of their own that could hold an address: a transform
 * run on a node takes in all of it. Links (and references) are left out, as the
 * transform leaves them.
 */
function addressHolders(parent: Parents, holders: Parents[] = []): Parents[] {
  for (const node of parent.children) {
    if (!('children' in node) || node.type === 'link' || node.type === 'linkReference') continue;
    if (node.children.some((child) => child.type === 'text' && addressMark.test(child.value))) holders.push(node);
    else addressHolders(node, holders);
  }
  return holders;
}

/** Runs tree transforms on the part of a tree under `holder`: they change its children in place. */
function runOn(holder: Parents, transforms: readonly TreeTransform[]): void {
  const part: Root = { type: 'root', children: holder.children };
  for (const transform of transforms) transform(part);
}
