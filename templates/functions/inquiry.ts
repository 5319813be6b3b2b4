import { handlerFromContext, inquiryFunction } from './inquiry/inquiry-function.ts';
import type { InquiryHandler } from './inquiry/inquiry-handler.ts';

let configured: InquiryHandler | undefined;

/**
 * The contact form's inquiry handler (inquiry/), as this site declares it in
 * site.ts: configured by the INQUIRY_* variables of inquiry/config.ts. On
 * Cloudflare only the webhook sink works, and INQUIRY_CLIENT_IP_HEADER should be
 * `cf-connecting-ip`; on Vercel, `x-real-ip`.
 */
export default inquiryFunction(
  // Made at the first request, from what it tells: Cloudflare reveals its bindings only then.
  (context) => (configured ??= handlerFromContext(context)),
);
