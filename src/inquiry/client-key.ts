/**
 * Who is asking, for rate limiting. A configured header wins because behind a
 * proxy or CDN every connection comes from the proxy. Of `x-forwarded-for`'s
 * list the last entry is taken: it was appended by the proxy itself, while the
 * entries before it are whatever the client chose to send.
 */
export function clientKey(headers: Headers, clientIpHeader: string | null, remoteAddress: string | undefined): string | undefined {
  if (clientIpHeader !== null) {
    const last = headers.get(clientIpHeader)?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return remoteAddress || undefined;
}
