import type { FunctionContext, LocalServing, ServerFunction } from '../functions/server-function.ts';
import type { Environment } from './config.ts';
import { handlerFromEnvironment } from './configured-handler.ts';
import type { InquiryHandler } from './inquiry-handler.ts';

/** An inquiry handler as a server function, rate limiting by the client's address as the host tells it. */
export function inquiryFunction(handlerFor: (context: FunctionContext) => InquiryHandler): ServerFunction {
  return { fetch: (request, context) => handlerFor(context)(request, { remoteAddress: context.clientAddress }) };
}

let configured: InquiryHandler | undefined;

/**
 * The inquiry handler as it deploys, configured by the INQUIRY_* variables of
 * config.ts from its context's environment: on Cloudflare only the webhook sink
 * works, and INQUIRY_CLIENT_IP_HEADER should be `cf-connecting-ip`; on Vercel,
 * `x-real-ip`. Served by `sitegen dev` or `sitegen preview`, it stores inquiries
 * in `.sitegen/inquiries.jsonl` unless INQUIRY_FILE or INQUIRY_SINK say otherwise,
 * and `dev` turns rate limiting off: a developer submits the form again and again.
 */
export default inquiryFunction(
  // Made at the first request, from what it tells: Cloudflare reveals its bindings only then.
  (context) => (configured ??= handlerFromEnvironment({ ...localDefaults(context.local), ...context.env })),
);

function localDefaults(local: LocalServing | undefined): Environment {
  if (local === undefined) return {};
  return { INQUIRY_FILE: `${local.folder}/inquiries.jsonl`, ...(local.server === 'dev' ? { INQUIRY_RATE_LIMIT: 'off' } : {}) };
}
