// The generator is written in TypeScript. Rather than compile it in a step users must
// remember, the first run bundles it with esbuild into .sitegen/ and later runs reuse
// that bundle until a source file changes.
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Imports a TypeScript entry of this package, compiled once per change of its sources.
 * The sources' fingerprint is left in SITEGEN_GENERATOR_ID: build caches made by another
 * version of the generator are not to be trusted.
 */
export async function loadCompiledModule(entryUrl) {
  const entry = fileURLToPath(entryUrl);
  const sourceDir = join(packageRoot, 'src');
  const fingerprint = await fingerprintOf(sourceDir, entry);
  process.env.SITEGEN_GENERATOR_ID = fingerprint;
  const outfile = join(packageRoot, '.sitegen', 'cli', `${fingerprint}.mjs`);
  const exists = await access(outfile).then(() => true, () => false);
  if (!exists) await compile(entry, outfile);
  return import(pathToFileURL(outfile).href);
}

/** Changes whenever a source file is added, removed or saved. */
async function fingerprintOf(sourceDir, entry) {
  const hash = createHash('sha256').update(entry);
  const sources = (await readdir(sourceDir, { recursive: true })).filter((file) => file.endsWith('.ts')).map((file) => join(sourceDir, file));
  const files = [...sources.sort(), join(packageRoot, 'package.json')];
  const stats = await Promise.all(files.map((file) => stat(file)));
  files.forEach((file, index) => hash.update(`${file}:${stats[index].size}:${stats[index].mtimeMs}\n`));
  return hash.digest('hex').slice(0, 16);
}

async function compile(entry, outfile) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.10',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'silent',
    outfile,
  });
  await mkdir(dirname(outfile), { recursive: true });
  // Written under a temporary name first: two runs compiling at once never import half a file.
  const temporary = `${outfile}.${process.pid}.tmp`;
  await writeFile(temporary, result.outputFiles[0].text);
  await rename(temporary, outfile);
  // Bundles of earlier sources are never used again.
  const dir = dirname(outfile);
  for (const name of await readdir(dir)) {
    if (join(dir, name) !== outfile && name.endsWith('.mjs')) await rm(join(dir, name), { force: true });
  }
}
