import { join } from 'node:path';
import type { KeptBundle } from '../functions/kept-bundles.ts';
import type { RenderedMarkdown } from '../markdown/render-markdown.ts';
import { openCardCache, type CardCache } from './card-cache.ts';
import { memoryEncodedImageCache, openEncodedImageCache, type EncodedImageCache } from './encoded-images.ts';
import { openIndexPartCache, type IndexPartCache } from './index-parts.ts';
import { openMemoryMemo, type SweepOptions } from './memo.ts';
import { openPersistentMemo, type PersistentMemo } from './persistent-memo.ts';

/**
 * Every cache a build keeps between processes, in `.sitegen/cache`: each entry is
 * keyed by a hash of what it was made from, so it can never be stale, and CI may
 * restore the folder from any earlier run. What a build did not use is dropped when
 * it saves, so the caches never grow with deleted content.
 */
export interface BuildCache {
  /** Values of content files that passed their schemas, by file, text and schemas. */
  readonly checked: PersistentMemo<unknown>;
  /** Markdown bodies rendered to HTML, by text and rendering settings. */
  readonly rendered: PersistentMemo<RenderedMarkdown>;
  /** Feed items' HTML as it stands alone in a reader, by the item's address and page HTML (see feed-html.ts). */
  readonly feedItems: PersistentMemo<string>;
  /** Where highlighted code blocks are kept, by code and language (see highlight-cache.ts); none keeps none. */
  readonly highlightFolder: string | undefined;
  /** Parts of the search index, by the documents they were made from. */
  readonly indexParts: IndexPartCache;
  /** Images encoded to each published format and width, by original, format, width and settings. */
  readonly encodedImages: EncodedImageCache;
  /** Social cards, by the hash of what each was made from. */
  readonly cards: CardCache;
  /** The characters of the card fonts, by the hash of each font file: reading them takes loading a font parser. */
  readonly fontCharacters: PersistentMemo<readonly number[]>;
  /** The server functions' bundles, by function, host and packages, with the sources each was made from. */
  readonly functionBundles: PersistentMemo<KeptBundle>;
  /**
   * Writes what changed, forgetting what the latest build did not use, or, with
   * `keepUnused`, keeping it (see SweepOptions).
   */
  save(options?: SweepOptions): Promise<void>;
}

/** The folder every cache lives under: safe to delete at any time. */
export function cacheFolderOf(root: string): string {
  return join(root, '.sitegen', 'cache');
}

/** Opens the caches of a project; `generatorId` names the generator: another one's entries are ignored. */
export async function openBuildCache(root: string, generatorId: string): Promise<BuildCache> {
  const folder = cacheFolderOf(root);
  const indexParts = openIndexPartCache(join(folder, 'search-index'), generatorId);
  const encodedImages = openEncodedImageCache(join(folder, 'encoded-images'));
  const cards = openCardCache(join(folder, 'social-cards'));
  const [checked, rendered, feedItems, fontCharacters, functionBundles] = await Promise.all([
    openPersistentMemo<unknown>(join(folder, 'checked-content'), generatorId),
    openPersistentMemo<RenderedMarkdown>(join(folder, 'rendered-markdown'), generatorId),
    openPersistentMemo<string>(join(folder, 'feed-items'), generatorId),
    openPersistentMemo<readonly number[]>(join(folder, 'font-characters'), generatorId),
    openPersistentMemo<KeptBundle>(join(folder, 'function-bundles'), generatorId),
  ]);
  return {
    checked,
    rendered,
    feedItems,
    highlightFolder: join(folder, 'highlighted-code'),
    indexParts,
    encodedImages,
    cards,
    fontCharacters,
    functionBundles,
    async save(options) {
      const memos = [checked, rendered, feedItems, encodedImages, fontCharacters, functionBundles];
      for (const memo of memos) memo.sweep(options);
      const sweeps = options?.keepUnused ? [] : [indexParts.sweep(), cards.sweep()];
      await Promise.all([...memos.map((memo) => memo.save()), ...sweeps]);
    },
  };
}

/** Caches that last as long as the process, for tools and tests that must not touch a project's folder. */
export function memoryBuildCache(): BuildCache {
  const checked = openMemoryMemo<unknown>();
  const rendered = openMemoryMemo<RenderedMarkdown>();
  const feedItems = openMemoryMemo<string>();
  const fontCharacters = openMemoryMemo<readonly number[]>();
  const functionBundles = openMemoryMemo<KeptBundle>();
  return {
    checked: { ...checked, save: async () => undefined },
    rendered: { ...rendered, save: async () => undefined },
    feedItems: { ...feedItems, save: async () => undefined },
    highlightFolder: undefined,
    indexParts: openIndexPartCache(undefined, ''),
    encodedImages: memoryEncodedImageCache(),
    cards: openCardCache(undefined),
    fontCharacters: { ...fontCharacters, save: async () => undefined },
    functionBundles: { ...functionBundles, save: async () => undefined },
    async save(options) {
      for (const memo of [checked, rendered, feedItems, fontCharacters, functionBundles]) memo.sweep(options);
    },
  };
}
