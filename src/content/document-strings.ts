import type { FieldPath } from './source-document.ts';

/**
 * Calls `visit` with every string of a parsed YAML document (a data file, an entry, a
 * Markdown file's front matter) and the field it is at, in document order; with `keys`,
 * each key too, at the field it names.
 */
export function eachString(data: unknown, visit: (text: string, path: FieldPath) => void, { keys }: { readonly keys: boolean }): void {
  const walk = (value: unknown, path: FieldPath) => {
    if (typeof value === 'string') visit(value, path);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (keys) visit(key, [...path, key]);
        walk(item, [...path, key]);
      }
    }
  };
  walk(data, []);
}
