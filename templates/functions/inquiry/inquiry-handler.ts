import { isClientAbort, readBodyWithin, type ClientAbortError } from 'sitegen';
import { clientKey } from './client-key.ts';
import type { HandlerConfig } from './config.ts';
import { createCorsPolicy } from './cors.ts';
import { validateInquiry } from './inquiry-schema.ts';
import { createRateLimiter } from './rate-limiter.ts';
import {
  allowedMethods,
  emptyResponse,
  jsonResponse,
  methodRefusal,
  seeOtherResponse,
  type ErrorBody,
  type HeaderRecord,
} from './responses.ts';
import { returnAddress } from './return-address.ts';
import type { InquirySink, StoredInquiry } from './sink.ts';

/** What an adapter knows about the connection that a Request cannot carry. */
export interface ConnectionInfo {
  readonly remoteAddress?: string | undefined;
}

/** A standard Fetch-API handler; the second argument is optional, so it runs as is on fetch-style hosts. */
export type InquiryHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

export interface InquiryHandlerOptions {
  /** Milliseconds since the epoch: for timestamps and rate-limit windows. */
  readonly now?: () => number;
  /** Receives one line per failure that an operator must hear about. */
  readonly log?: (line: string) => void;
}

type Accepted = { readonly status: 200 };
type Refused = ErrorBody & { readonly status: 400 | 405 | 413 | 415 | 429 | 500 | 502; readonly headers?: HeaderRecord };
type Outcome = Accepted | Refused;

const jsonType = 'application/json';
const formType = 'application/x-www-form-urlencoded';

/**
 * Receives contact-form inquiries: JSON from the client script, or the plain
 * form posted with JavaScript off, which is answered with a 303 back to the
 * form's page, whose `#inquiry-sent` or `#inquiry-failed` fragment the page
 * shows through CSS :target. An inquiry is acknowledged only once the sink has
 * it; no answer ever carries internal detail.
 */
export function createInquiryHandler(config: HandlerConfig, sink: InquirySink, options: InquiryHandlerOptions = {}): InquiryHandler {
  const { now = Date.now, log = console.error } = options;
  const cors = createCorsPolicy(config.allowedOrigins);
  const limiter = config.rateLimit && createRateLimiter(config.rateLimit, now);
  const tooLarge: Refused = { status: 413, error: `The request body is larger than ${config.maxBodyBytes / 1024} KB.` };

  async function receive(request: Request, mediaType: string, connection: ConnectionInfo): Promise<Outcome> {
    if (request.method !== 'POST') return methodRefusal(request.method);
    if (mediaType !== jsonType && mediaType !== formType) {
      return { status: 415, error: `Send the inquiry as ${jsonType} or ${formType}.` };
    }
    const client = clientKey(request.headers, config.clientIpHeader, connection.remoteAddress);
    const decision = limiter && client !== undefined ? limiter.take(client) : null;
    if (decision && !decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      return { status: 429, error: `Too many inquiries: try again in ${seconds} seconds.`, headers: { 'retry-after': String(seconds) } };
    }
    // A declared size over the limit is refused before a single byte is read.
    if (Number(request.headers.get('content-length')) > config.maxBodyBytes) return tooLarge;
    const body = await readBodyWithin(request.body, config.maxBodyBytes);
    if (body.kind === 'too-large') return tooLarge;
    if (body.kind === 'not-utf8') return { status: 400, error: 'The request body is not UTF-8 text.' };
    const fields = mediaType === jsonType ? parseJsonObject(body.text) : Object.fromEntries(new URLSearchParams(body.text));
    if (fields === 'malformed') return { status: 400, error: 'The request body is not valid JSON.' };
    if (fields === 'not-an-object') return { status: 400, error: 'The request body must be a JSON object with name, email and message.' };
    // People never see the honeypot field; whatever fills it is a bot, told "thank you" so it does not adapt.
    if (isFilled(fields.website)) return { status: 200 };
    const validation = validateInquiry(fields);
    if (!validation.ok) return { status: 400, error: 'Some fields are missing or invalid.', fields: validation.fields };
    const inquiry: StoredInquiry = { id: crypto.randomUUID(), receivedAt: new Date(now()).toISOString(), ...validation.inquiry };
    try {
      await sink.deliver(inquiry);
    } catch (error) {
      log(`[inquiry] ${inquiry.id} was not delivered to ${sink.description}: ${oneLine(error)}`);
      return { status: 502, error: 'The inquiry could not be delivered. Please try again later.' };
    }
    return { status: 200 };
  }

  // The client hung up mid-body: no failure of ours, and it will never read the answer.
  function clientAbort(error: ClientAbortError): Refused {
    log(`[inquiry] ${error.message}`);
    return { status: 400, error: 'The request body ended before it was complete.' };
  }

  function unexpectedFailure(error: unknown): Refused {
    log(`[inquiry] unexpected failure: ${oneLine(error)}`);
    return { status: 500, error: 'Something went wrong on our side. Please try again later.' };
  }

  return async (request, connection = {}) => {
    const origin = request.headers.get('origin');
    if (request.method === 'OPTIONS') return emptyResponse(204, { allow: allowedMethods, ...cors.preflightHeaders(origin) });
    const corsHeaders = cors.responseHeaders(origin);
    const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    let outcome: Outcome;
    try {
      outcome = await receive(request, mediaType, connection);
    } catch (error) {
      outcome = isClientAbort(error) ? clientAbort(error) : unexpectedFailure(error);
    }
    if (request.method === 'POST' && mediaType === formType) {
      const result = outcome.status === 200 ? 'inquiry-sent' : 'inquiry-failed';
      const extra = outcome.status === 200 ? {} : outcome.headers;
      return seeOtherResponse(`${returnAddress(config.contactPath, request)}#${result}`, { ...corsHeaders, ...extra });
    }
    if (outcome.status === 200) return jsonResponse(200, { ok: true }, corsHeaders);
    const { status, headers, ...body } = outcome;
    return jsonResponse(status, body, { ...corsHeaders, ...headers });
  };
}

function parseJsonObject(text: string): Record<string, unknown> | 'malformed' | 'not-an-object' {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'malformed';
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : 'not-an-object';
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** Log lines stay single lines: no stack, no multi-line messages from deep inside a library. */
function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
}
