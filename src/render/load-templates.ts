import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describeEsbuildFailure } from './esbuild-failure.ts';

import type { TemplateName } from '../site/routes.ts';

export type TemplateModule = typeof import('../../templates/index.ts');

/** The templates could not be compiled: a syntax or import error in a .tsx file. */
export class TemplateCompileError extends Error {
  override name = 'TemplateCompileError';
}

export interface LoadedTemplates {
  readonly module: TemplateModule;
  /**
   * Changes whenever a file that renders this kind of page changes: the page
   * component `templates/pages/{name}.tsx`, the document shell, and everything they
   * import. Pages whose fingerprint and props are unchanged need no re-rendering.
   */
  fingerprintOf(name: TemplateName): string;
}

const shellFile = 'templates/layout/Document.tsx';
const pageFile = (name: string) => `templates/pages/${name}.tsx`;

/**
 * Compiles `templates/` into one module and imports it. Bundling (rather than
 * importing the .tsx files one by one) gives a fresh module on every build, so a
 * long-running process such as the dev server always renders the current templates.
 */
export async function loadTemplates(root: string): Promise<LoadedTemplates> {
  const cacheDir = join(root, '.sitegen');
  let output: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    output = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['templates/index.ts'],
      outfile: join(cacheDir, 'templates.mjs'),
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.10',
      jsx: 'automatic',
      packages: 'external',
      sourcemap: 'inline',
      logLevel: 'silent',
    });
  } catch (error) {
    throw new TemplateCompileError(`Templates failed to compile:\n${describeEsbuildFailure(error, root)}`);
  }
  // A name of its own for every load: builds running side by side (tests, a dev server
  // and a build) must never import, or delete, each other's file.
  const file = join(cacheDir, `templates-${process.pid}-${randomUUID()}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, output.outputFiles[0]!.text);
  let module: TemplateModule;
  try {
    module = (await import(pathToFileURL(file).href)) as TemplateModule;
  } finally {
    // Once imported, the module lives in memory (its source map inline); the file has served.
    await rm(file, { force: true });
  }
  const fileHashes = await hashInputs(root, Object.keys(output.metafile.inputs));

  const closureOf = (start: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(start) || !output.metafile.inputs[start]) return seen;
    seen.add(start);
    for (const imported of output.metafile.inputs[start].imports) closureOf(imported.path, seen);
    return seen;
  };
  const everything = hashOf([...fileHashes.values()].join());
  const shell = closureOf(shellFile);
  // Asked for every page of the site: each template's is worked out once.
  const fingerprints = new Map<TemplateName, string>();
  return {
    module,
    fingerprintOf(name) {
      let fingerprint = fingerprints.get(name);
      if (fingerprint === undefined) {
        const files = output.metafile.inputs[pageFile(name)] ? [...closureOf(pageFile(name), new Set(shell))].sort() : undefined;
        fingerprint = files ? hashOf(files.map((input) => `${input}:${fileHashes.get(input)}`).join('\n')) : everything;
        fingerprints.set(name, fingerprint);
      }
      return fingerprint;
    },
  };
}

async function hashInputs(root: string, inputs: readonly string[]): Promise<Map<string, string>> {
  const hashes = await Promise.all(inputs.map(async (input) => [input, hashOf(await readFile(join(root, input)))] as const));
  return new Map(hashes);
}

function hashOf(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}
