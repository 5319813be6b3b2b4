import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CardImage } from '../cards/social-card.ts';
import type { ContentSources, LoadedData } from '../definition/content-sources.ts';
import type { AssetUrls, SiteDefinition, SiteSettings } from '../definition/define-site.ts';
import type { RedirectRoute, Route } from '../definition/routes.ts';
import { redirectPageHtml } from '../output/redirect-page.ts';
import { sharedMarkup, type SharedMarkup } from './shared-markup.ts';
import type { SitePaths } from './site-paths.ts';
import { TemplateRenderError } from './template-render-error.ts';

/** What every page of one build is rendered with. */
export interface RenderEnvironment<Sources extends ContentSources = ContentSources, Head = unknown> {
  readonly definition: SiteDefinition<Sources, Head>;
  /** The data files, which the document shell is given. */
  readonly data: LoadedData<Sources>;
  readonly settings: SiteSettings;
  readonly paths: SitePaths;
  readonly assets: AssetUrls;
  /** Each page's social card, by its site path; absent when the site has none. */
  readonly cards?: ReadonlyMap<string, CardImage>;
}

/**
 * Renders a route as a complete HTML document: a page in the site's document shell
 * (a template that throws fails the build), or a redirect page. The pages of a build
 * are rendered with one `shared`, so that markup they share is rendered once; without
 * it, the page renders all of its own.
 */
export function renderPage<Sources extends ContentSources, Head>(
  route: Route<Head>,
  env: RenderEnvironment<Sources, Head>,
  shared: SharedMarkup = sharedMarkup(),
): string {
  if (route.kind === 'redirect') return renderRedirect(route, env);
  const document = createElement(env.definition.document, {
    data: env.data,
    head: route.head,
    path: route.path,
    canonical: route.notFound ? undefined : env.paths.absolute(route.path),
    notFound: route.notFound,
    assets: env.assets,
    paths: env.paths,
    card: env.cards?.get(route.path),
    sharedMarkup: shared.part,
    children: route.render(),
  });
  try {
    return `<!DOCTYPE html>${shared.complete(renderToStaticMarkup(document))}`;
  } catch (error) {
    throw new TemplateRenderError(route.path, route.template, error);
  }
}

/** A redirect page in the site's language, leading to the new address under the base path. */
function renderRedirect<Sources extends ContentSources, Head>(route: RedirectRoute, env: RenderEnvironment<Sources, Head>): string {
  return redirectPageHtml({
    language: env.settings.language,
    title: route.title,
    linkText: route.linkText,
    location: env.paths.link(route.to),
    canonical: env.paths.absolute(route.to),
  });
}
