import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export type TemplateModule = typeof import('../../templates/index.ts');

/** The templates could not be compiled: a syntax or import error in a .tsx file. */
export class TemplateCompileError extends Error {
  override name = 'TemplateCompileError';
}

/**
 * Compiles `templates/` into one module and imports it. Bundling (rather than
 * importing the .tsx files one by one) gives a fresh module on every build, so a
 * long-running process such as the dev server always renders the current templates.
 */
export async function loadTemplates(root: string): Promise<TemplateModule> {
  const entry = join(root, 'templates', 'index.ts');
  const cacheDir = join(root, '.sitegen');
  let output: esbuild.BuildResult<{ write: false }>;
  try {
    output = await esbuild.build({
      entryPoints: [entry],
      outfile: join(cacheDir, 'templates.mjs'),
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20.10',
      jsx: 'automatic',
      packages: 'external',
      sourcemap: 'inline',
      logLevel: 'silent',
    });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    const messages = (failure.errors ?? []).map(
      (message) =>
        `${message.location ? `${relative(process.cwd(), message.location.file)}:${message.location.line}:${message.location.column}: ` : ''}${message.text}`,
    );
    throw new TemplateCompileError(`Templates failed to compile:\n${messages.join('\n') || String(error)}`);
  }
  const code = output.outputFiles[0]!.text;
  const file = join(cacheDir, `templates-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, code);
  const module = (await import(pathToFileURL(file).href)) as TemplateModule;
  // Once imported, a bundle is in memory; older ones are of no further use.
  const stale = (await readdir(cacheDir)).filter((name) => /^templates-.*\.mjs$/.test(name) && join(cacheDir, name) !== file);
  await Promise.all(stale.map((name) => rm(join(cacheDir, name), { force: true })));
  return module;
}
