import type { Paragraph } from 'mdast';

/** A line of a paragraph that reads as a directive the parser did not take as one. */
export interface StrayDirective {
  /** Its line in the body, from 1. */
  readonly line: number;
  readonly message: string;
}

/** A line that starts as a directive does: `::` and more, after any indentation. */
const directiveStart = /^[ \t]*::/;

/** A closing fence alone. */
const closingFence = /^[ \t]*:{3,}[ \t]*$/;

/**
 * The lines of a paragraph that start with `::` and so were meant as directives: a
 * `:::` with no block open, `::: note` with a space, `::cta{href=...` left unclosed.
 * The parser leaves each as text, which would put `:::` on the page. A line written
 * `\::` is text by the writer's choice, and kept. Only text at the start of a line
 * counts: the paragraph's opening, or what follows a line break inside its text.
 */
export function strayDirectives(paragraph: Paragraph, sourceLine: (line: number) => string): StrayDirective[] {
  const strays: StrayDirective[] = [];
  paragraph.children.forEach((child, index) => {
    if (child.type !== 'text' || child.position === undefined || !child.value.includes('::')) return;
    const startsLine = index === 0 || paragraph.children[index - 1]?.type === 'break';
    child.value.split('\n').forEach((text, offset) => {
      if ((offset === 0 && !startsLine) || !directiveStart.test(text)) return;
      const line = (child.position?.start.line ?? 1) + offset;
      if (/^[\s>]*(?:[-*+]\s+|\d+[.)]\s+)?\\:/.test(sourceLine(line))) return;
      strays.push({
        line,
        message: closingFence.test(text)
          ? 'closes no directive: a ::: line ends the :::name block opened above it'
          : 'is not a directive as written: check its name, its [label] and its {attributes}, each value in double quotes',
      });
    });
  });
  return strays;
}
