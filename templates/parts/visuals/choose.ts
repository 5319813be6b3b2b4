/**
 * Deterministic choices for generated visuals: the same text always picks the same
 * option, so a build is reproducible and a new project or person gets a look of its own
 * without anyone choosing one.
 */

/** FNV-1a over the text's UTF-16 code units: tiny, stable across runs and platforms, and well spread. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
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
