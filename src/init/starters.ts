import { join } from 'node:path';
import { packageRoot } from '../render/package-root.ts';
import type { StarterName } from './starter-names.ts';

/**
 * The folders of `starters/` each starter is copied from, in order: what every site
 * has (workflow, tsconfig, .gitignore), the search page and its script the blog and
 * the docs share, then the starter's own content, templates and styles.
 */
const starterLayers: Readonly<Record<StarterName, readonly string[]>> = {
  minimal: ['common', 'minimal'],
  blog: ['common', 'search', 'blog'],
  docs: ['common', 'search', 'docs'],
};

/** The folders a starter's files are copied from, inside the installed package; its own folder last. */
export function starterFolders(name: StarterName): string[] {
  return starterLayers[name].map(starterFolder);
}

/** A folder of `starters/`: a starter's own (`blog`), or one that several share (`common`). */
export function starterFolder(layer: string): string {
  return join(packageRoot(), 'starters', layer);
}
