import type { LoadedSiteDefinition } from '../definition/define-site.ts';

/** Where a project declares its site: its collections, routes and templates. */
export const siteModuleFile = 'templates/site.ts';

/** The site module could not be compiled, or does not declare a site. */
export class SiteModuleError extends Error {
  override name = 'SiteModuleError';
}

/** Checks that the module's default export is a site definition, naming what is missing. */
export function siteDefinitionOf(value: unknown): LoadedSiteDefinition {
  if (typeof value !== 'object' || value === null) {
    throw new SiteModuleError(`${siteModuleFile} must export its site as default: export default defineSite({ ... })`);
  }
  const missing = ['content', 'settings', 'routes', 'document'].filter((key) => !(key in value));
  if (missing.length > 0) throw new SiteModuleError(`${siteModuleFile}: the site definition has no ${missing.join(', ')}`);
  return value as LoadedSiteDefinition;
}
