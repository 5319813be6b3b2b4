/**
 * What a server function's module exports as default: a Fetch-API handler, the
 * one shape every host the build bundles it for calls in some form.
 *
 *   import type { ServerFunction } from 'sitegen';
 *
 *   export default {
 *     fetch(request, context) {
 *       return new Response(`Hello, ${context.clientAddress ?? 'stranger'}`);
 *     },
 *   } satisfies ServerFunction;
 *
 * A site declares it by name, with its address and this module (SiteDefinition's
 * `functions`). `sitegen build` bundles the module, with everything it imports,
 * into `<name>.mjs`, which exports `default { fetch }` (Netlify Functions, Vercel,
 * Cloudflare Workers, any Node server), and into `<name>-lambda.mjs`, whose
 * `handler` answers AWS Lambda's HTTP events; `sitegen dev` serves the module from
 * the sources, `sitegen preview` the bundle the build wrote. Each gives the handler
 * a Request and a FunctionContext, and sends the Response it answers with as it is.
 *
 * The module is run on hosts without Node (Cloudflare Workers): one that needs a
 * Node module reaches it at run time (`process.getBuiltinModule`), not by an
 * import. From `sitegen` it may import the helpers made for it (readBodyWithin,
 * isClientAbort): the bundle holds those alone, not the engine.
 */
export interface ServerFunction {
  fetch(request: Request, context: FunctionContext): Response | Promise<Response>;
}

/**
 * What the host knows besides the request, as every adapter hands it over.
 *
 * A request's body may end in an error while it is read: a ClientAbortError
 * (isClientAbort tells one) when the client went away before sending it whole,
 * which is no failure of the function's own.
 */
export interface FunctionContext {
  /**
   * The client's IP address, when the host tells it: the connection's under Node
   * (and `dev` and `preview`), the source IP of a Lambda event, Netlify's
   * `context.ip`. Vercel and Cloudflare tell it only in a header (`x-real-ip`,
   * `cf-connecting-ip`), which the function reads itself.
   */
  readonly clientAddress?: string | undefined;
  /**
   * The environment variables: `process.env` where the host has one, and on
   * Cloudflare Workers, which passes its bindings to each call, those bindings
   * that are text.
   */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Set only when `sitegen dev` or `sitegen preview` serves the function, so that it can choose defaults for working locally. */
  readonly local?: LocalServing | undefined;
}

/** How `sitegen dev` or `sitegen preview` serves a function. */
export interface LocalServing {
  /** `dev` serves the module from the sources, a save taking effect at the next request; `preview` the bundle the build wrote. */
  readonly server: 'dev' | 'preview';
  /** A folder the function may keep local files in (the project's `.sitegen/`), as no host's disk is there to keep them. */
  readonly folder: string;
}

/** A function's module cannot be served: it does not compile, imports what cannot be found, or exports no function. */
export class FunctionModuleError extends Error {
  override name = 'FunctionModuleError';
}

/** What a function's module exports as default, checked to be a ServerFunction; a FunctionModuleError names the function and says what it must export. */
export function serverFunctionOf(exported: unknown, name: string): ServerFunction {
  const fetch = typeof exported === 'object' && exported !== null && 'fetch' in exported ? exported.fetch : undefined;
  if (typeof fetch === 'function') return exported as ServerFunction;
  throw new FunctionModuleError(
    `The function ${name} must export its handler as default: export default { fetch(request, context) { ... } }`,
  );
}
