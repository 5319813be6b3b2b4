import type { FunctionDeclaration, RouteEnvironment } from '../definition/define-site.ts';
import type { ImageCatalog } from '../images/published-image.ts';
import type { SitePaths } from '../render/site-paths.ts';

/** What a site's routes, files and cards are made with: its functions' URLs are their addresses under the base path. */
export function routeEnvironment<FunctionName extends string>(
  functions: Readonly<Record<FunctionName, FunctionDeclaration>> | undefined,
  paths: SitePaths,
  images: ImageCatalog,
): RouteEnvironment<FunctionName> {
  const urls = Object.entries<FunctionDeclaration>(functions ?? {}).map(([name, { path }]) => [name, paths.withBase(path)]);
  // The names are those of `functions`, which every declared function has.
  return { paths, images, functions: Object.fromEntries(urls) as Record<FunctionName, string> };
}
