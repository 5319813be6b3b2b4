import { createHash } from 'node:crypto';

/**
 * What the markers a body's rendering holds until the build fills them in are made
 * of: the hash of the body's text, which the text therefore cannot contain, so no
 * writer can type a marker. The same for the same text in every process, so that a
 * rendering read from the cache is filled in as one just made.
 */
export function bodyKey(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 24);
}
