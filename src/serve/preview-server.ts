import { listen, type RequestListener, type RunningServer } from './listen.ts';
import { serveStaticFiles } from './static-files.ts';

export interface PreviewOptions {
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  /** Answers the inquiry endpoint, as the deployed handler would. */
  readonly inquiry?: { readonly path: string; readonly listener: RequestListener };
}

/** Serves a built site as a static host would, to check it before deploying. */
export function startPreviewServer(options: PreviewOptions): Promise<RunningServer> {
  const files = serveStaticFiles(options.dir, { live: false });
  const { inquiry } = options;
  return listen(
    (request, response, target) => (inquiry && target.path === inquiry.path ? inquiry.listener(request, response, target) : files(request, response, target)),
    options.host,
    options.port,
  );
}
