import { inject } from 'vitest';
import { readBuiltSite, type BuiltSite } from './built-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this repository's site, built once for the whole run by test/support/build-shared-site.ts. */
    sharedSite: string;
    /** The build caches as the shared site's build left them: see copyProject. */
    sharedCaches: string;
    /** The folder the shared site's build bundled its functions into. */
    sharedFunctions: string;
  }
}

/**
 * This repository's site as `sitegen build` makes it (base `/`), built once for every
 * test file of a run. Read it, serve it, never change it: a test that changes a built
 * site builds its own with buildSiteOnce.
 */
export function sharedSite(): Promise<BuiltSite> {
  return readBuiltSite(inject('sharedSite'));
}

/** The folder the build of sharedSite bundled the site's functions into: read it, serve it, never change it. */
export function sharedFunctions(): string {
  return inject('sharedFunctions');
}
