import type { Memo } from '../cache/memo.ts';
import type { ContentSources, LoadedContent } from '../definition/content-sources.ts';
import type { LoadedSiteDefinition } from '../definition/define-site.ts';
import { feedPath, rssFeed } from '../output/feed.ts';
import { robotsTxt } from '../output/robots.ts';
import { sitemapXml } from '../output/sitemap.ts';
import type { SitePaths } from '../render/site-paths.ts';
import type { PagePlan } from './plan-pages.ts';

/** The engine's own files beside the pages, by site path: what no route or file of the site may also claim. */
export interface EngineFile {
  /** As messages name it: `the sitemap`. */
  readonly name: string;
  readonly path: string;
}

const sitemapFile: EngineFile = { name: 'the sitemap', path: '/sitemap.xml' };
const robotsFile: EngineFile = { name: 'robots.txt', path: '/robots.txt' };
const feedFile: EngineFile = { name: 'the feed', path: feedPath };

/** The files siteFiles writes for a site besides the ones its definition adds. */
export function engineFiles(definition: LoadedSiteDefinition): EngineFile[] {
  return [sitemapFile, robotsFile, ...(definition.feed ? [feedFile] : [])];
}

/**
 * The files around the pages, by file inside the output: the sitemap (every indexed
 * page), robots.txt, the feed when the site has one (its items kept in `feedItems`),
 * and the files its definition adds.
 */
export function siteFiles(
  plan: PagePlan,
  definition: LoadedSiteDefinition,
  content: LoadedContent<ContentSources>,
  paths: SitePaths,
  feedItems: Memo<string>,
): Map<string, string> {
  const indexed = plan.routes.flatMap(({ route }) => (route.kind === 'page' && route.indexed && !route.notFound ? [route] : []));
  const files = new Map<string, string>([
    [
      sitemapFile.path.slice(1),
      sitemapXml(indexed.map((route) => ({ url: paths.absolute(route.path), lastModified: route.lastModified }))),
    ],
    [robotsFile.path.slice(1), robotsTxt(paths.absolute(sitemapFile.path))],
  ]);
  const feed = definition.feed?.(content);
  if (feed) files.set(feedFile.path.slice(1), rssFeed(feed.channel, feed.items, paths, feedItems));
  for (const [file, text] of plan.files) files.set(file, text);
  return files;
}
