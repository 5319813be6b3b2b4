import { bundleFunction } from '../functions/bundle-function.ts';
import { serverFunctionOf, type ServerFunction } from '../functions/server-function.ts';
import type { PlannedFunction } from '../pipeline/plan-pages.ts';
import { importCompiled } from '../render/import-compiled.ts';
import type { LocalFunction } from '../serve/function-routes.ts';

/**
 * The site's functions as `sitegen dev` serves them: each from its module in the
 * sources, bundled again at each request and imported again only when that changed
 * what it bundles to, so that a save takes effect at the next request while the
 * module's state (a rate limiter's counts, an open file) lasts as long as it does not.
 */
export function createSourceFunctions(root: string): (functions: readonly PlannedFunction[]) => LocalFunction[] {
  const loaders = new Map<string, () => Promise<ServerFunction>>();
  return (functions) =>
    functions.map(({ name, path, file }) => {
      const key = `${name}\n${file}`;
      const load = loaders.get(key) ?? moduleLoader(name, file, root);
      loaders.set(key, load);
      return { name, path, load };
    });
}

function moduleLoader(name: string, file: string, root: string): () => Promise<ServerFunction> {
  let loaded: { readonly code: string; readonly fn: ServerFunction } | undefined;
  // One load at a time: requests that come together after a save share the one new module.
  let loading = Promise.resolve();
  return () => {
    const load = loading.then(async () => {
      const code = new TextDecoder().decode(await bundleFunction(name, file, 'dev', root));
      if (loaded?.code !== code)
        loaded = { code, fn: serverFunctionOf((await importCompiled(root, `function-${name}`, code)).default, name) };
      return loaded.fn;
    });
    loading = load.then(
      () => undefined,
      () => undefined,
    );
    return load;
  };
}
