import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localContextMark } from '../functions/fetch-entry.ts';
import { readFunctionsManifest } from '../functions/functions-manifest.ts';
import { serverFunctionOf, type FunctionContext, type ServerFunction } from '../functions/server-function.ts';
import type { LocalFunction } from './function-routes.ts';

/**
 * The functions a build bundled into `dir`, as `sitegen preview` serves them: from
 * their Fetch bundles, the files that deploy, as the manifest beside them names them.
 * Both are read at each request, and a bundle is imported again when its bytes
 * changed, so that preview serves a build made meanwhile from the next request on, as
 * it does the site. Without a manifest there, there is no function to serve.
 */
export function builtFunctions(dir: string): () => Promise<LocalFunction[]> {
  const imported = new Map<string, { readonly digest: string; readonly fn: ServerFunction }>();
  const load = async (name: string, file: string): Promise<ServerFunction> => {
    const digest = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
      .slice(0, 16);
    let bundle = imported.get(file);
    if (bundle?.digest !== digest) {
      // The digest makes the module's URL one of its own: Node keeps every module it imported by its URL.
      const entry = serverFunctionOf(((await import(`${pathToFileURL(file).href}?${digest}`)) as { default?: unknown }).default, name);
      bundle = { digest, fn: { fetch: (request, context) => entry.fetch(request, markedLocal(context)) } };
      imported.set(file, bundle);
    }
    return bundle.fn;
  };
  return async () => {
    const manifest = await readFunctionsManifest(dir);
    return (manifest?.functions ?? []).map(({ name, path, fetch }) => ({ name, path, load: () => load(name, join(dir, fetch)) }));
  };
}

/** The context as the Fetch bundle passes it on to the function, rather than read it as a host's argument. */
function markedLocal(context: FunctionContext): FunctionContext {
  const marked: FunctionContext & { readonly [localContextMark]: true } = { ...context, [localContextMark]: true };
  return marked;
}
