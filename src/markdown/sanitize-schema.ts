import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { alignmentClasses } from './scrolling-table.ts';

/**
 * GitHub's sanitizing rules, which already let through what GFM makes of tables,
 * strikethrough, task lists and footnotes, widened only for markup that the build
 * itself generates: the code block's bar and copy button (its highlighted code goes
 * in after sanitizing: see render-markdown.ts), the box a table scrolls in, column alignment as classes and the
 * label around a task's checkbox. Writers' Markdown cannot produce these elements
 * (raw HTML is dropped before sanitizing), so the extra attributes open no door to them.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  // Heading ids are generated from heading text, never chosen by writers, so the
  // anti-clobbering prefix would only make the table-of-contents anchors ugly.
  // Footnote links and the ids they point to are both generated, so they still match.
  clobberPrefix: '',
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'button', 'label'],
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'code-block', 'code-block__bar'], 'dataCodeBlock', 'dataPagefindIgnore'],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'code-block__lang']],
    button: ['type', ['className', 'code-block__copy'], 'dataCopyCode', 'dataRequiresJs'],
    // Whole, not added to: the first className rule listed for an element is the only one applied.
    section: ['dataFootnotes', ['className', 'footnotes', 'table-scroll'], 'ariaLabel'],
    th: [['className', ...alignmentClasses]],
    td: [['className', ...alignmentClasses]],
  },
};
