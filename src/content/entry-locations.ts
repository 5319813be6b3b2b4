import type { Entry } from '../definition/content-sources.ts';
import type { ContentError } from './content-error.ts';
import type { FieldPath } from './source-document.ts';
import { formatFieldPath } from './validate.ts';

/** A place in a content file: what a problem found after loading (a route's address, a rule across files) is reported at. */
export type FieldLocation = Omit<ContentError, 'message'>;

/** How to find the line of any field of a file once it is checked. */
interface LocatedFile {
  readonly file: string;
  lineOf(path: FieldPath): number;
}

/**
 * The file each loaded entry was read from, by the entry itself: a route made from an
 * entry long after loading can still name the line of the field it came from.
 */
const locatedFiles = new WeakMap<Entry<unknown>, LocatedFile>();

/** Records where an entry was read from; loading does so for every entry it hands out. */
export function rememberLocation(entry: Entry<unknown>, file: LocatedFile): void {
  locatedFiles.set(entry, file);
}

/** The file, line and field of an entry's field; a path with no field is the whole file's, at line 1. */
export function locateField(entry: Entry<unknown>, path: FieldPath): FieldLocation {
  return fieldLocationIn(locatedFiles.get(entry), entry.file, path);
}

/** The line and field of a field of a checked file, or of `fallback` at line 1 when the file is unknown. */
export function fieldLocationIn(file: LocatedFile | undefined, fallback: string, path: FieldPath): FieldLocation {
  return { file: file?.file ?? fallback, line: path.length === 0 ? 1 : (file?.lineOf(path) ?? 1), field: formatFieldPath(path) };
}
