import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { ReactElement } from 'react';
import type { Memo } from '../cache/memo.ts';
import type { ContentSources, LoadedContent } from '../definition/content-sources.ts';
import type { LoadedSiteDefinition } from '../definition/define-site.ts';
import type { PagePlan } from '../pipeline/plan-pages.ts';
import { cardEncodingId } from './card-encoding.ts';
import { resolveCardFonts, type CardFonts, type ResolvedFont } from './card-fonts.ts';
import { CardTreeError, cardTreeOf, type CardNode } from './card-tree.ts';
import type { CardBackdrop, CardJob, CardSource } from './card-job.ts';
import { fitCardText } from './fit-card-text.ts';
import { cardSize, type CardImage, type SocialCard } from './social-card.ts';

/** Every page's card, and the files that make them. */
export interface CardPlan {
  /** Each page's card, by the page's site path. */
  readonly images: ReadonlyMap<string, CardImage>;
  readonly jobs: readonly CardJob[];
  readonly fonts: readonly ResolvedFont[];
  /** What the build says but does not stop for: cards that leave out characters no font has, by page. */
  readonly warnings: readonly string[];
}

/** Where the cards are written, inside the output. */
const cardFolder = 'cards';

/** A card's file inside the output. */
export function cardFileOf(name: string): string {
  return `${cardFolder}/${name}`;
}

export const noCards: CardPlan = { images: new Map(), jobs: [], fonts: [], warnings: [] };

/** The site's cards cannot be made as it declares them. */
export class CardPlanError extends Error {
  override name = 'CardPlanError';
  constructor(readonly problems: readonly string[]) {
    super(`The social cards cannot be made:\n${problems.join('\n')}`);
  }
}

/**
 * Asks the site for each page's card and names each card's file by the hash of what
 * it is made from (its element tree and fonts, or its picture's bytes) and how (see
 * cardEncodingId): the name is known before the card is drawn, so pages are rendered
 * while the cards are made, and a card that did not change keeps its name.
 */
export async function planCards(
  plan: PagePlan,
  definition: LoadedSiteDefinition,
  content: LoadedContent<ContentSources>,
  /** The project folder: fonts are found in its packages, pictures from it. */
  root: string,
  /** The card fonts' characters, by each file's hash (see resolveCardFonts). */
  fontCharacters: Memo<readonly number[]>,
): Promise<CardPlan> {
  const spec = definition.socialCards?.(content, plan.env);
  if (!spec) return noCards;
  const fonts = await resolveCardFonts(root, spec.fonts, spec.fallbackFonts, fontCharacters);
  const encoding = cardEncodingId();
  const madeFrom = madeFromOf(fonts, root, encoding);
  const images = new Map<string, CardImage>();
  const jobs = new Map<string, CardJob>();
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const { route } of plan.routes) {
    const card = route.kind === 'page' ? spec.card(route) : undefined;
    if (!card) continue;
    let made: { source: CardSource; text: string; missing: readonly string[] };
    try {
      made = await madeFrom(sourceOf(card, root));
    } catch (error) {
      if (!(error instanceof CardProblem)) throw error;
      problems.push(`the page ${route.path}: ${error.message}`);
      continue;
    }
    if (made.missing.length > 0) warnings.push(`the page ${route.path}: its card leaves out ${describeMissing(made.missing)}`);
    const { source } = made;
    const hash = hashOf(`${encoding}\n${source.kind}\n${made.text}`);
    const name = `${hash}.${source.kind === 'drawn' ? 'png' : 'jpg'}`;
    if (!jobs.has(name)) jobs.set(name, { name, page: route.path, source });
    images.set(route.path, {
      url: plan.env.paths.absolute(`/${cardFileOf(name)}`),
      ...cardSize,
      alt: card.alt,
      type: source.kind === 'drawn' ? 'image/png' : 'image/jpeg',
    });
  }
  if (problems.length > 0) throw new CardPlanError(problems);
  return { images, jobs: [...jobs.values()], fonts: fonts.fonts, warnings };
}

/** Characters no card font has, as a warning names them: `"ༀ" (U+0F00), which no card font has`. */
function describeMissing(missing: readonly string[]): string {
  const codePoint = (character: string) => (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `${missing.map((character) => `"${character}" (U+${codePoint(character)})`).join(', ')}, which no card font has`;
}

/** What one page's card cannot be made from. */
class CardProblem extends Error {}

/** A card as the site declares it: a drawn card's trees (their text not yet fitted to the fonts), or a picture. */
type DeclaredSource =
  | { readonly kind: 'drawn'; readonly tree: CardNode; readonly backdrop: CardNode | undefined }
  | { readonly kind: 'picture'; readonly path: string };

function sourceOf(card: SocialCard, root: string): DeclaredSource {
  if (card.kind === 'picture') return { kind: 'picture', path: resolve(root, card.file) };
  return {
    kind: 'drawn',
    tree: cardElementOf(card.element, 'a card'),
    backdrop: card.backdrop && cardElementOf(card.backdrop, "a card's backdrop"),
  };
}

/** The one element, the size of the card, that `element` renders to. */
function cardElementOf(element: ReactElement, what: string): CardNode {
  let tree: CardNode[];
  try {
    tree = cardTreeOf(element);
  } catch (error) {
    if (error instanceof CardTreeError) throw new CardProblem(error.message);
    throw error;
  }
  const [root, ...more] = tree;
  if (!root || more.length > 0) throw new CardProblem(`${what} is one element, the size of the card`);
  return root;
}

/** A name for what `text` describes: 20 hex digits of its hash. */
function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/**
 * What a card is made from, and that as text to hash: a drawn card's tree as the fonts
 * draw it, with the fonts and the fallbacks it needs, and its backdrop's name; or a
 * picture's bytes. Each picture is read, and each backdrop fitted and named, once
 * however many pages show it.
 */
function madeFromOf(
  fonts: CardFonts,
  root: string,
  encoding: string,
): (declared: DeclaredSource) => Promise<{ source: CardSource; text: string; missing: readonly string[] }> {
  const pictures = new Map<string, Promise<string>>();
  const backdrops = new Map<CardNode, Promise<{ backdrop: CardBackdrop; missing: readonly string[] }>>();
  const backdropOf = (declared: CardNode) => {
    let fitting = backdrops.get(declared);
    if (!fitting) {
      fitting = fitCardText(declared, fonts).then(({ tree, fallbacks, missing }) => {
        const text = [treeText(tree), fonts.digest, ...fallbacks.map((fallback) => fallback.digest)].join('\n');
        const key = hashOf(`${encoding}\nbackdrop\n${text}`);
        return { backdrop: { key, tree, fallbackFonts: fallbacks.map((fallback) => fallback.font) }, missing };
      });
      backdrops.set(declared, fitting);
    }
    return fitting;
  };
  return async (declared) => {
    if (declared.kind === 'drawn') {
      const [{ tree, fallbacks, missing }, under] = await Promise.all([
        fitCardText(declared.tree, fonts),
        declared.backdrop === undefined ? undefined : backdropOf(declared.backdrop),
      ]);
      const source: CardSource = {
        kind: 'drawn',
        tree,
        fallbackFonts: fallbacks.map((fallback) => fallback.font),
        backdrop: under?.backdrop,
      };
      // A card that needs no fallback is named as it was before fallbacks were declared.
      const text = [
        treeText(tree),
        fonts.digest,
        ...fallbacks.map((fallback) => fallback.digest),
        ...(under ? [`backdrop ${under.backdrop.key}`] : []),
      ].join('\n');
      return { source, text, missing: [...new Set([...(under?.missing ?? []), ...missing])] };
    }
    let digest = pictures.get(declared.path);
    if (!digest) {
      digest = readFile(declared.path).then(
        (bytes) => createHash('sha256').update(bytes).digest('hex'),
        () => Promise.reject(new CardProblem(`its card's picture ${relative(root, declared.path)} cannot be read`)),
      );
      pictures.set(declared.path, digest);
    }
    return { source: declared, text: await digest, missing: [] };
  };
}

/** A tree as text, written once per tree: the trees of unchanged cards are the same objects from one build to the next (see cardTreeOf). */
function treeText(tree: CardNode): string {
  if (typeof tree === 'string') return JSON.stringify(tree);
  let text = treeTexts.get(tree);
  if (text === undefined) {
    text = JSON.stringify(tree);
    treeTexts.set(tree, text);
  }
  return text;
}

const treeTexts = new WeakMap<object, string>();
