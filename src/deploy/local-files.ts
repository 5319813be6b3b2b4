import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { redirectLocationOf } from '../output/redirect-page.ts';
import { DeployError } from './deploy-error.ts';
import { mapConcurrently } from '../concurrency/map-concurrently.ts';

/** A file of the built site. */
export interface LocalFile {
  /** Relative to the site's folder, with `/` on every platform: `about/index.html`. */
  readonly path: string;
  readonly absolutePath: string;
  /** Hex MD5 of the content, what S3 reports as the ETag of a single-part upload. */
  readonly md5: string;
  /** Where a redirect page the build wrote sends visitors (`/blog/new-slug/`): S3 website hosting answers its address with a 301 there. */
  readonly redirectLocation: string | undefined;
}

/** Every file under `dir`, hashed; fails with a DeployError when there is nothing to deploy. */
export async function listLocalFiles(dir: string): Promise<LocalFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new DeployError(`folder ${dir} does not exist: build the site first (sitegen build)`);
    if (error.code === 'ENOTDIR') throw new DeployError(`${dir} is not a folder`);
    throw new DeployError(`cannot read folder ${dir}: ${error.message}`);
  });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  // With --delete, an empty upload would empty the bucket: never what anyone means.
  if (files.length === 0) throw new DeployError(`folder ${dir} has no files: build the site first (sitegen build)`);
  return mapConcurrently(files, 16, async (absolutePath) => {
    const content = await readFile(absolutePath);
    return {
      path: relative(dir, absolutePath).split(sep).join('/'),
      absolutePath,
      md5: createHash('md5').update(content).digest('hex'),
      redirectLocation: absolutePath.endsWith('.html') ? redirectLocationOf(content.toString('utf8')) : undefined,
    };
  });
}
