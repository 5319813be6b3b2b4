import type { ContentSources, Entry, LoadedContent } from '../definition/content-sources.ts';
import type { BodyLink } from '../markdown/render-markdown.ts';

/** A link a Markdown body makes, with the file and line it is written at. */
export interface SourcedLink extends BodyLink {
  readonly file: string;
}

/** The links of each loaded entry's body, by the entry itself. */
const linksOfEntries = new WeakMap<Entry<unknown>, readonly BodyLink[]>();

/** Records the links of an entry's body; loading does so for every Markdown entry it hands out. */
export function rememberBodyLinks(entry: Entry<unknown>, links: readonly BodyLink[]): void {
  linksOfEntries.set(entry, links);
}

/**
 * Every link the Markdown bodies of the loaded content make, at its file and line:
 * a broken one is the writer's to mend there, wherever a template shows the body.
 */
export function sourcedLinksOf(content: LoadedContent<ContentSources>, sources: ContentSources): SourcedLink[] {
  return Object.keys(sources).flatMap((name) => {
    const loaded: unknown = content[name];
    if (sources[name]?.kind !== 'collection' || !Array.isArray(loaded)) return [];
    return (loaded as readonly Entry<unknown>[]).flatMap((entry) =>
      (linksOfEntries.get(entry) ?? []).map((link) => ({ file: entry.file, ...link })),
    );
  });
}
