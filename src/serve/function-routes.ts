import { nodeListener, type NodeServing } from '../functions/node-adapter.ts';
import type { ServerFunction } from '../functions/server-function.ts';
import { checkSitePath } from '../output/site-path.ts';
import type { RequestListener } from './listen.ts';

/** A server function as a local server serves it. */
export interface LocalFunction {
  readonly name: string;
  /** Its address, in the site-path rule's normal form. */
  readonly path: string;
  /** The function as it is at this request: a server that sees it changed loads it again. */
  load(): Promise<ServerFunction>;
}

export interface FunctionRoutes {
  /** The functions to serve, as they are at each request. */
  readonly functions: () => readonly LocalFunction[] | Promise<readonly LocalFunction[]>;
  /** The path the site is served under: every function's address is under it. */
  readonly base: string;
  /** What every function is told besides the client's address. */
  readonly serving: NodeServing;
}

/**
 * Answers a request at a function's address under the base (any method, with or
 * without a trailing slash, as the site-path rule reads one address) with that
 * function, and every other request with `otherwise`.
 */
export function withFunctions(routes: FunctionRoutes, otherwise: RequestListener): RequestListener {
  return async (request, response, target) => {
    const path = sitePathUnder(routes.base, target.path);
    const functions = path === undefined ? [] : await routes.functions();
    const served = functions.find((fn) => fn.path === path);
    if (served === undefined) return otherwise(request, response, target);
    nodeListener(await served.load(), routes.serving)(request, response);
  };
}

/** The site path a request's path names under the base, in the rule's normal form; undefined when it names none. */
function sitePathUnder(base: string, requested: string): string | undefined {
  if (!requested.startsWith(base)) return undefined;
  const checked = checkSitePath(requested.slice(base.length - 1));
  return checked.ok ? checked.sitePath.path : undefined;
}
