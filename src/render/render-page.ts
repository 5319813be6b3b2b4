import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentSources, LoadedContent } from '../definition/content-sources.ts';
import type { AssetUrls, SiteDefinition } from '../definition/define-site.ts';
import type { Route } from '../definition/routes.ts';
import type { SitePaths } from './site-paths.ts';
import { TemplateRenderError } from './template-render-error.ts';

/** What every page of one build is rendered with. */
export interface RenderEnvironment<Sources extends ContentSources = ContentSources, Head = unknown> {
  readonly definition: SiteDefinition<Sources, Head>;
  readonly content: LoadedContent<Sources>;
  readonly paths: SitePaths;
  readonly assets: AssetUrls;
}

/** Renders a page in the site's document shell: a complete HTML document. A template that throws fails the build. */
export function renderPage<Sources extends ContentSources, Head>(route: Route<Head>, env: RenderEnvironment<Sources, Head>): string {
  const document = createElement(env.definition.document, {
    content: env.content,
    head: route.head,
    path: route.path,
    canonical: route.notFound ? undefined : env.paths.absolute(route.path),
    notFound: route.notFound,
    assets: env.assets,
    paths: env.paths,
    children: route.render(),
  });
  try {
    return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
  } catch (error) {
    throw new TemplateRenderError(route.path, route.template, error);
  }
}
