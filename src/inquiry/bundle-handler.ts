import { createHash } from 'node:crypto';
import { access, readFile, readdir } from 'node:fs/promises';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';
import zodPackage from 'zod/package.json' with { type: 'json' };
import { writeFileAtomically } from '../output/write-atomically.ts';

export type HandlerEntry = 'lambda' | 'fetch';

/**
 * Bundles a deployable entry of the inquiry handler into one self-contained ES
 * module (zod and everything else inlined) for Node 20: what gets uploaded to
 * Lambda, Netlify or Vercel, or run by a self-hosted Node.
 */
export async function bundleInquiryHandler(outFile: string, entry: HandlerEntry): Promise<{ readonly bytes: number }> {
  const entryFile = await entryPath(entry);
  // The first line names the sources the bundle was made from: an up-to-date bundle is kept as it is.
  const sources = dirname(entryFile);
  const banner = `// sitegen inquiry handler (${entry}) ${await sourceFingerprint([sources, join(sources, '..', 'functions')])}`;
  const existing = await readFile(outFile, 'utf8').catch(() => '');
  if (existing.startsWith(`${banner}\n`)) return { bytes: Buffer.byteLength(existing) };
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entryFile],
    banner: { js: banner },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    write: false,
    outfile: outFile,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`The inquiry handler bundled to nothing: ${outFile}`);
  // A deploy running alongside never ships half a file.
  await writeFileAtomically(outFile, output.contents);
  return { bytes: output.contents.byteLength };
}

/**
 * Found by walking up from this module, because it runs both from src/inquiry/
 * and bundled into the CLI under .sitegen/: the sources sit at src/inquiry/ of
 * an ancestor folder either way.
 */
async function entryPath(entry: HandlerEntry): Promise<string> {
  const relative = join('src', 'inquiry', `entry-${entry}.ts`);
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, relative);
    if (
      await access(candidate).then(
        () => true,
        () => false,
      )
    )
      return candidate;
    if (folder === parse(folder).root) throw new Error(`Cannot find ${relative} above ${fileURLToPath(import.meta.url)}.`);
    folder = dirname(folder);
  }
}

/** Changes whenever a source of the handler or of the adapters it is bundled with, or the zod it inlines, changes. */
async function sourceFingerprint(sourceDirs: readonly string[]): Promise<string> {
  const hash = createHash('sha256').update(`zod ${zodPackage.version}\n`);
  for (const sourceDir of sourceDirs) {
    const files = (await readdir(sourceDir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort();
    for (const name of files) hash.update(`${name}\n`).update(await readFile(join(sourceDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
