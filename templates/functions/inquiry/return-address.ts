import { sitePathOf } from './site-path.ts';

/**
 * Where a form posted without JavaScript is sent back to: the configured contact page
 * (checked by readInquiryConfig), else the page the form was posted from, else `/`.
 */
export function returnAddress(contactPath: string | null, request: Request): string {
  return contactPath ?? formPageOf(request) ?? '/';
}

/**
 * The page a form was posted from, by the Referer browsers send with it: only a page
 * on the handler's own origin, as a path that keeps a browser there, so that no header
 * can send a visitor elsewhere. `https://site//evil.example/x` is on the origin, yet
 * its path alone is read as another host's address.
 */
function formPageOf(request: Request): string | undefined {
  const referer = URL.parse(request.headers.get('referer') ?? '');
  const own = URL.parse(request.url);
  return referer && own && referer.origin === own.origin ? sitePathOf(referer.pathname + referer.search) : undefined;
}
