import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { LoadedSiteDefinition } from '../definition/define-site.ts';
import { describeEsbuildFailure } from './esbuild-failure.ts';
import { importCompiled } from './import-compiled.ts';
import { siteDefinitionOf, siteModuleFile, SiteModuleError } from './site-definition.ts';

export interface SiteModule {
  readonly definition: LoadedSiteDefinition;
  /** Changes whenever the site module or anything it imports (schemas, templates) changes. */
  readonly fingerprint: string;
  /** The module as compiled, for worker threads to import too (see site-module-file.ts). */
  readonly code: string;
  /** The project's folder of files the build makes for itself, where the compiled module's imports resolve as the project's. */
  readonly folder: string;
}

/**
 * Compiles `templates/site.ts`, with every template and schema it imports, into one
 * module and imports it. Bundling gives a fresh module on every load, so a
 * long-running process such as the dev server always renders the current templates.
 * Every package stays an import resolved from the project, `sitegen` (the engine's API)
 * too: through the installed package's `exports` its engine modules are the very ones
 * the command line runs, and their own packages resolve from the package, not the project.
 */
export async function loadSiteModule(root: string): Promise<SiteModule> {
  const cacheDir = join(root, '.sitegen');
  let output: esbuild.BuildResult<{ write: false }>;
  try {
    output = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [siteModuleFile],
      outfile: join(cacheDir, 'site.mjs'),
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
    throw new SiteModuleError(`The site's templates failed to compile:\n${describeEsbuildFailure(error, root)}`);
  }
  const [compiled] = output.outputFiles;
  if (!compiled) throw new SiteModuleError(`${siteModuleFile} compiled to nothing`);
  const module = await importCompiled(root, 'site', compiled.text);
  return {
    definition: siteDefinitionOf(module.default),
    fingerprint: createHash('sha256').update(compiled.text).digest('base64url'),
    code: compiled.text,
    folder: cacheDir,
  };
}
