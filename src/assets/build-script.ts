import * as esbuild from 'esbuild';
import { describeEsbuildFailure } from '../render/esbuild-failure.ts';

export class ScriptError extends Error {
  override name = 'ScriptError';
}

/** Bundles the browser entry into one small, minified ES module. */
export async function buildScript(entry: string): Promise<string> {
  try {
    const result = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      target: ['es2020'],
      platform: 'browser',
      logLevel: 'silent',
    });
    const [script] = result.outputFiles;
    if (!script) throw new ScriptError(`Client script built to nothing: ${entry}`);
    return script.text;
  } catch (error) {
    throw new ScriptError(`Client script failed to build:\n${describeEsbuildFailure(error)}`);
  }
}
