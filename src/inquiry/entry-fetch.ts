/**
 * The deployable entry for hosts that call a Fetch-API handler exported as
 * `export default { fetch }`: Cloudflare Workers (`fetch(request, env, ctx)`),
 * Vercel Functions on the Node.js runtime (`fetch(request)`, a file under `api/`)
 * and Netlify Functions (`fetch(request, context)`, served at
 * `/.netlify/functions/{file name}` unless a redirect maps `/api/inquiry` to it).
 *
 * Configuration: the INQUIRY_* variables of config.ts, from `process.env` where
 * the host has one and from the bindings Cloudflare passes as `env`. On Cloudflare
 * only the webhook sink works, and INQUIRY_CLIENT_IP_HEADER should be
 * `cf-connecting-ip`; on Vercel, `x-real-ip`. Netlify hands over the client's
 * address itself (`context.ip`).
 */
import { handlerFromEnvironment } from './configured-handler.ts';
import type { InquiryHandler } from './inquiry-handler.ts';

let configured: InquiryHandler | undefined;

async function handleInquiry(request: Request, platform?: unknown): Promise<Response> {
  // Built on the first request: Cloudflare only reveals its bindings then.
  configured ??= handlerFromEnvironment({ ...globalThis.process?.env, ...inquiryBindings(platform) });
  return configured(request, { remoteAddress: clientAddress(platform) });
}

export default { fetch: handleInquiry };

function inquiryBindings(platform: unknown): Record<string, string> {
  if (typeof platform !== 'object' || platform === null) return {};
  return Object.fromEntries(Object.entries(platform).filter(([name, value]) => name.startsWith('INQUIRY_') && typeof value === 'string'));
}

function clientAddress(platform: unknown): string | undefined {
  const ip = typeof platform === 'object' && platform !== null && 'ip' in platform ? platform.ip : undefined;
  return typeof ip === 'string' ? ip : undefined;
}
