import type { ContentSources, LoadedContent } from '../definition/content-sources.ts';
import type { LoadedSiteDefinition, RouteEnvironment } from '../definition/define-site.ts';
import { isLastModifiedDate, lastModifiedRule } from '../definition/last-modified.ts';
import type { Route } from '../definition/routes.ts';
import type { ImageCatalog } from '../images/published-image.ts';
import { pageFileOf } from '../output/page-files.ts';
import type { SitePaths } from '../render/site-paths.ts';

/** Every page of the site, and the other files its definition asks for: what the next stages write. */
export interface PagePlan {
  readonly routes: readonly PlannedPage[];
  /** What the site's routes were made with: its other declarations (social cards) are given the same. */
  readonly env: RouteEnvironment;
  /** Files the site's definition adds (`/notes/index.json`), by file inside the output. */
  readonly files: ReadonlyMap<string, string>;
}

export interface PlannedPage {
  readonly route: Route<unknown>;
  /** Where the page is written, inside the output. */
  readonly file: string;
}

/** Two routes, or a route and a file, claim the same address; or a route says something of itself that cannot be. */
export class PagePlanError extends Error {
  override name = 'PagePlanError';
  constructor(
    heading: string,
    /** Each problem, on a line of its own. */
    readonly problems: readonly string[],
  ) {
    super(`${heading}:\n${problems.join('\n')}`);
  }
}

export function planPages(
  definition: LoadedSiteDefinition,
  content: LoadedContent<ContentSources>,
  paths: SitePaths,
  images: ImageCatalog,
): PagePlan {
  const env: RouteEnvironment = { paths, images };
  const routes = definition.routes(content, env).map((route) => ({
    route,
    file: pageFileOf(route.path, { notFound: route.kind === 'page' && route.notFound }),
  }));
  const files = new Map(Object.entries(definition.files?.(content, env) ?? {}).map(([path, text]) => [path.replace(/^\/+/, ''), text]));
  // Routes are described only when they collide: a dev server plans thousands of pages on every save.
  const claimedBy = new Map<string, Route<unknown> | 'file'>();
  const described = (claim: Route<unknown> | 'file') => (claim === 'file' ? 'a file of the site' : describeRoute(claim));
  const collisions: string[] = [];
  const claim = (file: string, by: Route<unknown> | 'file') => {
    const first = claimedBy.get(file);
    if (first) collisions.push(`${file}: both ${described(first)} and ${described(by)} are written there`);
    else claimedBy.set(file, by);
  };
  for (const { route, file } of routes) claim(file, route);
  for (const file of files.keys()) claim(file, 'file');
  if (collisions.length > 0) throw new PagePlanError('Two pages claim one address', collisions);
  const mistakes = routes.flatMap(({ route }) => routeMistakes(route).map((mistake) => `${describeRoute(route)}: ${mistake}`));
  if (mistakes.length > 0) throw new PagePlanError('A route cannot be written as it is declared', mistakes);
  return { routes, env, files };
}

/** A route as messages name it: `the page /notes/a (NotePage)`, `the redirect /old to /new`. */
function describeRoute(route: Route<unknown>): string {
  return route.kind === 'page' ? `the page ${route.path} (${route.template})` : `the redirect ${route.path} to ${route.to}`;
}

/** What is wrong with what a route says of itself. */
function routeMistakes(route: Route<unknown>): string[] {
  if (route.kind === 'page') {
    const { lastModified } = route;
    return lastModified === undefined || isLastModifiedDate(lastModified) ? [] : [`lastModified '${lastModified}' ${lastModifiedRule}`];
  }
  const sitePath = /^\/(?!\/)[^?#\s]*$/;
  return [
    ...(sitePath.test(route.path) ? [] : [`from '${route.path}' must be a site path such as /blog/old-slug`]),
    ...(sitePath.test(route.to.replace(/#.*$/, '')) ? [] : [`to '${route.to}' must be a site path such as /blog/new-slug`]),
    ...(pageFileOf(route.path) === pageFileOf(route.to.replace(/#.*$/, '')) ? ['it leads to its own address'] : []),
  ];
}
