import { randomUUID } from 'node:crypto';

/**
 * Highlighted code goes into a body's HTML after the body is sanitized and written
 * out: shiki's markup is made by the build from the code's text, which it escapes, so
 * it is as safe as the sanitized rest, and taking it as it is spares converting,
 * sanitizing and writing out again a node for every token. Until then each block
 * holds its place as a marker no writer can type: its number between private-use
 * characters around a nonce drawn when the process starts. The same process fills
 * them in: no marker of these is ever cached.
 */
export interface CodeSlots {
  /** The marker that holds a block's place. */
  marker(html: string): string;
  /** The body's HTML with every block in its place. */
  fill(html: string): string;
}

const slotNonce = randomUUID();
const slotPattern = new RegExp(`\uE000${slotNonce}:(\\d+)\uE001`, 'g');

export function codeSlots(): CodeSlots {
  const slots: string[] = [];
  return {
    marker: (html) => `\uE000${slotNonce}:${slots.push(html) - 1}\uE001`,
    fill: (html) => (slots.length === 0 ? html : html.replace(slotPattern, (marker, index: string) => slots[Number(index)] ?? marker)),
  };
}
