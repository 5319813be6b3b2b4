import { createElement } from 'react';
import type { LoadedContent, SocialCardSpec } from 'sitegen';
import type { BlogContent } from './content.ts';
import type { PageHead } from './pages.tsx';

/** A page's card: its title large, the blog's name small, in white on deep blue. */
function Card({ title, site }: { title: string; site: string }) {
  const line = { display: 'flex', fontWeight: 700 } as const;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: 1200,
        height: 630,
        padding: 64,
        boxSizing: 'border-box',
        color: '#ffffff',
        backgroundImage: 'linear-gradient(135deg, #0b2a5b, #0b57d0)',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ ...line, fontSize: 64 }}>{title}</div>
      <div style={{ ...line, fontSize: 28 }}>{site}</div>
    </div>
  );
}

/**
 * The picture social networks show when a page is shared, drawn at build time and
 * kept by content hash; `socialCards: false` in site.yaml leaves pages without one.
 * The title is set in Inter Bold, kept in fonts/ with its licence (the SIL Open Font
 * License) so that the site builds with nothing more installed.
 * The not-found page has none: it is served at every unknown address.
 */
export function blogCards({ site }: LoadedContent<BlogContent>): SocialCardSpec<PageHead> {
  return {
    fonts: [{ name: 'Inter', weight: 700, style: 'normal', file: './fonts/inter-latin-700-normal.woff' }],
    card: (route) => {
      if (!site.socialCards || route.notFound) return undefined;
      const title = route.head.title;
      return { kind: 'drawn', element: createElement(Card, { title, site: site.title }), alt: title };
    },
  };
}
