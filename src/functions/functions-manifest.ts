import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { array, object, string } from 'zod';
import { sameValue } from '../pipeline/same-value.ts';

/** The file beside the bundles that says which functions they are, for `sitegen preview` to serve them as they deploy. */
export const manifestFile = 'functions.json';

/** A file the build wrote into the functions folder: a plain name, never a path that leads out of it. */
const bundleFile = string().regex(/^[^/\\]+\.mjs$/);

const manifestSchema = object({
  functions: array(object({ name: string(), path: string(), fetch: bundleFile, lambda: bundleFile })),
});

/** A function as the build bundled it. */
export interface FunctionBundles {
  readonly name: string;
  /** Its address, in the site-path rule's normal form. */
  readonly path: string;
  /** Its bundles' files, in the functions folder. */
  readonly fetch: string;
  readonly lambda: string;
}

export interface FunctionsManifest {
  readonly functions: readonly FunctionBundles[];
}

/** The manifest as the build writes it: indented, so that a diff of two builds reads well. */
export function manifestText(manifest: FunctionsManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A manifest read back (from JSON): undefined for anything else. */
export function manifestOf(value: unknown): FunctionsManifest | undefined {
  const parsed = manifestSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The manifest of a functions folder; undefined when there is none, or what is there is not one. */
export async function readFunctionsManifest(dir: string): Promise<FunctionsManifest | undefined> {
  const text = await readFile(join(dir, manifestFile), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return manifestOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** Whether a functions folder holds what a build recorded writing there (`undefined`: nothing), every bundle included. */
export async function holdsBundles(dir: string, recorded: FunctionsManifest | undefined): Promise<boolean> {
  const manifest = await readFunctionsManifest(dir);
  if (!sameValue(manifest, recorded)) return false;
  const files = (manifest?.functions ?? []).flatMap(({ fetch, lambda }) => [fetch, lambda]);
  return (
    await Promise.all(
      files.map((file) =>
        stat(join(dir, file)).then(
          (found) => found.isFile(),
          () => false,
        ),
      ),
    )
  ).every(Boolean);
}
