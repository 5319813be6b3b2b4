/**
 * The package's build step, run by `npm pack` and, in a clone, by `npm ci` and `npm install`
 * (`prepare`), by `npm run build:cli`, and before the tests: compiles the
 * command line (`src/cli/main.ts`, which `bin/sitegen.js` imports), the API a site
 * imports as `sitegen` (`src/api.ts`), its worker threads' scripts (Markdown, social
 * cards, images, Pagefind), with the pure-JavaScript packages they use, into `lib/`. One build with shared chunks: the
 * site's module, importing the API, gets the very modules the command line runs.
 * Stamps the build with an id of its sources and of the runtime packages it bundles or
 * loads (see generatorDigest), so that caches made by another build of the generator
 * are never trusted.
 *
 *   npx tsx src/cli/compile-cli.ts
 */
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as esbuild from 'esbuild';
import packageJson from '../../package.json' with { type: 'json' };
import { generatorDigest } from '../cache/generator-digest.ts';
import { packageRoot } from '../render/package-root.ts';
import { compiledEntries, compiledFolder, compiledTypesFile } from './compiled-package.ts';

/**
 * Packages loaded from node_modules as they are: React and zod, the peer dependencies
 * the site's templates and schemas share with the engine; packages that find a native
 * binary or data files beside themselves; and large ones that only one command loads.
 */
const unbundled = [
  'react',
  'react-dom',
  'zod',
  'esbuild',
  'lightningcss',
  'shiki',
  '@shikijs/*',
  '@aws-sdk/*',
  'html-validate',
  'cheerio',
  'sharp',
  'satori',
  '@resvg/*',
  '@parcel/*',
];

async function compileCli(): Promise<void> {
  const root = packageRoot();
  const buildId = `${packageJson.version}+${generatorDigest(root)}`;
  const outdir = join(root, compiledFolder);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: compiledEntries,
    bundle: true,
    splitting: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.10',
    external: unbundled,
    // For the bundled CommonJS packages that require Node's own modules.
    banner: { js: "import { createRequire as __sitegenRequire } from 'node:module'; const require = __sitegenRequire(import.meta.url);" },
    define: { SITEGEN_BUILD_ID: JSON.stringify(buildId) },
    // Mappings only: stack traces name src/ lines, and the maps Node parses at every start stay small.
    sourcemap: 'inline',
    sourcesContent: false,
    logLevel: 'warning',
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
  });
  // Written into a folder of its own, then swapped in: a command running meanwhile never imports half a CLI.
  const temporary = `${outdir}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  await mkdir(temporary, { recursive: true });
  await Promise.all(result.outputFiles.map((file) => writeFile(join(temporary, basename(file.path)), file.text)));
  // The API's declarations are made by a slower step of their own (compile-types.ts), when the package is: kept until then.
  const types = join(outdir, compiledTypesFile);
  if (existsSync(types)) await copyFile(types, join(temporary, compiledTypesFile));
  await rm(outdir, { recursive: true, force: true });
  await rename(temporary, outdir);
  console.log(`Compiled sitegen into ${compiledFolder}/ (${buildId})`);
}

await compileCli();
