/**
 * The CLI's build step, run by `npm ci` and `npm install` (`prepare`), by `npm run
 * build:cli`, and before the tests: compiles `src/cli/main.ts` and its worker
 * threads' scripts (Markdown, social cards, the dev server's watcher), with the pure-JavaScript
 * packages they use, into `lib/cli/`, which
 * `bin/sitegen.js` imports. Stamps the build with an id of its sources and of the
 * runtime packages it bundles or loads (see generatorDigest), so that caches made by
 * another build of the generator are never trusted.
 *
 *   npx tsx src/cli/compile-cli.ts
 */
import { rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import * as esbuild from 'esbuild';
import packageJson from '../../package.json' with { type: 'json' };
import { generatorDigest } from '../cache/generator-digest.ts';
import { packageRoot } from '../render/package-root.ts';

/**
 * Packages loaded from node_modules as they are: React, which the site's templates
 * (compiled on their own) must share with the renderer; packages that find a native
 * binary or data files beside themselves; and large ones that only one command loads.
 */
const unbundled = [
  'react',
  'react-dom',
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

/** Where the compiled CLI goes, inside the package. */
export const compiledCliFolder = join('lib', 'cli');

async function compileCli(): Promise<void> {
  const root = packageRoot();
  const buildId = `${packageJson.version}+${generatorDigest(root)}`;
  const outdir = join(root, compiledCliFolder);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      'src/cli/main.ts',
      'src/markdown/render-worker.ts',
      'src/cards/card-worker.ts',
      'src/images/image-encoder.ts',
      'src/output/pagefind-guard.ts',
    ],
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
    // Side by side: a module finds a worker's script as ./render-worker.mjs, ./card-worker.mjs, ./image-encoder.mjs, ./pagefind-guard.mjs.
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
  });
  // Written into a folder of its own, then swapped in: a command running meanwhile never imports half a CLI.
  const temporary = `${outdir}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  await mkdir(temporary, { recursive: true });
  await Promise.all(result.outputFiles.map((file) => writeFile(join(temporary, basename(file.path)), file.text)));
  await rm(outdir, { recursive: true, force: true });
  await rename(temporary, outdir);
  console.log(`Compiled the sitegen CLI into ${compiledCliFolder}/ (${buildId})`);
}

await compileCli();
