import type { ReactNode } from 'react';
import type { DocumentProps, LoadedData } from 'sitegen';
import type { SiteContent } from '../content.ts';
import type { PageHead } from '../page-head.ts';
import { SiteProvider } from '../site-context.tsx';
import { Footer } from './Footer.tsx';
import { Header, headerMarkupId } from './Header.tsx';

/**
 * The one HTML shell every page is rendered into. It gives every template the site's
 * settings and the current page through the site context.
 */
export function Document({
  data,
  head,
  path,
  canonical,
  notFound,
  assets,
  paths,
  card,
  sharedMarkup,
  children,
}: DocumentProps<LoadedData<SiteContent>, PageHead>) {
  const config = data.site;
  return (
    <SiteProvider value={{ config, currentPath: path, link: paths.link, absolute: paths.absolute }}>
      <DocumentShell
        config={config}
        head={head}
        canonical={canonical}
        notFound={notFound}
        assets={assets}
        card={card}
        favicon={paths.link('/favicon.svg')}
        fonts={preloadedFonts.map((font) => paths.link(font))}
        header={sharedMarkup(headerMarkupId(config, path), <Header />)}
        footer={sharedMarkup('footer', <Footer />)}
      >
        {children}
      </DocumentShell>
    </SiteProvider>
  );
}

/** Inter, every weight in one file: fetched beside the stylesheet rather than once it is parsed, so the first paint has it. */
const preloadedFonts = ['/fonts/inter-latin-wght-normal.woff2'];

interface DocumentShellProps {
  config: LoadedData<SiteContent>['site'];
  head: PageHead;
  canonical: string | undefined;
  notFound: boolean;
  assets: DocumentProps<unknown, unknown>['assets'];
  card: DocumentProps<unknown, unknown>['card'];
  favicon: string;
  fonts: readonly string[];
  header: ReactNode;
  footer: ReactNode;
  children: DocumentProps<unknown, unknown>['children'];
}

function DocumentShell({ config, head, canonical, notFound, assets, card, favicon, fonts, header, footer, children }: DocumentShellProps) {
  return (
    <html lang={config.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser paints its own parts (scroll bars, controls, the address bar: --surface of tokens.css) in the page's scheme. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111a2e" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
        {notFound && <meta name="robots" content="noindex" />}
        {canonical && <link rel="canonical" href={canonical} />}
        <meta property="og:type" content={head.type} />
        <meta property="og:site_name" content={config.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {canonical && <meta property="og:url" content={canonical} />}
        {card && (
          <>
            <meta property="og:image" content={card.url} />
            <meta property="og:image:type" content={card.type} />
            <meta property="og:image:width" content={String(card.width)} />
            <meta property="og:image:height" content={String(card.height)} />
            <meta property="og:image:alt" content={card.alt} />
          </>
        )}
        <meta name="twitter:card" content={card ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        {card && <meta name="twitter:image:alt" content={card.alt} />}
        <link rel="icon" href={favicon} type="image/svg+xml" />
        {assets.feed && <link rel="alternate" type="application/rss+xml" title={config.blog.feedTitle} href={assets.feed} />}
        {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} />}
        {fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {/*
          No frame before the page's main content is whole: Chromium may paint a document
          its parser has only half read, and the half-built header or hero then moves once
          the rest arrives (a layout shift). The footer may still come in below.
        */}
        <link rel="expect" href="#main" blocking="render" />
        {assets.script && <script type="module" src={assets.script}></script>}
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
        {header}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer}
        <div className="toasts" aria-live="polite" data-toast-region data-dismiss-label={config.toastDismiss}></div>
      </body>
    </html>
  );
}
