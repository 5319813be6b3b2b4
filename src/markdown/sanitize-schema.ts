import { defaultSchema, type Schema } from 'hast-util-sanitize';

/**
 * GitHub's sanitizing rules, widened only for markup that the build itself
 * generates: highlighted code (inline colours from shiki) and the code block's
 * copy button. Writers' Markdown cannot produce these elements (raw HTML is
 * dropped before sanitizing), so the extra attributes open no door to them.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  // Heading ids are generated from heading text, never chosen by writers, so the
  // anti-clobbering prefix would only make the table-of-contents anchors ugly.
  clobberPrefix: '',
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'button'],
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'code-block', 'code-block__bar'], 'dataCodeBlock', 'dataPagefindIgnore'],
    span: [...(defaultSchema.attributes?.span ?? []), 'style', ['className', 'line', 'code-block__lang']],
    pre: [...(defaultSchema.attributes?.pre ?? []), 'style', ['className', 'shiki', /^github-/], 'tabIndex'],
    button: ['type', ['className', 'code-block__copy'], 'dataCopyCode', 'dataRequiresJs'],
  },
};
