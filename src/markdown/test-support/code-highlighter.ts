import type { HighlightCacheOptions } from '../../cache/highlight-cache.ts';
import { defaultCodeThemes, type CodeThemes } from '../code-stylesheet.ts';
import { openCodeCache, startHighlighting, type CodeBlock, type CodeHighlighter } from '../highlighter.ts';

/** Highlights the blocks as one build does: from the cache where it can, which is then saved. */
export async function createCodeHighlighter(
  blocks: readonly CodeBlock[],
  cacheOptions: HighlightCacheOptions = {},
  themes: CodeThemes = defaultCodeThemes,
): Promise<CodeHighlighter> {
  const cache = openCodeCache(cacheOptions, themes);
  const { highlighter, use } = await startHighlighting(cache, themes).prepare(blocks);
  await cache.save([use]);
  return highlighter;
}
