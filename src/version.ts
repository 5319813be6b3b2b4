import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import packageJson from '../package.json' with { type: 'json' };

/** Replaced by the CLI's build step (src/cli/compile-cli.ts) with `{version}+{hash of what it compiled}`. */
declare const SITEGEN_BUILD_ID: string | undefined;

/** The generator's version and build, as `sitegen --version` prints it: `0.1.0+3f2a1b9c0d4e5f60`. */
export const version: string = typeof SITEGEN_BUILD_ID === 'string' ? SITEGEN_BUILD_ID : `${packageJson.version} (from the sources)`;

/**
 * Names this build of the generator: what one build of it cached is never trusted
 * by another. Running from the sources (tests), the engine's source files stand in
 * for the build: processes running the same sources share their caches.
 */
export const generatorId: string =
  typeof SITEGEN_BUILD_ID === 'string' ? `sitegen ${SITEGEN_BUILD_ID}` : `sitegen ${version} ${sourcesDigest()}`;

function sourcesDigest(): string {
  const src = import.meta.dirname;
  const hash = createHash('sha256');
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) hash.update(file).update(readFileSync(join(src, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
