import type { ContentSources, LoadedData } from '../definition/content-sources.ts';
import type { LoadedSiteDefinition, MarkdownSettings } from '../definition/define-site.ts';
import { siteModuleFile, SiteModuleError } from '../render/site-definition.ts';
import { scriptCapableParts } from './sanitizer-allowance.ts';

/** What a site that declares no Markdown settings renders with: plain highlighted code, no plugins, no directives. */
const plainMarkdown: MarkdownSettings = { tableLabel: 'Table' };

/**
 * The site's Markdown settings, made from its data files as its definition says, in
 * the build's thread and in each worker that runs its plugins: undefined while a data
 * file has errors. Refuses settings that widen the sanitizer to anything that could
 * run script, naming each.
 */
export function markdownSettingsOf(
  definition: LoadedSiteDefinition,
  data: LoadedData<ContentSources> | undefined,
): MarkdownSettings | undefined {
  if (data === undefined) return undefined;
  const settings = definition.markdown?.(data) ?? plainMarkdown;
  const refused = scriptCapableParts(settings.allow ?? {});
  if (refused.length > 0) {
    throw new SiteModuleError(
      `${siteModuleFile}: the Markdown settings' allow would let writers' Markdown run script, through ${refused.join(', ')}. ` +
        'The sanitizer never lets these through: take them out of allow.',
    );
  }
  return settings;
}

/**
 * Whether the settings hold plugins: code of the site's that a body's rendering runs,
 * which the threads that render bodies must load with the site module, and which a
 * rendering read from the cache depends on. Components go in afterwards, in the
 * build's own thread (see component-uses.ts).
 */
export function holdsPlugins(settings: MarkdownSettings | undefined): boolean {
  return (settings?.remarkPlugins?.length ?? 0) > 0 || (settings?.rehypePlugins?.length ?? 0) > 0;
}
