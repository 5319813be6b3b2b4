/**
 * How long an article takes to read, from its rendered body: words of prose at a
 * steady reading pace, and code counted less, since readers skim a listing rather
 * than read every token of it.
 */

/** Words of prose a reader gets through in a minute. */
const wordsPerMinute = 200;
/** What one word of code weighs against a word of prose. */
const codeWordWeight = 0.5;

/** The words of a body's prose and of its code blocks; interface text such as copy buttons is neither. */
export function countWords(html: string): { prose: number; code: number } {
  const body = html.replace(/<button\b[^>]*>[\s\S]*?<\/button>/g, ' ');
  const code = [...body.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)].map((match) => match[1] ?? '').join(' ');
  const prose = body.replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, ' ');
  return { prose: wordsIn(prose), code: wordsIn(code) };
}

/** Whole minutes to read a body, at least one. */
export function readingMinutes(html: string): number {
  const { prose, code } = countWords(html);
  return Math.max(1, Math.round((prose + code * codeWordWeight) / wordsPerMinute));
}

/** `7` -> `7 min read`, the form writers use for the `readTime` they give. */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

function wordsIn(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, '');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
