import type { InquirySink, StoredInquiry } from './sink.ts';
import type { WebhookEndpoint } from './webhook-endpoint.ts';

export interface WebhookSinkOptions {
  /** Receives each inquiry as a JSON POST. */
  readonly endpoint: WebhookEndpoint;
  /** The most one attempt may take, from sending to the response's status. */
  readonly timeoutMs: number;
  /** The pause before the one retry: long enough for a restarting receiver, short for a waiting visitor. */
  readonly retryDelayMs?: number;
}

interface FailedAttempt {
  readonly reason: string;
  /** A timeout, a lost connection, a 5xx, 408 or 429 may pass; any other 4xx or a redirect will not. */
  readonly worthRetrying: boolean;
}

/**
 * Hands each inquiry to a CRM, a chat hook or an email relay. Any 2xx answer is
 * delivery; a failure that may pass is tried once more, then reported, so the
 * handler can answer 502 and the visitor keeps their text.
 *
 * Delivery is at-least-once: an attempt that timed out, lost its connection or
 * got a 5xx may still have been stored, so the retry can be a repeat. It is made
 * only because it can be told apart: every attempt carries the inquiry's id as
 * its `Idempotency-Key`, the same on the retry, for the receiver to drop repeats by.
 */
export function createWebhookSink({ endpoint, timeoutMs, retryDelayMs = 250 }: WebhookSinkOptions): InquirySink {
  return {
    description: `webhook ${endpoint.origin}`,
    async deliver(inquiry: StoredInquiry) {
      const delivery = deliveryRequest(endpoint, inquiry);
      const first = await postOnce(endpoint.url, delivery, timeoutMs);
      if (first === null) return;
      if (!first.worthRetrying) throw new Error(first.reason);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      const second = await postOnce(endpoint.url, delivery, timeoutMs);
      if (second === null) return;
      throw new Error(second.reason === first.reason ? `${second.reason}, twice` : `${first.reason}, then ${second.reason}`);
    },
  };
}

/** Every attempt at one inquiry sends exactly this. */
function deliveryRequest({ authorization }: WebhookEndpoint, inquiry: StoredInquiry): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': inquiry.id,
      ...(authorization === undefined ? {} : { authorization }),
    },
    body: JSON.stringify(inquiry),
    // Following a redirect would turn the POST into a GET and drop the inquiry.
    redirect: 'manual',
  };
}

async function postOnce(url: string, delivery: RequestInit, timeoutMs: number): Promise<FailedAttempt | null> {
  try {
    const response = await fetch(url, { ...delivery, signal: AbortSignal.timeout(timeoutMs) });
    // Only the status matters; releasing the body frees the connection.
    await response.body?.cancel();
    if (response.ok) return null;
    const { status } = response;
    if (status >= 300 && status < 400) return { reason: `answered ${status} (a redirect: use the final URL)`, worthRetrying: false };
    return { reason: `answered ${status}`, worthRetrying: status >= 500 || status === 408 || status === 429 };
  } catch (error) {
    return { reason: describeFailure(error, timeoutMs), worthRetrying: true };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `timed out after ${timeoutMs} ms`;
  // Node's fetch hides the network error (refused, reset, DNS) in `cause`.
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  // Without a code, only the error's kind is told: its message may quote the URL, token and all.
  return code ? `unreachable (${code})` : `failed (${error instanceof Error ? error.name : typeof error})`;
}
