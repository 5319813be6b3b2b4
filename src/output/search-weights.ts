import { Parser } from 'htmlparser2';
import { SearchIndexError } from './pagefind-process.ts';

/**
 * How much a search counts the words of an element, by element name (`pre`), where
 * the rest of a body counts 1: Pagefind's `data-pagefind-weight`, from 0 to 10.
 */
export type SearchWeights = Readonly<Record<string, number>>;

/** The id a weighted element is given when it has none: Pagefind records an element with an id as an anchor of its page. */
export const weightedAnchorPrefix = 'pagefind-weighted-';

const elementName = /^[a-z][a-z0-9-]*$/;
const maxWeight = 10;

/** Throws a SearchIndexError naming every element name and weight Pagefind could not use. */
export function checkSearchWeights(weights: SearchWeights): void {
  const problems = Object.entries(weights).flatMap(([name, weight]) => [
    ...(elementName.test(name) ? [] : [`'${name}' is not an element name (such as pre)`]),
    ...(Number.isFinite(weight) && weight >= 0 && weight <= maxWeight ? [] : [`${name}: ${weight} is not a weight from 0 to ${maxWeight}`]),
  ]);
  if (problems.length > 0) throw new SearchIndexError(`search.weights: ${problems.join('; ')}`);
}

/**
 * What a body becomes for the index: each element the weights name marked with its
 * weight, and given an id where it has none. With the id, Pagefind records the
 * element as an anchor of its page: the word it starts at and its text, which a search
 * page needs to tell those words from the rest (to keep code out of an excerpt, say).
 *
 * The attributes are written into the body's own text, after each element's name:
 * reading the tags without building a tree costs a fraction of parsing and writing
 * the body again, and a build does it for every body of the site. An element that
 * already has a weight keeps the one given here, which comes first.
 */
export function bodyWeighting(weights: SearchWeights): (html: string) => string {
  const byName = new Map(Object.entries(weights));
  if (byName.size === 0) return (html) => html;
  const candidate = new RegExp(`<(${[...byName.keys()].join('|')})[\\s/>]`, 'i');
  return (html) => {
    if (!candidate.test(html)) return html;
    const insertions: { at: number; text: string }[] = [];
    const parser = new Parser({
      onopentag(name, attributes, implied) {
        const weight = byName.get(name);
        const at = parser.startIndex + 1 + name.length;
        if (implied || weight === undefined || html.slice(parser.startIndex + 1, at).toLowerCase() !== name) return;
        const id = 'id' in attributes ? '' : ` id="${weightedAnchorPrefix}${insertions.length + 1}"`;
        insertions.push({ at, text: ` data-pagefind-weight="${weight}"${id}` });
      },
    });
    parser.end(html);
    let weighted = '';
    let from = 0;
    for (const { at, text } of insertions) {
      weighted += html.slice(from, at) + text;
      from = at;
    }
    return weighted + html.slice(from);
  };
}
