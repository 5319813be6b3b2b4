import { InquiryConfigError, type SinkConfig } from './config.ts';
import { createFileSink } from './file-sink.ts';
import type { InquirySink } from './sink.ts';
import { createWebhookSink } from './webhook-sink.ts';

export function createSink(config: SinkConfig): InquirySink {
  if (config.kind === 'webhook') return createWebhookSink(config);
  // Workers may emulate node:fs in memory (nodejs_compat): lines written there vanish with the isolate.
  if (globalThis.navigator?.userAgent === 'Cloudflare-Workers') {
    throw new InquiryConfigError(
      'INQUIRY_SINK: the file sink is unavailable on Cloudflare Workers, which have no durable file system; set INQUIRY_SINK=webhook and INQUIRY_WEBHOOK_URL.',
    );
  }
  return createFileSink(config.file);
}
