import { createHash } from 'node:crypto';
import anyAscii from 'any-ascii';

/**
 * The longest slug made from a title: an address that stays readable, and a file
 * name far below the 255 bytes file systems allow, whatever extension follows.
 */
export const longestSlug = 80;

export interface EntrySlug {
  readonly slug: string;
  /** How the slug was made, in a sentence for the writer, when it is not simply the title's words. */
  readonly note?: string | undefined;
}

const changeIt = 'change it if you want another.';

/** Characters of scripts written without spaces between words, and emoji: each is spelled as a word of its own. */
const unspacedCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Extended_Pictographic}]/gu;

/** A letter of another script than the Latin one, or an emoji: what the slug spells in Latin letters. */
const spelledCharacter = /(?!\p{Script=Latin})\p{L}|\p{Extended_Pictographic}/u;

/**
 * The title as lowercase ASCII words joined by hyphens, for a new entry's file name
 * and address: other scripts and emoji spelled in Latin letters (`你好` is `ni-hao`,
 * `🚀` is `rocket`), at most `longestSlug` characters, cut where a word ends. A title
 * that cannot be spelled so (a rare Han character) gets a stable slug from its hash,
 * `post-3f2a1b9c`: the same title gives the same slug. Undefined for a title with no
 * letter, digit or emoji at all.
 */
export function entrySlug(title: string, kind: string): EntrySlug | undefined {
  const whole = slugWords(anyAscii(title.replace(unspacedCharacter, (character) => ` ${character} `)));
  if (whole === '') {
    if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(title)) return undefined;
    const slug = `${slugWords(kind) || 'entry'}-${createHash('sha256').update(title.normalize('NFC')).digest('hex').slice(0, 8)}`;
    return { slug, note: `The title has no letters to spell in Latin ones, so its slug, ${slug}, is made from its hash: ${changeIt}` };
  }
  const slug = firstWords(whole, longestSlug);
  const spelled = spelledCharacter.test(title);
  const cut = slug !== whole;
  if (!spelled && !cut) return { slug };
  const words = cut ? "the title's first words" : 'the title';
  const how = spelled ? `spells ${words} in Latin letters` : `is ${words}`;
  return { slug, note: `Its slug, ${slug}, ${how}${cut ? `, cut at ${longestSlug} characters where a word ends` : ''}: ${changeIt}` };
}

/** ASCII text as lowercase words joined by hyphens; an apostrophe does not part a word (`don't` is `dont`). */
function slugWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The words of a slug that fit in `most` characters; a first word longer than that, cut. */
function firstWords(slug: string, most: number): string {
  if (slug.length <= most) return slug;
  const end = slug.lastIndexOf('-', most);
  return end > 0 ? slug.slice(0, end) : slug.slice(0, most);
}
