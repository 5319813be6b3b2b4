import { createHash } from 'node:crypto';

/** Strings at least this long (rendered articles) are hashed on their own, once a build. */
const longString = 512;

/**
 * Makes fingerprints of JSON-like values for one build. An article's HTML appears in
 * the fingerprints of its page and of its search entry: it is hashed once and stands
 * in both by its digest, instead of being escaped into JSON and hashed each time.
 */
export function createFingerprinter(): (value: unknown) => string {
  const digests = new Map<string, string>();
  const digestOf = (text: string) => {
    let digest = digests.get(text);
    if (digest === undefined) {
      digest = hash(text);
      digests.set(text, digest);
    }
    return digest;
  };
  const replacer = (_key: string, value: unknown) => (typeof value === 'string' && value.length >= longString ? `sha256:${digestOf(value)}` : value);
  return (value) => hash(JSON.stringify(value, replacer));
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
