import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { isInside } from '../output/is-inside.ts';
import { packageRoot } from '../render/package-root.ts';

/** The engine's sources, which a function's bundle takes what it imports from `sitegen` from. */
export function engineSources(): string {
  return join(packageRoot(), 'src');
}

/**
 * Resolves `sitegen` to the engine's API, and takes no module of the engine for one
 * with side effects: a function that imports one helper from `sitegen` is bundled
 * with that helper alone, not with React and the rest of the engine beside it.
 */
export function engineImports(sources: string): Plugin {
  return {
    name: 'sitegen-engine-imports',
    setup(build) {
      build.onResolve({ filter: /^sitegen$/ }, () => ({ path: join(sources, 'api.ts'), sideEffects: false }));
      // The engine names every module it imports by its file, extension and all.
      build.onResolve({ filter: /^\.\.?\// }, ({ path, importer, resolveDir }) =>
        isInside(sources, importer) ? { path: resolve(resolveDir, path), sideEffects: false } : undefined,
      );
    },
  };
}
