import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describeEsbuildFailure } from '../render/esbuild-failure.ts';
import { engineImports, engineSources } from './engine-imports.ts';

/** The two hosts a function is bundled for: those that call `export default { fetch }`, and AWS Lambda. */
export type BundleEntry = 'fetch' | 'lambda';

/** A function's module failed to bundle: it does not compile, or imports what cannot be found. */
export class FunctionBundleError extends Error {
  override name = 'FunctionBundleError';
}

/**
 * Bundles a function's module, wrapped for one kind of host, into one self-contained
 * ES module for Node 20 (its packages inlined; only Node's own modules are imported),
 * what gets uploaded to the host as it is.
 */
export async function bundleFunction(name: string, file: string, entry: BundleEntry, root: string): Promise<Uint8Array> {
  const sources = engineSources();
  try {
    const result = await esbuild.build({
      stdin: { contents: entrySource(entry, file, sources), resolveDir: root, sourcefile: `${name}-${entry}-entry.js` },
      absWorkingDir: root,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [engineImports(sources)],
    });
    const [output] = result.outputFiles;
    if (!output) throw new FunctionBundleError(`The function ${name} bundled to nothing.`);
    return output.contents;
  } catch (error) {
    if (error instanceof FunctionBundleError) throw error;
    throw new FunctionBundleError(`The function ${name} failed to bundle:\n${describeEsbuildFailure(error, root)}`);
  }
}

/** The entry of a bundle: the function's module, given to the adapter of its host. */
function entrySource(entry: BundleEntry, file: string, sources: string): string {
  const adapter = (module: string) => JSON.stringify(join(sources, 'functions', module));
  const lines =
    entry === 'fetch'
      ? [`import { fetchEntry } from ${adapter('fetch-entry.ts')};`, 'export default fetchEntry(fn);']
      : [`import { lambdaHandler } from ${adapter('lambda-adapter.ts')};`, 'export const handler = lambdaHandler(fn);'];
  return [`import fn from ${JSON.stringify(file)};`, ...lines, ''].join('\n');
}
