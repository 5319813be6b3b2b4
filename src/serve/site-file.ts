import { constants, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';

/** A file of the served folder, open: what it holds stays what its stats say, whatever replaces it meanwhile. */
export interface SiteFile {
  readonly handle: FileHandle;
  readonly stats: Stats;
  /** Its path in the folder, with `/` on every platform: `about/index.html`. */
  readonly path: string;
}

/** Codes of an open that found no file there (ENXIO: a socket), so that the address names nothing, and another name may. */
const noFileCodes = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'ENXIO']);

/**
 * The names an address may be served from, in the order a static host tries them:
 * `/about/` and `/about` from `about`, `about/index`, `about.html` or `about/index.html`.
 */
function candidateNames(address: string): string[] {
  const stem = address
    .split('/')
    .filter((segment) => segment !== '')
    .join('/');
  const index = stem === '' ? 'index' : `${stem}/index`;
  return ['', '.html'].flatMap((extension) => (stem === '' ? [index + extension] : [stem + extension, index + extension]));
}

/** Whether a name reaches into a hidden folder or file (`.git/`, `.env`); `.well-known/` is published on purpose. */
const isHidden = (name: string) => name.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');

/** Escapes decoded as a browser meant them (`%20` a space); one that does not decode is kept as written. */
function decodedAddress(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

/**
 * Opens the regular file an address names in `dir` as it is now, or gives undefined:
 * each request finds what the latest build left, and its size and content come from
 * the one file opened, so a build swapping the folder meanwhile can neither cut an
 * answer short nor make it longer than it said. Nothing outside `dir` is ever opened.
 */
export async function openSiteFile(dir: string, address: string): Promise<SiteFile | undefined> {
  const root = normalize(dir + sep);
  for (const name of candidateNames(decodedAddress(address))) {
    const file = normalize(join(root, name));
    if (!file.startsWith(root) || name.includes('\0') || isHidden(name)) continue;
    const opened = await openRegularFile(file, name);
    if (opened) return opened;
  }
  return undefined;
}

async function openRegularFile(file: string, path: string): Promise<SiteFile | undefined> {
  // Non-blocking, so that a named pipe left in the folder cannot hold the open until something writes to it.
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== undefined && noFileCodes.has(error.code)) return undefined;
    throw error;
  });
  if (handle === undefined) return undefined;
  const stats = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  if (stats.isFile()) return { handle, stats, path };
  await handle.close();
  return undefined;
}
