/** A request target as the servers route it: percent-encoded, dot segments resolved. */
export interface OriginTarget {
  /** `/about/`, always starting with a slash. */
  readonly path: string;
  /** `?q=x`, or empty. */
  readonly query: string;
}

/**
 * Reads a request line's target the way a browser would have meant it, or undefined
 * when it names nothing on this server: the asterisk, another scheme, an address that
 * does not parse. An absolute URL (which HTTP/1.1 servers must accept) is taken for its
 * path, whatever host it names. Never throws, whatever the bytes.
 */
export function originTargetOf(target: string): OriginTarget | undefined {
  // What follows the authority is a path even when it starts with `//`: never read it as a host.
  const url = target.startsWith('/') ? URL.parse(`http://localhost${target}`) : URL.parse(target);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return { path: url.pathname, query: url.search };
}
