/**
 * How the inquiry handler is configured. The deployable bundles read environment
 * variables, so one file deploys anywhere; every variable is optional except the
 * webhook URL when the webhook sink is chosen. A variable that is set must hold a
 * value that works: set to nothing, or to spaces, it is refused, not taken for unset.
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
 *   INQUIRY_WEBHOOK_TIMEOUT_MS  webhook sink: how long one delivery attempt may take (default 3000,
 *                               at most 2147483647, the longest wait a timer has).
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
 *                               than the site, since the Referer then carries no path. A path that
 *                               browsers would read as another host (`//host/x`, `/\host/x`) is refused.
 *   INQUIRY_CLIENT_IP_HEADER    a header, set by a proxy you trust, that carries the client's address
 *                               for rate limiting: `x-forwarded-for` (its last entry is used),
 *                               `cf-connecting-ip` on Cloudflare, `x-real-ip` on Vercel. Default
 *                               unset: the connection's own address (Node, Lambda, Netlify). A client
 *                               with no known address is not rate limited.
 */
// Named imports rather than the `z` namespace let the bundler leave zod's unused parts (locales) out.
import { NEVER, object, string, type RefinementCtx } from 'zod';
import { sitePathOf } from './site-path.ts';
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
   * A path that keeps browsers on the site, or an http(s) URL, as readInquiryConfig
   * checks it; `#inquiry-sent` or `#inquiry-failed` is appended. `null`: back to the
   * page the form was posted from (see return-address.ts).
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
/** Node's timers wait at most this long: a longer one fires at once, and every delivery would time out. */
const longestTimerMs = 2 ** 31 - 1;

/** Every problem in the environment, one per line, so a deploy is fixed in one go. */
export class InquiryConfigError extends Error {
  override readonly name = 'InquiryConfigError';
}

export type Environment = Readonly<Record<string, string | undefined>>;

export function readInquiryConfig(env: Environment): InquiryConfig {
  const result = environmentSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
  throw new InquiryConfigError(`Invalid inquiry handler configuration:\n${problems.join('\n')}`);
}

/** A value in a message: quoted, with any control character spelled out so that each problem stays on its line. */
function quoted(text: string): string {
  return `"${text.replace(/\p{Cc}/gu, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

function refuse(context: RefinementCtx<unknown>, input: string, message: string): never {
  context.issues.push({ code: 'custom', input, message });
  return NEVER;
}

/**
 * A variable as it is set: unset is no value; spaces around a value are dropped. Set to
 * nothing but spaces, or to nothing at all, it is a mistake (a template that found no
 * value, say) rather than a wish for the default, which unsetting it gives.
 */
const variable = string()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    const text = value.trim();
    return text === '' ? refuse(context, value, 'is set but blank: give it a value, or unset it to use the default.') : text;
  });

const origins = string().transform((text, context) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.parse(entry);
      // Browsers send the bare origin; a path or a trailing slash would never match it.
      if (url === null || !/^https?:$/.test(url.protocol) || url.origin !== entry) {
        return refuse(context, text, `${quoted(entry)} is not an origin such as https://www.example.com (no path, no trailing slash).`);
      }
      return url.origin;
    }),
);

const rateLimit = string().transform((text, context): RateLimit | null => {
  if (text === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  const requests = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || requests < 1 || seconds < 1) {
    return refuse(context, text, `${quoted(text)} is not "<requests>/<seconds>" (such as 5/60) or "off".`);
  }
  const windowMs = seconds * 1000;
  // Beyond these the counts and the Retry-After header lose their digits.
  if (!Number.isSafeInteger(requests) || !Number.isSafeInteger(windowMs)) {
    return refuse(context, text, `${quoted(text)} has a number too large to count with.`);
  }
  return { requests, windowMs };
});

const contactPath = string().transform((text, context): string | null => {
  const mistake = (why: string) => refuse(context, text, `${quoted(text)} ${why}`);
  // The URL parser would quietly drop a line break or a tab: a value holding one is a mistake, not a page.
  if (/\p{Cc}/u.test(text)) return mistake('holds a control character (a line break, a tab).');
  const url = URL.parse(text);
  const absolute = url !== null && /^https?:$/.test(url.protocol);
  if (text.includes('#') || (!absolute && !text.startsWith('/'))) {
    return mistake('is neither a path such as /contact/ nor an http(s) URL (and must have no #fragment).');
  }
  if (absolute) return url.href;
  // `//host/x` and `/\host/x` would send visitors to another site: an open redirect.
  return sitePathOf(text) ?? mistake('is read by browsers as another host, not a path on this one: a path starts with one / and no \\.');
});

const headerName = string().transform((text, context): string | null => {
  const name = text.toLowerCase();
  return /^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name) ? name : refuse(context, text, `${quoted(name)} is not a header name.`);
});

const sinkKind = string().transform((text, context) =>
  text === 'file' || text === 'webhook' ? text : refuse(context, text, `${quoted(text)} is not a sink; use "file" or "webhook".`),
);

// No message here quotes the URL: it may hold a password or a token.
const webhookUrl = string().transform((text, context): WebhookEndpoint => {
  const url = URL.parse(text);
  if (url === null || !/^https?:$/.test(url.protocol)) return refuse(context, text, 'must be an http:// or https:// URL.');
  return (
    webhookEndpoint(url) ??
    refuse(context, text, 'its user name and password must be percent-encoded UTF-8, and the user name must not contain a colon.')
  );
});

const timeout = string().transform((text, context) => {
  const milliseconds = Number(text);
  if (!/^\d+$/.test(text) || milliseconds < 1) {
    return refuse(context, text, `${quoted(text)} is not a positive whole number of milliseconds.`);
  }
  if (milliseconds > longestTimerMs) {
    return refuse(context, text, `${quoted(text)} is longer than ${longestTimerMs} ms (about 24 days), the longest a timer can wait.`);
  }
  return milliseconds;
});

/**
 * Every INQUIRY_* variable, each checked on its own so that every mistake is reported
 * at once, in this order; the handler's settings first, then the sink's.
 */
const environmentSchema = object({
  INQUIRY_ALLOWED_ORIGINS: variable.pipe(origins.default([])),
  INQUIRY_RATE_LIMIT: variable.pipe(rateLimit.default(defaultHandlerConfig.rateLimit)),
  INQUIRY_CONTACT_PATH: variable.pipe(contactPath.default(defaultHandlerConfig.contactPath)),
  INQUIRY_CLIENT_IP_HEADER: variable.pipe(headerName.default(defaultHandlerConfig.clientIpHeader)),
  INQUIRY_SINK: variable.pipe(sinkKind.default('file')),
  INQUIRY_FILE: variable.pipe(string().default(defaultInquiryFile)),
  INQUIRY_WEBHOOK_URL: variable.pipe(webhookUrl.optional()),
  INQUIRY_WEBHOOK_TIMEOUT_MS: variable.pipe(timeout.default(defaultWebhookTimeoutMs)),
})
  .refine((env) => env.INQUIRY_SINK !== 'webhook' || env.INQUIRY_WEBHOOK_URL !== undefined, {
    path: ['INQUIRY_WEBHOOK_URL'],
    message: 'required when INQUIRY_SINK is "webhook".',
    // Checked whatever else is wrong, so that this problem is reported with the others.
    when: () => true,
  })
  .transform((env): InquiryConfig => {
    const handler: HandlerConfig = {
      allowedOrigins: env.INQUIRY_ALLOWED_ORIGINS,
      rateLimit: env.INQUIRY_RATE_LIMIT,
      contactPath: env.INQUIRY_CONTACT_PATH,
      clientIpHeader: env.INQUIRY_CLIENT_IP_HEADER,
      maxBodyBytes: defaultHandlerConfig.maxBodyBytes,
    };
    const endpoint = env.INQUIRY_WEBHOOK_URL;
    // A webhook sink without its endpoint was refused above: the result is thrown away.
    const sink: SinkConfig =
      env.INQUIRY_SINK === 'webhook' && endpoint !== undefined
        ? { kind: 'webhook', endpoint, timeoutMs: env.INQUIRY_WEBHOOK_TIMEOUT_MS }
        : { kind: 'file', file: env.INQUIRY_FILE };
    return { handler, sink };
  });
