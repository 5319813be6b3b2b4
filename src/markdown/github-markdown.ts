import { remark } from 'remark';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';

type SyntaxExtension = ReturnType<typeof gfm>;
type ConstructRecord = NonNullable<SyntaxExtension['text']>;

/**
 * Markdown as GitHub writes it: tables, strikethrough, task lists, footnotes, and bare
 * URLs and email addresses as links.
 *
 * Email addresses are found in the parsed text, where GitHub's own parser finds them
 * (gfmFromMarkdown's transform does it), rather than tried by the tokenizer at the
 * start of every word. That attempt took a third of the time a body takes to parse, and
 * it took `mailto:` and `xmpp:` links apart, linking only the address after the prefix.
 */
export const githubMarkdownParser = remark()
  .data('micromarkExtensions', [withoutConstruct(gfm(), 'emailAutolink')])
  .data('fromMarkdownExtensions', [gfmFromMarkdown()])
  .freeze();

/** The syntax without one construct. Turning it off with `disable` still breaks the text at every character it starts on. */
function withoutConstruct(syntax: SyntaxExtension, name: string): SyntaxExtension {
  return syntax.text ? { ...syntax, text: recordWithout(syntax.text, name) } : syntax;
}

function recordWithout(record: ConstructRecord, name: string): ConstructRecord {
  const kept: ConstructRecord = {};
  for (const [code, constructs] of Object.entries(record)) {
    const left = [constructs ?? []].flat().filter((construct) => construct.name !== name);
    if (left.length > 0) kept[code] = left;
  }
  return kept;
}
