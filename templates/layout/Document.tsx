import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useSite } from '../site-context.tsx';

/** What a route tells search engines and social networks about itself. */
export interface DocumentHead {
  /** The full title, suffix included. */
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Absolute; absent on the 404 page, which is served at any address. */
  readonly canonical?: string | undefined;
  readonly type: 'website' | 'article';
  readonly jsonLd: readonly object[];
  readonly noindex: boolean;
}

/** URLs of the build's own files, already hashed and based. */
export interface DocumentAssets {
  readonly stylesheet: string;
  readonly script: string;
  readonly favicon: string;
  readonly feed: string;
}

interface DocumentProps {
  head: DocumentHead;
  assets: DocumentAssets;
  children: ReactNode;
}

/** The one HTML shell every page is rendered into. */
export function Document({ head, assets, children }: DocumentProps) {
  const { config } = useSite();
  return (
    <html lang={config.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
        {head.noindex && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        <meta property="og:type" content={head.type} />
        <meta property="og:site_name" content={config.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.canonical && <meta property="og:url" content={head.canonical} />}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <link rel="icon" href={assets.favicon} type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={config.blog.feedTitle} href={assets.feed} />
        <link rel="stylesheet" href={assets.stylesheet} />
        <script type="module" src={assets.script}></script>
        <noscript>
          <style>{'[data-requires-js]{display:none!important}'}</style>
        </noscript>
        {head.jsonLd.map((data, index) => (
          <script
            key={index}
            type="application/ld+json"
            // JSON-LD must not be escaped as HTML; `<` is escaped so no `</script>` can close it early.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
          />
        ))}
      </head>
      <body>
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <div className="toasts" aria-live="polite" data-toast-region data-dismiss-label={config.toastDismiss}></div>
      </body>
    </html>
  );
}
