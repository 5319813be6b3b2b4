/**
 * Deterministic choices for generated visuals: the same text always picks the same
 * option, so a build is reproducible and a new project or person gets a look of its own
 * without anyone choosing one.
 */

/**
 * FNV-1a over the text's UTF-16 code units, then MurmurHash3's finaliser: tiny and
 * stable across runs and platforms. The finaliser matters: FNV-1a alone leaves its low
 * bits poorly mixed, and a choice among a few options reads exactly those bits.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** One of `options`, chosen by `text`; `salt` lets one text make independent choices (hair, skin, colour). */
export function chooseFor<Option>(text: string, options: readonly [Option, ...Option[]], salt = ''): Option {
  const index = stableHash(`${salt}:${text}`) % options.length;
  return options[index] ?? options[0];
}

/** The accent colours a generated visual may take; each names a class in visuals.css. */
export const tones = ['blue', 'teal', 'violet', 'amber', 'rose', 'emerald'] as const;
export type Tone = (typeof tones)[number];

export const toneFor = (text: string): Tone => chooseFor(text, tones, 'tone');
