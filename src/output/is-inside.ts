import { isAbsolute, relative, sep } from 'node:path';

/** Whether `path` lies inside `folder` (and is not the folder itself); both absolute. */
export function isInside(folder: string, path: string): boolean {
  const inner = relative(folder, path);
  // `..notes` is a name like any other; only `..` itself leads out.
  return inner !== '' && inner !== '..' && !inner.startsWith(`..${sep}`) && !isAbsolute(inner);
}
