/** A webhook URL as the sink uses it: fetch refuses a URL that carries a user or a password. */
export interface WebhookEndpoint {
  /** The URL without its user and password; its path and query (which may hold a token) are kept. */
  readonly url: string;
  /** `Basic …` made from the URL's user and password, when it had either. */
  readonly authorization?: string;
  /** All of the URL that may be shown: its path, query and credentials may be secrets. */
  readonly origin: string;
}

/**
 * Moves the credentials of a URL such as `https://user:pass@host/hook` into an
 * Authorization header. Undefined when they cannot be sent as Basic credentials:
 * their percent-encoding is not UTF-8, or the user name holds a colon.
 */
export function webhookEndpoint(url: URL): WebhookEndpoint | undefined {
  const { origin } = url;
  if (url.username === '' && url.password === '') return { url: url.href, origin };
  const user = percentDecoded(url.username);
  const password = percentDecoded(url.password);
  if (user === undefined || password === undefined || user.includes(':')) return undefined;
  const bare = new URL(url);
  bare.username = '';
  bare.password = '';
  return { url: bare.href, authorization: `Basic ${base64(`${user}:${password}`)}`, origin };
}

function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** RFC 7617: the pair is sent as UTF-8. `btoa` takes one byte per character, and runs on every host. */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}
