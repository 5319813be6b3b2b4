import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { z } from 'zod';

const projectManifest = z.object({
  dependencies: z.record(z.string(), z.string()).optional(),
  devDependencies: z.record(z.string(), z.string()).optional(),
});

/**
 * Where this sitegen was installed from when that was not the npm registry: the
 * folder it runs from (a checkout, or a folder npm linked in), or the tarball
 * (`file:../sitegen-0.1.0.tgz`) the project it is installed in names. A new site's
 * `npm install` cannot find this sitegen on the registry, so init says to install it
 * from there. Undefined for a sitegen the registry gave.
 */
export async function localSitegenSource(packageRoot: string): Promise<string | undefined> {
  const installedIn = dirname(packageRoot);
  if (basename(packageRoot) !== 'sitegen' || basename(installedIn) !== 'node_modules') return packageRoot;
  const project = dirname(installedIn);
  const manifest = await readFile(join(project, 'package.json'), 'utf8')
    .then((text) => projectManifest.safeParse(JSON.parse(text)))
    .catch(() => undefined);
  const declared = manifest?.data?.dependencies?.sitegen ?? manifest?.data?.devDependencies?.sitegen;
  if (declared?.startsWith('file:')) return resolve(project, declared.slice('file:'.length));
  return undefined;
}
