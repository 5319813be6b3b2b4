import type { DocumentProps, LoadedData } from 'sitegen';
import type { SiteContent } from './content.ts';

export interface PageHead {
  readonly title: string;
  readonly description: string;
}

export function Document({ data, head, canonical, assets, children }: DocumentProps<LoadedData<SiteContent>, PageHead>) {
  return (
    <html lang={data.site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} />}
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

export function HomePage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p>{description}</p>
    </>
  );
}

export function NotFoundPage({ home }: { home: string }) {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. Try the <a href={home}>home page</a>.
      </p>
    </>
  );
}
