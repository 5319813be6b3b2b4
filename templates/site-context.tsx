import { createContext, useContext } from 'react';
import type { SiteConfig } from './model.ts';

/** What every template may know about the site and the page being rendered. */
export interface SiteContextValue {
  readonly config: SiteConfig;
  /** The route being rendered, as a site path (`/blog/my-post`). */
  readonly currentPath: string;
  /** Turns a site path into the URL served (base path, trailing slash). */
  readonly link: (path: string) => string;
  /** Turns a site path into an absolute URL. */
  readonly absolute: (path: string) => string;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('A template was rendered outside <SiteProvider>: render pages through the Document shell.');
  return site;
}
