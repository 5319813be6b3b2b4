import { chooseFor, toneFor, type Tone } from './choose.ts';

export const hairStyles = ['short', 'side', 'crop', 'long', 'bun', 'wavy'] as const;
export type HairStyle = (typeof hairStyles)[number];

export const skinTones = ['light', 'fair', 'medium', 'tan', 'deep'] as const;
export type SkinTone = (typeof skinTones)[number];

export const hairColours = ['dark', 'brown', 'auburn', 'black'] as const;
export type HairColour = (typeof hairColours)[number];

/** How the face looks at the viewer: a warm smile, a broad one, or calm attention. */
export const expressions = ['smile', 'grin', 'calm'] as const;
export type Expression = (typeof expressions)[number];

export const glassesStyles = ['none', 'round', 'square'] as const;
export type Glasses = (typeof glassesStyles)[number];

/** Never chosen from a name, which says nothing of it: only the content gives a person a beard. */
export const facialHairStyles = ['none', 'stubble', 'beard'] as const;
export type FacialHair = (typeof facialHairStyles)[number];

/** What a portrait shows; each trait names a shape or a class in visuals.css. */
export interface PortraitTraits {
  readonly hair: HairStyle;
  readonly hairColour: HairColour;
  readonly skin: SkinTone;
  /** The colour of the clothes and the background. */
  readonly tone: Tone;
  readonly expression: Expression;
  readonly glasses: Glasses;
  readonly facialHair: FacialHair;
}

/** Glasses on about one face in three: most people the name chooses for go without. */
const glassesByName = ['none', 'none', 'none', 'round', 'square', 'none'] as const;

/**
 * A person's portrait, drawn from their name so everyone gets one without a choice
 * being made; what the content says about them (`portrait` in their YAML) wins.
 */
export function portraitTraits(name: string, chosen: Partial<PortraitTraits> = {}): PortraitTraits {
  const key = name.trim();
  return {
    hair: chosen.hair ?? chooseFor(key, hairStyles, 'hair'),
    hairColour: chosen.hairColour ?? chooseFor(key, hairColours, 'hair colour'),
    skin: chosen.skin ?? chooseFor(key, skinTones, 'skin'),
    tone: chosen.tone ?? toneFor(key),
    expression: chosen.expression ?? chooseFor(key, expressions, 'expression'),
    glasses: chosen.glasses ?? chooseFor(key, glassesByName, 'glasses'),
    facialHair: chosen.facialHair ?? 'none',
  };
}
