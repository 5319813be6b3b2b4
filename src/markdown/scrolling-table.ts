import type { Element } from 'hast';
import { visit } from 'unist-util-visit';

/** The class of the box a table scrolls in: page furniture, which a feed item unwraps. */
export const tableScrollClass = 'table-scroll';

/** The classes a column's alignment (`:--`, `:-:`, `--:`) becomes. */
export const alignmentClasses = ['align-left', 'align-center', 'align-right'] as const;

/**
 * Puts a GFM table in a box of its own that scrolls sideways, so that a wide table
 * never widens the page on a phone. The box can take focus, so that it scrolls from
 * the keyboard too, and is named by `label` for those who reach it that way.
 */
export function scrollingTable(table: Element, label: string): Element {
  moveAlignmentToClasses(table);
  return {
    type: 'element',
    tagName: 'section',
    properties: { className: [tableScrollClass], ariaLabel: label, tabIndex: 0 },
    children: [table],
  };
}

/** GFM writes a column's alignment as the `align` attribute, which HTML no longer has: a class says it instead. */
function moveAlignmentToClasses(table: Element): void {
  visit(table, 'element', (cell: Element) => {
    const { align, ...properties } = cell.properties;
    if (typeof align !== 'string') return;
    cell.properties = { ...properties, className: [`align-${align}`] };
  });
}
