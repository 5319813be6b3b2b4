import type { NodeServing } from '../functions/node-adapter.ts';
import { createSitePaths } from '../render/site-paths.ts';
import { builtFunctions } from './built-functions.ts';
import { withFunctions } from './function-routes.ts';
import { listen, type RequestListener, type RunningServer } from './listen.ts';
import { serveStaticFiles } from './static-files.ts';

export interface PreviewOptions {
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  /** The path the site was built for, where it is served (`/` when not given). */
  readonly base?: string;
  /**
   * The folder the build bundled the site's functions into, and what they are told: each
   * is served at its address under the base, from the bundle that deploys.
   */
  readonly functions?: { readonly dir: string; readonly serving: NodeServing };
  /** Answers the inquiry endpoint (a path of the site, under the base), as the deployed handler would. */
  readonly inquiry?: { readonly path: string; readonly listener: RequestListener };
}

/** Serves a built site as a static host would, to check it before deploying; its `url` is the site's, base included. */
export async function startPreviewServer(options: PreviewOptions): Promise<RunningServer> {
  const paths = createSitePaths('', options.base ?? '/');
  const site = serveStaticFiles(options.dir, { base: paths.base });
  const { functions } = options;
  const files = functions
    ? withFunctions({ functions: builtFunctions(functions.dir), base: paths.base, serving: functions.serving }, site)
    : site;
  const { inquiry } = options;
  // The site's pages name the endpoint under the base they were built for.
  const inquiryPath = inquiry && paths.withBase(inquiry.path);
  const server = await listen(
    (request, response, target) =>
      inquiry && target.path === inquiryPath ? inquiry.listener(request, response, target) : files(request, response, target),
    options.host,
    options.port,
  );
  return { url: new URL(paths.base, server.url).href, close: server.close };
}
