import { feedPath } from '../output/feed.ts';
import { isAbsoluteUrl } from './absolute-url.ts';
import type { Problem } from './problem.ts';
import type { SiteOutput } from './site-output.ts';
import { childrenNamed, type XmlElement } from './xml-document.ts';
import { readXmlFile } from './xml-file.ts';

/**
 * The site's RSS feed, when it has one, as a feed reader takes it: well-formed XML
 * with no forbidden character, an `<rss>` root around a `<channel>`, and items that
 * each have a title and an absolute link to open.
 */
export async function checkFeedXml(output: SiteOutput): Promise<Problem[]> {
  const file = feedPath.slice(1);
  const checked = await readXmlFile(output, file);
  if (!checked?.root) return [...(checked?.problems ?? [])];
  const where = output.base + file;
  const problem = (message: string): Problem => ({ where, message });
  const { root } = checked;
  if (root.name !== 'rss' || root.namespace !== '') {
    return [...checked.problems, problem(`its root element is <${root.name}>, not RSS's <rss>: readers take it for no feed`)];
  }
  const [channel] = childrenNamed(root, 'channel');
  if (!channel) return [...checked.problems, problem('its <rss> has no <channel>: readers find nothing in it')];
  return [...checked.problems, ...childrenNamed(channel, 'item').flatMap((item) => itemProblems(item).map(problem))];
}

/** What a reader cannot show of an item: a title to list it by, an absolute link to open it at. */
function itemProblems(item: XmlElement): string[] {
  const textOf = (name: string) => childrenNamed(item, name)[0]?.text.trim() ?? '';
  const title = textOf('title');
  const link = textOf('link');
  const named = title ? `the item "${title}" at ${item.at}` : `the item at ${item.at}`;
  if (!title && !link) return [`${named} has no title and no link`];
  if (!title) return [`${named} has no title`];
  if (!link) return [`${named} has no link`];
  return isAbsoluteUrl(link) ? [] : [`${named} links to "${link}", not an absolute URL`];
}
