import type { Inquiry } from './inquiry-schema.ts';

/** An accepted inquiry as every sink records it. */
export interface StoredInquiry extends Inquiry {
  /** A random UUID: lets a reply, a log line and a stored record be matched up. */
  readonly id: string;
  /** ISO 8601, UTC. */
  readonly receivedAt: string;
}

/** Where accepted inquiries go. The handler answers success only after `deliver` resolves. */
export interface InquirySink {
  /** Names the destination in log lines, without secrets (a webhook URL may embed a token). */
  readonly description: string;
  /** Resolves once the inquiry is safely stored or handed over; rejects with a one-line reason. */
  deliver(inquiry: StoredInquiry): Promise<void>;
}
