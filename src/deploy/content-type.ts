import { extname } from 'node:path';
import { mimes } from 'mrmime';

/**
 * Where the site's files keep a type other than mrmime's, or get one it lacks. The sync
 * compares content alone, never metadata, so a file already in a bucket keeps the type it
 * was first stored with: these stay as they have always been uploaded.
 */
const typesKept: Readonly<Record<string, string>> = {
  // The sitemap and the feed; mrmime says text/xml, which RFC 7303 treats as the same.
  xml: 'application/xml',
  ico: 'image/x-icon',
};

/** The type a table names for an extension: its own entries only, never `constructor` or `__proto__` from Object's prototype. */
function typeIn(table: Readonly<Record<string, string>>, extension: string): string | undefined {
  return Object.hasOwn(table, extension) ? table[extension] : undefined;
}

/** JSON and XML are text too, whatever their top-level type (`application/json`, `image/svg+xml`). */
const isText = (type: string) => type.startsWith('text/') || /[/+](?:json|xml)$/.test(type);

/**
 * The Content-Type to store with a file of the built site, by its extension, from
 * mrmime (the table sirv serves by). S3 stores whatever Content-Type an upload names
 * and serves it as is; without one, every object is `application/octet-stream` and
 * browsers download pages instead of showing them. Text types say UTF-8 because every
 * file the build writes is UTF-8. A file mrmime does not know, such as Pagefind's index
 * files (which its own script fetches and decodes), is `application/octet-stream`.
 */
export function contentTypeOf(path: string): string {
  const extension = extname(path).slice(1).toLowerCase();
  const type = typeIn(typesKept, extension) ?? typeIn(mimes, extension);
  if (type === undefined) return 'application/octet-stream';
  return isText(type) ? `${type}; charset=utf-8` : type;
}
