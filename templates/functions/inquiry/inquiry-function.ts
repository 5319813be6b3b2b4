import type { FunctionContext, LocalServing, ServerFunction } from 'sitegen';
import type { Environment } from './config.ts';
import { handlerFromEnvironment } from './configured-handler.ts';
import type { InquiryHandler } from './inquiry-handler.ts';

/** An inquiry handler as a server function, rate limiting by the client's address as the host tells it. */
export function inquiryFunction(handlerFor: (context: FunctionContext) => InquiryHandler): ServerFunction {
  return { fetch: (request, context) => handlerFor(context)(request, { remoteAddress: context.clientAddress }) };
}

/**
 * The handler a function's context configures: from the INQUIRY_* variables of its
 * environment (config.ts), and served by `sitegen dev` or `sitegen preview`, storing
 * inquiries in `.sitegen/inquiries.jsonl` unless INQUIRY_FILE or INQUIRY_SINK say
 * otherwise, and in `dev` without rate limiting: a developer submits the form again
 * and again.
 */
export function handlerFromContext({ env, local }: FunctionContext): InquiryHandler {
  return handlerFromEnvironment({ ...localDefaults(local), ...env });
}

function localDefaults(local: LocalServing | undefined): Environment {
  if (local === undefined) return {};
  return { INQUIRY_FILE: `${local.folder}/inquiries.jsonl`, ...(local.server === 'dev' ? { INQUIRY_RATE_LIMIT: 'off' } : {}) };
}
