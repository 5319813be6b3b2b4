import type { Scaffold } from '../definition/define-site.ts';
import type { ContentSources } from '../definition/content-sources.ts';
import type { ContentError } from './content-error.ts';
import { eachString } from './document-strings.ts';
import { lineAt } from './markdown-file.ts';
import type { FieldPath } from './source-document.ts';
import { formatFieldPath } from './validate.ts';

/** A text a scaffold writes into new entries for the writer to replace. */
export interface Placeholder {
  readonly text: string;
  /** The scaffold's kind, as `sitegen new {kind}` names it. */
  readonly kind: string;
}

/** Where placeholders are looked for: the entries of the collections scaffolds write into. */
export interface ContentPlaceholders {
  /** By the name of the collection each scaffold writes into. */
  readonly byCollection: ReadonlyMap<string, readonly Placeholder[]>;
  /** The file `sitegen new` is about to write, which holds them by design. */
  readonly newEntry?: string | undefined;
}

/** The placeholders of a site's scaffolds, by collection; a blank one, which every text would hold, is left out. */
export function placeholdersOf(
  scaffolds: Readonly<Record<string, Pick<Scaffold<ContentSources>, 'placeholders'> & { readonly collection: string }>> | undefined,
): ContentPlaceholders {
  const byCollection = new Map<string, Placeholder[]>();
  for (const [kind, scaffold] of Object.entries(scaffolds ?? {})) {
    const placeholders = (scaffold.placeholders ?? []).filter((text) => text.trim() !== '').map((text) => ({ text, kind }));
    if (placeholders.length > 0) byCollection.set(scaffold.collection, [...(byCollection.get(scaffold.collection) ?? []), ...placeholders]);
  }
  return { byCollection };
}

/** An entry as written: its fields (a Markdown file's front matter) and, for Markdown, its body. */
export interface WrittenEntry {
  readonly file: string;
  readonly data: unknown;
  lineOf(path: FieldPath): number;
  readonly body?: { readonly text: string; readonly firstLine: number } | undefined;
}

/** Each placeholder left in an entry, at its line: in a field, the field's; in the body, the line it is on. */
export function placeholdersLeft(entry: WrittenEntry, placeholders: readonly Placeholder[]): ContentError[] {
  if (placeholders.length === 0) return [];
  const errors: ContentError[] = [];
  const left = (placeholder: Placeholder) => `still holds placeholder text from sitegen new ${placeholder.kind}: "${placeholder.text}"`;
  eachString(
    entry.data,
    (text, path) => {
      for (const placeholder of placeholders) {
        if (text.includes(placeholder.text)) errors.push({ file: entry.file, line: entry.lineOf(path), field: formatFieldPath(path), message: left(placeholder) });
      }
    },
    { keys: false },
  );
  const body = entry.body;
  if (body) {
    for (const placeholder of placeholders) {
      for (let at = body.text.indexOf(placeholder.text); at >= 0; at = body.text.indexOf(placeholder.text, at + placeholder.text.length)) {
        errors.push({ file: entry.file, line: body.firstLine + lineAt(body.text, at) - 1, field: 'body', message: left(placeholder) });
      }
    }
  }
  return errors;
}
