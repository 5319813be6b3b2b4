import type { FunctionContext, ServerFunction } from './server-function.ts';

/**
 * Marks the context `sitegen preview` hands a Fetch bundle, which it passes on as it
 * is: preview runs the bundle that deploys, yet tells the function it serves it locally.
 * A symbol of the global registry, as the bundle holds a copy of this module of its own.
 */
export const localContextMark = Symbol.for('sitegen.localContext');

/** What the Fetch bundle exports as default: the function, whatever each host calls it with. */
export interface FetchEntry {
  fetch(request: Request, platform?: unknown, execution?: unknown): Promise<Response>;
}

/**
 * A server function as the hosts that call `export default { fetch }` call it:
 * Cloudflare Workers `fetch(request, env, ctx)`, with its bindings in `env`;
 * Netlify Functions `fetch(request, context)`, with the client's address in
 * `context.ip`; Vercel Functions and Node servers `fetch(request)`; `sitegen preview`
 * `fetch(request, context)`, its context marked as its own (localContextMark).
 */
export function fetchEntry(fn: ServerFunction): FetchEntry {
  return {
    fetch: async (request, platform, execution) => fn.fetch(request, contextOf(platform, execution)),
  };
}

function contextOf(platform: unknown, execution: unknown): FunctionContext {
  if (isLocalContext(platform)) return platform;
  const env = { ...globalThis.process?.env };
  // Only Cloudflare passes a third argument, the call's execution context: the second is then its bindings.
  if (execution !== undefined) return { env: { ...env, ...textEntries(platform) } };
  return { clientAddress: textEntries(platform).ip, env };
}

function textEntries(value: unknown): Record<string, string | undefined> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function isLocalContext(platform: unknown): platform is FunctionContext {
  return typeof platform === 'object' && platform !== null && localContextMark in platform;
}
