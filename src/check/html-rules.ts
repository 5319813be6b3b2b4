import type { ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules, less those that contradict deliberate,
 * valid choices. Each exception says why.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta /> and booleans as required="", the Markdown serializer a task
    // list's checkbox as bare `disabled`: all valid HTML, only a matter of style.
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-boolean-style': 'off',
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React spells some attributes in camelCase (charSet, dateTime, autoComplete); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // role="list" is deliberate: Safari drops list semantics from lists styled with list-style: none.
    'no-redundant-role': 'off',
    // Titles are `{page or article title} | {site name}`; article headlines are long by nature and
    // search engines shorten them for display, so the length is not capped.
    'long-title': 'off',
  },
};
