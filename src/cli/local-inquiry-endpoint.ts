import { join } from 'node:path';
import { handlerFromEnvironment } from '../inquiry/configured-handler.ts';
import { nodeListener } from '../inquiry/node-adapter.ts';
import type { RequestListener } from '../serve/listen.ts';

/** Where a site's inquiry form posts, as dev and preview answer it. */
const inquiryPath = '/api/inquiry';

export interface LocalEndpointOptions {
  readonly root: string;
  /** The dev server turns rate limiting off: a developer submits the form again and again. */
  readonly rateLimited: boolean;
}

/**
 * The inquiry handler as `sitegen dev` and `sitegen preview` serve it: configured by
 * the same INQUIRY_* variables as a deployment, storing inquiries in
 * `.sitegen/inquiries.jsonl` unless INQUIRY_FILE or INQUIRY_SINK say otherwise.
 */
export function localInquiryEndpoint(options: LocalEndpointOptions): { path: string; listener: RequestListener } {
  const defaults = {
    INQUIRY_FILE: join(options.root, '.sitegen', 'inquiries.jsonl'),
    ...(options.rateLimited ? {} : { INQUIRY_RATE_LIMIT: 'off' }),
  };
  return { path: inquiryPath, listener: nodeListener(handlerFromEnvironment({ ...defaults, ...process.env })) };
}
