import { sep } from 'node:path';
import { isInside } from '../output/is-inside.ts';

/** What a set of changed files asks a build to redo. */
export interface ChangeSet {
  readonly content: boolean;
  readonly templates: boolean;
  readonly styles: boolean;
  readonly script: boolean;
  readonly staticFiles: boolean;
  readonly images: boolean;
}

export const everything: ChangeSet = { content: true, templates: true, styles: true, script: true, staticFiles: true, images: true };

/** What either set asks to redo. */
export function eitherChange(a: ChangeSet, b: ChangeSet): ChangeSet {
  return {
    content: a.content || b.content,
    templates: a.templates || b.templates,
    styles: a.styles || b.styles,
    script: a.script || b.script,
    staticFiles: a.staticFiles || b.staticFiles,
    images: a.images || b.images,
  };
}

export interface ProjectFolders {
  readonly root: string;
  readonly contentDir: string;
}

/** Sorts changed files (absolute paths) by the part of the project they belong to. */
export function classifyChanges(files: readonly string[], folders: ProjectFolders): ChangeSet {
  const under =
    (...parts: string[]) =>
    (file: string) =>
      isInside([folders.root, ...parts].join(sep), file);
  return {
    content: files.some((file) => isInside(folders.contentDir, file)),
    templates: files.some(under('templates')),
    styles: files.some(under('assets', 'styles')),
    script: files.some(under('assets', 'client')),
    staticFiles: files.some(under('assets', 'static')),
    images: files.some(under('assets', 'images')),
  };
}
