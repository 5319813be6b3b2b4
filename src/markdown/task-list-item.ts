import type { Element, ElementContent } from 'hast';

/** Elements that end the text of a task item: what follows them (a nested list, say) is not the checkbox's label. */
const blocks = new Set(['blockquote', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'ol', 'p', 'pre', 'section', 'table', 'ul']);

/**
 * GFM puts a task item's checkbox before its text with nothing naming it, so a
 * screen reader announces a checkbox without saying which task it is. Wrapped
 * in a label with the text that follows it, the checkbox is named by its task.
 */
export function labelTaskCheckbox(item: Element): Element {
  // The checkbox opens the item in a tight list, and the item's first paragraph in a loose one.
  const paragraph = item.children.find((child): child is Element => child.type === 'element' && child.tagName === 'p');
  const holder = [item, paragraph].find((element) => isCheckbox(element?.children[0]));
  if (holder === undefined) return item;
  const textEnd = holder.children.findIndex((child) => child.type === 'element' && blocks.has(child.tagName));
  const labelled = holder.children.slice(0, textEnd === -1 ? undefined : textEnd);
  holder.children.splice(0, labelled.length, { type: 'element', tagName: 'label', properties: {}, children: labelled });
  return item;
}

function isCheckbox(node: ElementContent | undefined): boolean {
  return node?.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}
