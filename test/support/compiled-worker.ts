import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from './project.ts';

export interface CompiledWorker {
  /** The folder the script was compiled into, the test's own: it may put other scripts beside it. */
  readonly folder: string;
  readonly script: URL;
  remove(): Promise<void>;
}

/**
 * A worker thread's script, compiled as the CLI compiles it: it exists only in the
 * compiled CLI otherwise. It goes inside the repository, so that its packages resolve
 * from node_modules there.
 */
export async function compileWorker(entry: string): Promise<CompiledWorker> {
  const name = basename(entry, '.ts');
  const folder = join(repoRoot, '.sitegen', `test-${name}-${process.pid}`);
  await mkdir(folder, { recursive: true });
  const outfile = join(folder, `${name}.mjs`);
  await build({
    entryPoints: [join(repoRoot, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return { folder, script: pathToFileURL(outfile), remove: () => rm(folder, { recursive: true, force: true }) };
}
