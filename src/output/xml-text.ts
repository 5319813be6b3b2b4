/**
 * A character XML 1.0 does not allow anywhere in a document, not even escaped: the
 * C0 controls but tab, newline and carriage return, a half of a surrogate pair
 * alone, U+FFFE and U+FFFF. Feed readers and crawlers refuse a whole file for one.
 */
export const nonXmlCharacter = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text without the characters XML forbids: what the site's feed and sitemap are given may hold any. */
export function withoutNonXmlCharacters(text: string): string {
  return text.replace(nonXmlCharacter, '');
}
