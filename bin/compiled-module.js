// The generator is written in TypeScript. Rather than compile it in a step users must
// remember, the first run bundles it with esbuild into .sitegen/ and later runs reuse
// that bundle until a source file changes.
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Imports a TypeScript entry of this package, compiled once per change of its sources.
 * The sources' fingerprint is left in SITEGEN_GENERATOR_ID: build caches made by another
 * version of the generator are not to be trusted.
 */
export async function loadCompiledModule(entryUrl) {
  const entry = fileURLToPath(entryUrl);
  const sources = await typeScriptFiles(join(packageRoot, 'src'));
  // src/ imports two helpers from templates/ (text formatting, the icon set): they are compiled in too.
  const fingerprint = await fingerprintOf([...sources, ...(await typeScriptFiles(join(packageRoot, 'templates')))], entry);
  process.env.SITEGEN_GENERATOR_ID = fingerprint;
  const outdir = join(packageRoot, '.sitegen', 'cli', fingerprint);
  const entryFile = join(outdir, `${basename(entry, '.ts')}.mjs`);
  const exists = await access(entryFile).then(() => true, () => false);
  // A worker thread's script (src/**/*-worker.ts) is compiled to its own file beside the entry's.
  if (!exists) await compile([entry, ...sources.filter((file) => file.endsWith('-worker.ts'))], outdir);
  return import(pathToFileURL(entryFile).href);
}

/** The `.ts` files under `dir` but tests, which are never compiled in: editing one must not make every build cache look stale. */
async function typeScriptFiles(dir) {
  const files = await readdir(dir, { recursive: true });
  return files.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).map((file) => join(dir, file));
}

/**
 * Changes whenever a source file is added, removed or saved, with the installed
 * dependencies (package.json and the lockfile: the bundle carries some of them inside
 * it) and with the way it is compiled (this file).
 */
async function fingerprintOf(sources, entry) {
  const hash = createHash('sha256').update(entry);
  const files = [...sources.sort(), ...['package.json', 'package-lock.json'].map((file) => join(packageRoot, file)), fileURLToPath(import.meta.url)];
  // A missing file (a checkout installed without a lockfile) counts as one more state.
  const stats = await Promise.all(files.map((file) => stat(file).catch(() => undefined)));
  files.forEach((file, index) => hash.update(`${file}:${stats[index]?.size}:${stats[index]?.mtimeMs}\n`));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Dependencies loaded from node_modules as they are: React, which the templates (compiled
 * on their own) must share with the renderer; packages that find a native binary or data
 * files beside themselves; and large ones that only one command loads.
 */
const unbundled = [
  'react',
  'react-dom',
  'esbuild',
  'lightningcss',
  'pagefind',
  'shiki',
  '@shikijs/*',
  '@aws-sdk/*',
  'html-validate',
  'cheerio',
];

/**
 * Split into chunks: a module the sources import with `await import()` is loaded only
 * when a command needs it, so `sitegen --help` or an up-to-date build skips React,
 * shiki and the rest.
 */
async function compile(entryPoints, outdir) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints,
    bundle: true,
    splitting: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.10',
    // Pure-JavaScript dependencies are bundled in: Node then reads a few files instead of
    // hundreds (remark alone is about a hundred modules), which starts every command sooner.
    external: unbundled,
    // For the bundled CommonJS packages that require Node's own modules.
    banner: { js: "import { createRequire as __sitegenRequire } from 'node:module'; const require = __sitegenRequire(import.meta.url);" },
    sourcemap: 'inline',
    // Mappings only: stack traces name src/ lines, and the maps Node parses at every start stay small.
    sourcesContent: false,
    logLevel: 'silent',
    outdir,
    outExtension: { '.js': '.mjs' },
    // Every file side by side: a module finds a worker's script as ./{name}.mjs.
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
  });
  // Written into a temporary folder first: two runs compiling at once never import half a bundle.
  const temporary = `${outdir}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  await mkdir(temporary, { recursive: true });
  await Promise.all(result.outputFiles.map((file) => writeFile(join(temporary, basename(file.path)), file.text)));
  await rename(temporary, outdir).catch(async (error) => {
    // Another run put the same bundle in place first.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    await rm(temporary, { recursive: true, force: true });
  });
  // Bundles of earlier sources are never used again.
  const dir = dirname(outdir);
  for (const name of await readdir(dir)) {
    if (join(dir, name) !== outdir && !name.endsWith('.tmp')) await rm(join(dir, name), { recursive: true, force: true });
  }
}
