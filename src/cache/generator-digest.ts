import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Runtime dependencies that make nothing a build keeps: the S3 client (deploy), the
 * compression and file watcher of the servers, the command-line parser. A bump of one
 * leaves every cache as it is.
 */
export const packagesOutsideBuild = ['@aws-sdk/client-s3', '@parcel/watcher', 'commander', 'compression'] as const;

/** Runtime dependencies only `sitegen check` makes its findings with: they name the check's cache, not the build's. */
export const checkPackages = ['cheerio', 'html-validate'] as const;

interface PackageManifest {
  readonly version?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

/**
 * The generator's build, as far as a cache can tell: the engine's sources, and the installed
 * version of every package its runtime dependencies reach, but those of packagesOutsideBuild and
 * checkPackages. A dev dependency's bump, or any other change of the lockfile that installs the same
 * runtime packages, leaves it as it is: what the caches hold could not differ.
 */
export function generatorDigest(root: string): string {
  const hash = createHash('sha256');
  for (const file of engineSourceFiles(root)) hash.update(`${file}\n`).update(readFileSync(join(root, file)));
  const { dependencies = {}, peerDependencies = {} } = readManifest(root) ?? {};
  const leftOut = new Set<string>([...packagesOutsideBuild, ...checkPackages]);
  // React renders every page and zod checks every file: the project's copies count as the engine's own.
  const names = [...Object.keys(dependencies), ...Object.keys(peerDependencies)].filter((name) => !leftOut.has(name));
  hash.update(installedPackages(root, names).join('\n'));
  return hash.digest('hex').slice(0, 16);
}

/** What `sitegen check` reads pages with, besides the generator: the installed versions of checkPackages and what they reach. */
export function checkPackagesDigest(root: string): string {
  return createHash('sha256').update(installedPackages(root, checkPackages).join('\n')).digest('hex').slice(0, 16);
}

/** The engine's TypeScript sources under `src/`, tests and their support left out: editing a test changes no build. Sorted. */
export function engineSourceFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test-support'))
    .map((file) => join('src', file))
    .sort();
}

/**
 * `name@version` of each of `names` as Node resolves it from `root`, and of every package their
 * `dependencies` reach, as installed: the code the engine loads, or bundled when its CLI was compiled.
 * Optional dependencies are not followed: they are the platform's builds of a package (sharp's libvips,
 * esbuild's binary), whose versions the package pins. A package that is not installed is named
 * `name@missing`. Sorted, each once.
 */
export function installedPackages(root: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  const visited = new Set<string>();
  const pending = names.map((name) => ({ from: root, name }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const folder = resolvePackage(next.from, next.name);
    if (folder === undefined) {
      found.add(`${next.name}@missing`);
      continue;
    }
    if (visited.has(folder)) continue;
    visited.add(folder);
    const manifest = readManifest(folder);
    found.add(`${next.name}@${manifest?.version ?? 'unknown'}`);
    for (const name of Object.keys(manifest?.dependencies ?? {})) pending.push({ from: folder, name });
  }
  return [...found].sort();
}

/** The folder of the package `name` that code in `from` imports: the nearest `node_modules/{name}` up the tree. */
function resolvePackage(from: string, name: string): string | undefined {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(folder) === folder) return undefined;
  }
}

function readManifest(folder: string): PackageManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageManifest;
  } catch {
    return undefined;
  }
}
