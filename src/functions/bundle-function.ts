import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { Memo } from '../cache/memo.ts';
import { describeEsbuildFailure } from '../render/esbuild-failure.ts';
import { engineImports, engineSources } from './engine-imports.ts';
import { bundleKey, recordedLoads, unchangedSources, withResolution, type KeptBundle } from './kept-bundles.ts';
import { FunctionModuleError } from './server-function.ts';

/**
 * What a function's module is bundled for: the hosts that call `export default { fetch }`,
 * AWS Lambda, or `sitegen dev`, which imports its module as it is, each time it changes.
 */
export type BundleKind = 'fetch' | 'lambda' | 'dev';

/**
 * Bundles a function's module, wrapped for its host, into one ES module for Node 20.
 * For a host, everything it imports is inlined but Node's own modules: what gets
 * uploaded as it is. For `dev`, its packages are left to node_modules, which makes
 * bundling it again at each request a matter of milliseconds.
 *
 * Given the bundles earlier builds made (`kept`), a bundle whose every source is as it
 * was is taken from them: esbuild reads and parses every module a bundle reaches,
 * which was the longest step of a build that took everything else from its caches.
 */
export async function bundleFunction(
  name: string,
  file: string,
  kind: BundleKind,
  root: string,
  kept?: Memo<KeptBundle>,
): Promise<Uint8Array> {
  const sources = engineSources();
  const entry = entrySource(kind, file, sources);
  const key = kept && (await bundleKey(root, [name, kind, file, entry, esbuild.version]));
  const earlier = key === undefined ? undefined : kept?.get(key);
  if (earlier && (await unchangedSources(root, earlier.sources))) return new TextEncoder().encode(earlier.code);
  /** What esbuild read, each file's bytes hashed as it read them; undefined once it read one of a kind not recorded. */
  let read: Record<string, string> | undefined = {};
  const recording = recordedLoads(root, (path, hash) => {
    if (read && hash !== undefined) read[path] = hash;
    else read = undefined;
  });
  try {
    const result = await esbuild.build({
      stdin: { contents: entry, resolveDir: root, sourcefile: `${name}-${kind}-entry.js` },
      absWorkingDir: root,
      bundle: true,
      packages: kind === 'dev' ? 'external' : undefined,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      sourcemap: kind === 'dev' ? 'inline' : false,
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
      plugins: kept ? [engineImports(sources), recording] : [engineImports(sources)],
    });
    const [output] = result.outputFiles;
    if (!output) throw new FunctionModuleError(`The function ${name} bundled to nothing.`);
    if (key !== undefined && read) kept?.set(key, { code: output.text, sources: await withResolution(root, read) });
    return output.contents;
  } catch (error) {
    if (error instanceof FunctionModuleError) throw error;
    throw new FunctionModuleError(`The function ${name} failed to bundle:\n${describeEsbuildFailure(error, root)}`);
  }
}

/** The entry of a bundle: the function's module, given to the adapter of its host. */
function entrySource(kind: BundleKind, file: string, sources: string): string {
  const module = JSON.stringify(file);
  const adapter = (name: string) => JSON.stringify(join(sources, 'functions', name));
  if (kind === 'dev') return `export { default } from ${module};\n`;
  const lines =
    kind === 'fetch'
      ? [`import { fetchEntry } from ${adapter('fetch-entry.ts')};`, 'export default fetchEntry(fn);']
      : [`import { lambdaHandler } from ${adapter('lambda-adapter.ts')};`, 'export const handler = lambdaHandler(fn);'];
  return [`import fn from ${module};`, ...lines, ''].join('\n');
}
