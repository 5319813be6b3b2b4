import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { alignmentClasses } from './scrolling-table.ts';

/**
 * GitHub's sanitizing rules, which already let through what GFM makes of tables,
 * strikethrough, task lists and footnotes, widened only for markup that the build
 * itself generates: the box a table scrolls in, column alignment as classes and the
 * label around a task's checkbox (highlighted code and components go in after
 * sanitizing: see body-slots.ts). Writers' Markdown cannot produce these elements
 * (raw HTML is dropped before sanitizing), so the extra attributes open no door to them.
 * A site widens it further only by an allowance that can run no script (sanitizer-allowance.ts).
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  // Heading ids are generated from heading text, never chosen by writers, so the
  // anti-clobbering prefix would only make the table-of-contents anchors ugly.
  // Footnote links and the ids they point to are both generated, so they still match.
  clobberPrefix: '',
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'label'],
  attributes: {
    ...defaultSchema.attributes,
    // Whole, not added to: the first className rule listed for an element is the only one applied.
    section: ['dataFootnotes', ['className', 'footnotes', 'table-scroll'], 'ariaLabel'],
    th: [['className', ...alignmentClasses]],
    td: [['className', ...alignmentClasses]],
  },
};
