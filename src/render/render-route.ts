import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteModel } from '../site/model.ts';
import type { Route } from '../site/routes.ts';
import type { TemplateModule } from './load-templates.ts';
import type { SitePaths } from './site-paths.ts';
import type { DocumentAssets } from '../../templates/index.ts';
import { TemplateRenderError } from './template-render-error.ts';

export interface RenderEnvironment {
  readonly templates: TemplateModule;
  readonly model: SiteModel;
  readonly paths: SitePaths;
  readonly assets: DocumentAssets;
}

/** Renders one route to a complete HTML document. */
export function renderRoute(route: Route, env: RenderEnvironment): string {
  const { templates, model, paths } = env;
  const Page = templates.pages[route.template] as ComponentType<Route['props']>;
  const isNotFound = route.template === 'NotFoundPage';
  const head = {
    ...route.head,
    canonical: isNotFound ? undefined : paths.absolute(route.path),
    noindex: isNotFound,
  };
  const tree = createElement(
    templates.SiteProvider,
    {
      value: {
        config: model.config,
        currentPath: route.path,
        link: paths.link,
        absolute: paths.absolute,
        withBase: paths.withBase,
      },
    },
    createElement(templates.Document, { head, assets: env.assets, children: createElement(Page, route.props) }),
  );
  try {
    return `<!DOCTYPE html>${renderToStaticMarkup(tree)}`;
  } catch (error) {
    throw new TemplateRenderError(route.path, route.template, error);
  }
}
