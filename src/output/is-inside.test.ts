import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { isInside } from './is-inside.ts';

describe('a path inside a folder', () => {
  const folder = join('/', 'site', 'out');

  it('is any path below the folder, whatever its names, a name that starts with two dots included', () => {
    for (const name of ['a.html', join('notes', 'a', 'index.html'), '..notes', join('..a', 'b'), '...'])
      expect(isInside(folder, join(folder, name)), name).toBe(true);
  });

  it('is neither the folder itself, nor its parent, nor anything beside it', () => {
    for (const path of [folder, join(folder, '..'), join(folder, '..', 'escaped'), join('/', 'site', 'outside'), join('/', 'elsewhere')])
      expect(isInside(folder, path), path).toBe(false);
  });
});
