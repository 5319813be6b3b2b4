/**
 * The passage shown under an article that mentions a search: some thirty words of
 * its prose around the words searched for, each of them marked. The index holds the
 * article's code too, so that a search finds it, but a passage of code read out of
 * its block says little: a passage never takes a word of it, and an article that
 * mentions the words only in code gets none.
 */
import { mentionsIn, type WordMention } from './mention-words.ts';

/** A piece of a passage: text, marked where it is a word searched for. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

/** Words of the text, counted as the index counts them (from 0), from `start` up to but not including `end`. */
export interface WordRange {
  readonly start: number;
  readonly end: number;
}

const passageWords = 30;
/** Words of context shown before the first word searched for, when the passage can start there. */
const leadWords = 8;
const ellipsis = '…';

/**
 * The passage of `text` to show for the query's `words`, with the `code` ranges left
 * out; undefined when no word of the prose is one searched for. Words are what lies
 * between runs of white space, as the index counts them, so its word numbers apply.
 * Of the passages around each word found, the one with the most of the query's words
 * is shown, then the one with the most mentions, then the first.
 */
export function mentionExcerpt(text: string, code: readonly WordRange[], words: readonly string[]): ExcerptPart[] | undefined {
  const tokens = text.split(/\s+/);
  const inCode = tokens.map((_, index) => code.some(({ start, end }) => index >= start && index < end));
  const found = tokens.map((token, index) => (inCode[index] ? [] : mentionsIn(token, words)));
  let best: (WordRange & { readonly score: number }) | undefined;
  found.forEach((mentions, index) => {
    if (mentions.length === 0) return;
    // The prose around the word, between code blocks.
    let runStart = index;
    let runEnd = index + 1;
    while (runStart > 0 && !inCode[runStart - 1]) runStart--;
    while (runEnd < tokens.length && !inCode[runEnd]) runEnd++;
    const start = Math.max(runStart, Math.min(index - leadWords, runEnd - passageWords));
    const end = Math.min(runEnd, start + passageWords);
    const inside = found.slice(start, end).flat();
    const score = new Set(inside.map((mention) => mention.word)).size * 1000 + inside.length;
    if (!best || score > best.score) best = { start, end, score };
  });
  if (!best) return undefined;
  const parts: ExcerptPart[] = best.start > 0 ? [{ text: `${ellipsis} `, marked: false }] : [];
  for (let index = best.start; index < best.end; index++) {
    if (index > best.start) parts.push({ text: ' ', marked: false });
    parts.push(...markedParts(tokens[index] ?? '', found[index] ?? []));
  }
  if (best.end < tokens.length) parts.push({ text: ` ${ellipsis}`, marked: false });
  return parts;
}

function markedParts(token: string, mentions: readonly WordMention[]): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let from = 0;
  for (const { start, end } of mentions) {
    // A later word of the same name (`Client` in `SimpleClient`), already marked with the first.
    if (start < from) continue;
    if (start > from) parts.push({ text: token.slice(from, start), marked: false });
    parts.push({ text: token.slice(start, end), marked: true });
    from = end;
  }
  if (from < token.length) parts.push({ text: token.slice(from), marked: false });
  return parts;
}
