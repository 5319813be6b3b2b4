/**
 * Whether a text mentions what a visitor searched for, word by word. The search
 * index is no proof of it: Pagefind also finds a word by its stem, and splits a word
 * it does not know into words it does ("nomatch" finds "no" and "match").
 *
 * A query word is mentioned where a word of the text starts with it, whatever the
 * case: "kafk" (a word still being typed) and "thread" ("threads") are, a stem alone
 * ("retries" for "retry") is not, since the page would not show what was typed. Words
 * are runs of letters and digits, and a capital after a small letter starts one too,
 * as in code (`RequestFactory` in `SimpleClientHttpRequestFactory`).
 */

/** Where each word of a text starts: after a character that is no letter or digit, or at a capital after a small letter. */
const wordStart = /(?<![\p{L}\p{N}])[\p{L}\p{N}]|(?<=\p{Ll})\p{Lu}/gu;
const wordRun = /[\p{L}\p{N}]+/gu;
/** Where a word ends: at a character that is no letter or digit, at a capital after a small letter, or at the end. */
const wordEnd = /[^\p{L}\p{N}]|(?<=\p{Ll})\p{Lu}|$/gu;

/** The words of a query, in lower case: "Spring-Boot  JWT" is `spring`, `boot`, `jwt`. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().match(wordRun) ?? [];
}

/** Whether each of the words starts a word somewhere in the text. */
export function mentionsEveryWord(text: string, words: readonly string[]): boolean {
  const starts = [...text.matchAll(wordStart)].map((match) => match.index);
  return words.every((word) => starts.some((start) => startsWith(text, start, word)));
}

/** A word of the query where the text mentions it: from `start` to the end of the text's word it ends in (`end`). */
export interface WordMention {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** Every place the text mentions a word of the query, in order; each place once, for the longest word that starts there. */
export function mentionsIn(text: string, words: readonly string[]): WordMention[] {
  const longestFirst = [...new Set(words)].sort((a, b) => b.length - a.length);
  const mentions: WordMention[] = [];
  for (const { index: start } of text.matchAll(wordStart)) {
    const word = longestFirst.find((candidate) => startsWith(text, start, candidate));
    if (word === undefined) continue;
    wordEnd.lastIndex = start + word.length;
    mentions.push({ word, start, end: wordEnd.exec(text)?.index ?? text.length });
  }
  return mentions;
}

function startsWith(text: string, start: number, word: string): boolean {
  return text.slice(start, start + word.length).toLowerCase() === word;
}
