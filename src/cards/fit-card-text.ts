import type { CardFonts, FallbackFont, ResolvedFont } from './card-fonts.ts';
import type { CardNode } from './card-tree.ts';

/** A drawn card's tree as the fonts can draw it. */
export interface FittedCard {
  /** The tree without the characters no font has: satori would draw each as a missing-glyph box. */
  readonly tree: CardNode;
  /** The fallback fonts its text needs, in the site's order, each with its digest. */
  readonly fallbacks: readonly { readonly font: ResolvedFont; readonly digest: string }[];
  /** The characters no font has, each once, in the order the text shows them. */
  readonly missing: readonly string[];
}

/** Characters drawn without a glyph of their own: spaces, controls, joiners, variation selectors. */
const drawnWithoutGlyph = /^[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}]$/u;

/**
 * Finds, for each character of the card's text that the card fonts lack, the first
 * fallback font that has it, reading the fallbacks in order only as far as it must. A
 * card whose text the card fonts cover (the common case) reads none.
 */
export async function fitCardText(tree: CardNode, fonts: CardFonts): Promise<FittedCard> {
  const lacking = charactersLacking(tree, await fonts.characters());
  if (lacking.length === 0) return { tree, fallbacks: [], missing: [] };
  const used = new Set<FallbackFont>();
  const missing: string[] = [];
  for (const character of lacking) {
    const found = await firstHaving(fonts.fallbacks, character.codePointAt(0) ?? 0);
    if (found) used.add(found);
    else missing.push(character);
  }
  const fallbacks = await Promise.all(
    fonts.fallbacks.filter((fallback) => used.has(fallback)).map(async ({ font, read }) => ({ font, digest: (await read()).digest })),
  );
  return { tree: missing.length > 0 ? without(tree, new Set(missing)) : tree, fallbacks, missing };
}

/** The characters of the tree's text, each once, that `characters` lacks and that need a glyph. */
function charactersLacking(tree: CardNode, characters: ReadonlySet<number>): string[] {
  const lacking = new Set<string>();
  const visit = (node: CardNode): void => {
    if (typeof node !== 'string') {
      node.children.forEach(visit);
      return;
    }
    for (const character of node) {
      if (!characters.has(character.codePointAt(0) ?? 0) && !drawnWithoutGlyph.test(character)) lacking.add(character);
    }
  };
  visit(tree);
  return [...lacking];
}

async function firstHaving(fallbacks: readonly FallbackFont[], codePoint: number): Promise<FallbackFont | undefined> {
  for (const fallback of fallbacks) if ((await fallback.read()).characters.has(codePoint)) return fallback;
  return undefined;
}

function without(node: CardNode, missing: ReadonlySet<string>): CardNode {
  if (typeof node === 'string') return [...node].filter((character) => !missing.has(character)).join('');
  return { ...node, children: node.children.map((child) => without(child, missing)) };
}
