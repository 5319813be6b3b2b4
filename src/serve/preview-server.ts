import type { NodeServing } from '../functions/node-adapter.ts';
import { createSitePaths } from '../render/site-paths.ts';
import { builtFunctions } from './built-functions.ts';
import { withFunctions } from './function-routes.ts';
import { listen, type RunningServer } from './listen.ts';
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
}

/** Serves a built site as a static host would, to check it before deploying; its `url` is the site's, base included. */
export async function startPreviewServer(options: PreviewOptions): Promise<RunningServer> {
  const paths = createSitePaths('', options.base ?? '/');
  const site = serveStaticFiles(options.dir, { base: paths.base });
  const { functions } = options;
  const listener = functions
    ? withFunctions({ functions: builtFunctions(functions.dir), base: paths.base, serving: functions.serving }, site)
    : site;
  const server = await listen(listener, options.host, options.port);
  return { url: new URL(paths.base, server.url).href, close: server.close };
}
