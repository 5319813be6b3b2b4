/**
 * How the inquiry handler is configured. The deployable bundles read environment
 * variables, so one file deploys anywhere; every variable is optional except the
 * webhook URL when the webhook sink is chosen.
 *
 *   INQUIRY_SINK                `file` (the default) or `webhook`: where inquiries are delivered.
 *   INQUIRY_FILE                file sink: the JSON Lines file each inquiry is appended to
 *                               (default `inquiries.jsonl` in the working directory). It needs a
 *                               durable disk: a server, a container volume, EFS mounted on Lambda.
 *                               Netlify, Vercel and plain Lambda only offer a temporary /tmp that
 *                               is lost with the instance, so use the webhook sink there.
 *                               Unavailable on Cloudflare Workers, which have no node:fs (its
 *                               nodejs_compat file system lives in memory): choosing it there is
 *                               a configuration error and every inquiry answers 502.
 *   INQUIRY_WEBHOOK_URL         webhook sink: the http(s) URL that receives each inquiry as a JSON
 *                               POST `{id, receivedAt, name, email, message}`. Required with the
 *                               webhook sink. A user and password in it (`https://user:pass@host/…`)
 *                               are sent as an `Authorization: Basic` header instead. Only its
 *                               origin is ever logged: its credentials, path and query never are.
 *                               Each POST carries the inquiry's id as `Idempotency-Key`, the same
 *                               on a retry, so the receiver can drop a repeat (see webhook-sink.ts).
 *   INQUIRY_WEBHOOK_TIMEOUT_MS  webhook sink: how long one delivery attempt may take (default 3000).
 *                               A failed attempt is retried once after 250 ms, so the handler
 *                               answers within 2 x this + 250 ms: set the function's own timeout
 *                               above that (AWS Lambda's default of 3 s is too short).
 *   INQUIRY_ALLOWED_ORIGINS     comma-separated origins whose pages may call the handler from
 *                               another origin (CORS), e.g. `https://www.example.com`. Default none:
 *                               only same-origin pages and plain form posts.
 *   INQUIRY_RATE_LIMIT          `<requests>/<seconds>` allowed per client (default `5/60`), or `off`.
 *                               Counted in memory, so per server process or function instance.
 *   INQUIRY_CONTACT_PATH        where a form posted without JavaScript is redirected back to.
 *                               Default: the page the form was posted from, as the browser's
 *                               Referer names it when it is on the handler's origin, or `/`. Set it
 *                               (an absolute URL) when the handler is served from another origin
 *                               than the site, since the Referer then carries no path.
 *   INQUIRY_CLIENT_IP_HEADER    a header, set by a proxy you trust, that carries the client's address
 *                               for rate limiting: `x-forwarded-for` (its last entry is used),
 *                               `cf-connecting-ip` on Cloudflare, `x-real-ip` on Vercel. Default
 *                               unset: the connection's own address (Node, Lambda, Netlify). A client
 *                               with no known address is not rate limited.
 */
import { webhookEndpoint, type WebhookEndpoint } from './webhook-endpoint.ts';

export type SinkConfig =
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'webhook'; readonly endpoint: WebhookEndpoint; readonly timeoutMs: number };

export interface RateLimit {
  readonly requests: number;
  readonly windowMs: number;
}

export interface HandlerConfig {
  /** Exact origins (`scheme://host[:port]`) that receive CORS headers. */
  readonly allowedOrigins: readonly string[];
  /** `null` turns rate limiting off. */
  readonly rateLimit: RateLimit | null;
  /**
   * A path or an absolute URL; `#inquiry-sent` or `#inquiry-failed` is appended. `null`:
   * back to the page the form was posted from (see formPageOf in inquiry-handler.ts).
   */
  readonly contactPath: string | null;
  /** Lower-case header name, or `null` to use the connection's address. */
  readonly clientIpHeader: string | null;
  readonly maxBodyBytes: number;
}

export interface InquiryConfig {
  readonly handler: HandlerConfig;
  readonly sink: SinkConfig;
}

export const defaultHandlerConfig: HandlerConfig = {
  allowedOrigins: [],
  rateLimit: { requests: 5, windowMs: 60_000 },
  contactPath: null,
  clientIpHeader: null,
  // An inquiry is at most 5,454 UTF-16 units of text, each up to 3 bytes of UTF-8: a form post
  // percent-encodes every byte (9 bytes a unit), so the longest valid one is about 48 KB.
  maxBodyBytes: 64 * 1024,
};

const defaultInquiryFile = 'inquiries.jsonl';
const defaultWebhookTimeoutMs = 3_000;

/** Every problem in the environment, one per line, so a deploy is fixed in one go. */
export class InquiryConfigError extends Error {
  override readonly name = 'InquiryConfigError';
}

export type Environment = Readonly<Record<string, string | undefined>>;

export function readInquiryConfig(env: Environment): InquiryConfig {
  const problems: string[] = [];
  const setting = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return fallback;
    }
  };
  const handler: HandlerConfig = {
    allowedOrigins: setting(() => parseOrigins(env.INQUIRY_ALLOWED_ORIGINS), []),
    rateLimit: setting(() => parseRateLimit(env.INQUIRY_RATE_LIMIT), null),
    contactPath: setting(() => parseContactPath(env.INQUIRY_CONTACT_PATH), defaultHandlerConfig.contactPath),
    clientIpHeader: setting(() => parseHeaderName(env.INQUIRY_CLIENT_IP_HEADER), null),
    maxBodyBytes: defaultHandlerConfig.maxBodyBytes,
  };
  const sink = setting(() => parseSink(env), null);
  if (problems.length > 0 || sink === null) {
    throw new InquiryConfigError(`Invalid inquiry handler configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  return { handler, sink };
}

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

function parseSink(env: Environment): SinkConfig {
  const kind = present(env.INQUIRY_SINK) ?? 'file';
  if (kind === 'file') return { kind, file: present(env.INQUIRY_FILE) ?? defaultInquiryFile };
  if (kind !== 'webhook') throw new Error(`INQUIRY_SINK: "${kind}" is not a sink; use "file" or "webhook".`);
  const text = present(env.INQUIRY_WEBHOOK_URL);
  if (text === undefined) throw new Error('INQUIRY_WEBHOOK_URL: required when INQUIRY_SINK is "webhook".');
  // No message here quotes the URL: it may hold a password or a token.
  const url = URL.parse(text);
  if (url === null || !/^https?:$/.test(url.protocol)) throw new Error('INQUIRY_WEBHOOK_URL: must be an http:// or https:// URL.');
  const endpoint = webhookEndpoint(url);
  if (endpoint === undefined) {
    throw new Error(
      'INQUIRY_WEBHOOK_URL: its user name and password must be percent-encoded UTF-8, and the user name must not contain a colon.',
    );
  }
  const timeout = present(env.INQUIRY_WEBHOOK_TIMEOUT_MS);
  const timeoutMs = timeout === undefined ? defaultWebhookTimeoutMs : Number(timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`INQUIRY_WEBHOOK_TIMEOUT_MS: "${timeout}" is not a positive whole number of milliseconds.`);
  }
  return { kind, endpoint, timeoutMs };
}

function parseOrigins(value: string | undefined): string[] {
  const entries =
    present(value)
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [];
  return entries.map((entry) => {
    const url = URL.parse(entry);
    // Browsers send the bare origin; a path or a trailing slash would never match it.
    if (url === null || !/^https?:$/.test(url.protocol) || url.origin !== entry) {
      throw new Error(`INQUIRY_ALLOWED_ORIGINS: "${entry}" is not an origin such as https://www.example.com (no path, no trailing slash).`);
    }
    return url.origin;
  });
}

function parseRateLimit(value: string | undefined): RateLimit | null {
  const text = present(value);
  if (text === undefined) return defaultHandlerConfig.rateLimit;
  if (text === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  const requests = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || requests < 1 || seconds < 1) {
    throw new Error(`INQUIRY_RATE_LIMIT: "${text}" is not "<requests>/<seconds>" (such as 5/60) or "off".`);
  }
  return { requests, windowMs: seconds * 1000 };
}

function parseContactPath(value: string | undefined): string | null {
  const text = present(value);
  if (text === undefined) return defaultHandlerConfig.contactPath;
  const isPath = text.startsWith('/') && !text.startsWith('//');
  if (text.includes('#') || (!isPath && !/^https?:$/.test(URL.parse(text)?.protocol ?? ''))) {
    throw new Error(`INQUIRY_CONTACT_PATH: "${text}" is neither a path such as /contact/ nor an http(s) URL (and must have no #fragment).`);
  }
  return text;
}

function parseHeaderName(value: string | undefined): string | null {
  const text = present(value)?.toLowerCase();
  if (text === undefined) return null;
  if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(text)) throw new Error(`INQUIRY_CLIENT_IP_HEADER: "${text}" is not a header name.`);
  return text;
}
