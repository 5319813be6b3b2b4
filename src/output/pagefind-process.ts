import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { backgroundPriority, nicenessVariable } from './pagefind-priority.ts';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** The Pagefind executable, found as the `pagefind` package finds it (`PAGEFIND_BINARY_PATH` overrides it). */
let executable: Promise<string> | undefined;

function pagefindExecutable(): Promise<string> {
  executable ??= (async () => {
    // The package's resolver is not among what it exports: it is found in the package's folder.
    const resolver = pathToFileURL(join(pagefindPackage(), 'lib', 'resolveBinary.js'));
    const { resolveBinaryPath } = (await import(resolver.href)) as { resolveBinaryPath(names: readonly string[]): string };
    return resolveBinaryPath(['pagefind_extended', 'pagefind']);
  })();
  return executable;
}

/** The folder of the `pagefind` package, where Node would look for it from here. */
function pagefindPackage(): string {
  const folders = createRequire(import.meta.url).resolve.paths('pagefind') ?? [];
  const found = folders.map((folder) => join(folder, 'pagefind')).find((folder) => existsSync(join(folder, 'package.json')));
  if (found === undefined) throw new SearchIndexError('Pagefind is not installed: run npm install');
  return found;
}

/** The guard's script, beside this module once the CLI is compiled (src/cli/compile-cli.ts). */
const compiledGuard = new URL('./pagefind-guard.mjs', import.meta.url);

export interface PagefindRunOptions {
  /** The guard's script (see indexWithPagefind); without it, Pagefind is started directly. */
  readonly guard?: URL | undefined;
  /** Runs Pagefind at a lower priority than this process (see pagefind-priority.ts): the dev server's index, made after a save, does. */
  readonly background?: boolean | undefined;
}

/**
 * Indexes the pages in `site` into `target` (both absolute) with a Pagefind process of
 * its own, leaving out what the `exclude` selectors match, and resolves once that
 * process has written every file and ended. Each call is a process of its own, so
 * several folders can be indexed at once. Pagefind runs in `site`, where no
 * configuration file of the project can reach it.
 *
 * Pagefind is started by a small Node process, the guard, which stops it if this one
 * dies: killed part-way, a build would otherwise leave Pagefind running, writing into
 * a folder the next build removes. Running from the sources (as tests do), there is no
 * compiled guard, and Pagefind is started directly. In the background, the guard
 * lowers its own priority before it starts Pagefind, whose threads all inherit it
 * (started directly, Pagefind keeps this process's).
 */
export async function indexWithPagefind(
  site: string,
  target: string,
  exclude: readonly string[],
  { guard = compiledGuard, background = false }: PagefindRunOptions = {},
): Promise<void> {
  const executable = await pagefindExecutable();
  const options = [
    '--site',
    site,
    '--output-path',
    target,
    '--silent',
    ...exclude.flatMap((selector) => ['--exclude-selectors', selector]),
  ];
  const niceness = background ? { [nicenessVariable]: String(backgroundPriority()) } : {};
  const pagefind: ChildProcess = existsSync(fileURLToPath(guard))
    ? fork(fileURLToPath(guard), [executable, ...options], {
        cwd: site,
        execArgv: [],
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        env: { ...process.env, ...niceness },
      })
    : spawn(executable, options, { cwd: site, stdio: ['ignore', 'ignore', 'pipe'] });
  let report = '';
  pagefind.stderr?.setEncoding('utf8').on('data', (text: string) => {
    report += text;
  });
  const [code, signal] = (await once(pagefind, 'close')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    const ending = signal ? `was stopped by ${signal}` : `ended with code ${code}`;
    throw new SearchIndexError(`Pagefind could not index ${site}: it ${ending}${report.trim() ? `: ${report.trim()}` : ''}`);
  }
}
