import type { ContentSources, LoadedContent } from '../definition/content-sources.ts';
import type { LoadedSiteDefinition } from '../definition/define-site.ts';
import type { Route } from '../definition/routes.ts';
import { isLastModifiedDate, lastModifiedRule } from '../definition/last-modified.ts';
import { pageFileOf } from '../output/page-files.ts';
import type { SitePaths } from '../render/site-paths.ts';

/** Every page of the site, and the other files its definition asks for: what the next stages write. */
export interface PagePlan {
  readonly routes: readonly PlannedPage[];
  /** Files the site's definition adds (`/notes/index.json`), by file inside the output. */
  readonly files: ReadonlyMap<string, string>;
}

export interface PlannedPage {
  readonly route: Route<unknown>;
  /** Where the page is written, inside the output. */
  readonly file: string;
}

/** Two pages, or a page and a file, claim the same address; or a page says something of itself that cannot be. */
export class PagePlanError extends Error {
  override name = 'PagePlanError';
}

export function planPages(definition: LoadedSiteDefinition, content: LoadedContent<ContentSources>, paths: SitePaths): PagePlan {
  const env = { paths };
  const routes = definition.routes(content, env).map((route) => ({ route, file: pageFileOf(route.path, { notFound: route.notFound }) }));
  const files = new Map(Object.entries(definition.files?.(content, env) ?? {}).map(([path, text]) => [path.replace(/^\/+/, ''), text]));
  const claimedBy = new Map<string, string>();
  const problems: string[] = [];
  for (const [file, what] of [
    ...routes.map(({ route, file }) => [file, `the page ${route.path} (${route.template})`] as const),
    ...[...files.keys()].map((file) => [file, 'a file of the site'] as const),
  ]) {
    const first = claimedBy.get(file);
    if (first) problems.push(`${file}: both ${first} and ${what} are written there`);
    else claimedBy.set(file, what);
  }
  if (problems.length > 0) throw new PagePlanError(`Two pages claim one address:\n${problems.join('\n')}`);
  const undated = routes.flatMap(({ route }) =>
    route.lastModified === undefined || isLastModifiedDate(route.lastModified)
      ? []
      : [`the page ${route.path} (${route.template}): lastModified '${route.lastModified}' ${lastModifiedRule}`],
  );
  if (undated.length > 0) throw new PagePlanError(`A page's lastModified is not a date:\n${undated.join('\n')}`);
  return { routes, files };
}
