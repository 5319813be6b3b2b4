import { dirname } from 'node:path';
import packageJson from '../package.json' with { type: 'json' };
import { generatorDigest } from './cache/generator-digest.ts';

/** Replaced by the CLI's build step (src/cli/compile-cli.ts) with `{version}+{generatorDigest of what it compiled}`. */
declare const SITEGEN_BUILD_ID: string | undefined;

/** The generator's version and build, as `sitegen --version` prints it: `0.1.0+3f2a1b9c0d4e5f60`. */
export const version: string = typeof SITEGEN_BUILD_ID === 'string' ? SITEGEN_BUILD_ID : `${packageJson.version} (from the sources)`;

/**
 * Names this build of the generator: what one build of it cached is never trusted
 * by another (see generatorDigest). Running from the sources (tests), the digest is
 * taken of them as they are: processes running the same sources share their caches.
 */
export const generatorId: string =
  typeof SITEGEN_BUILD_ID === 'string'
    ? `sitegen ${SITEGEN_BUILD_ID}`
    : `sitegen ${version} ${generatorDigest(dirname(import.meta.dirname))}`;
