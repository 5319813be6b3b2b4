/**
 * Who is asking, for rate limiting. A configured header wins because behind a
 * proxy or CDN every connection comes from the proxy. Of `x-forwarded-for`'s
 * list the last entry is taken: it was appended by the proxy itself, while the
 * entries before it are whatever the client chose to send.
 */
export function clientKey(headers: Headers, clientIpHeader: string | null, remoteAddress: string | undefined): string | undefined {
  if (clientIpHeader !== null) {
    const last = headers.get(clientIpHeader)?.split(',').at(-1)?.trim();
    if (last) return limitedUnit(last);
  }
  return remoteAddress ? limitedUnit(remoteAddress) : undefined;
}

/**
 * An IPv6 address counts as its /64 network: a home connection or a rented server
 * is given a whole /64, and could send each request from another address of it.
 * IPv4 addresses (mapped into IPv6 too) and text that is no address stay as they are.
 */
function limitedUnit(address: string): string {
  const [withoutZone = address] = address.split('%');
  if (!withoutZone.includes(':') || /\d+\.\d+\.\d+\.\d+$/.test(withoutZone)) return address;
  const halves = withoutZone.split('::');
  if (halves.length > 2) return address;
  const [front = [], back] = halves.map((half) => (half ? half.split(':') : []));
  const missing = 8 - front.length - (back?.length ?? 0);
  const groups = back === undefined ? front : [...front, ...Array<string>(Math.max(missing, 0)).fill('0'), ...back];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
