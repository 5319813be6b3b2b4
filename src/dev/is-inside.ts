import { isAbsolute, relative } from 'node:path';

/** Whether `path` lies inside `folder` (and is not the folder itself); both absolute. */
export function isInside(folder: string, path: string): boolean {
  const inner = relative(folder, path);
  return inner !== '' && !inner.startsWith('..') && !isAbsolute(inner);
}
