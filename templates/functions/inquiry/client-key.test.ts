import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

const fromConnection = (address: string) => clientKey(new Headers(), null, address);

describe('the client key for rate limiting', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = fromConnection('2001:db8:85a3:42::1');
    expect(key).toBe('2001:db8:85a3:42::/64');
    for (const address of ['2001:db8:85a3:42:ffff:1:2:3', '2001:0db8:85a3:0042::abcd', '2001:db8:85a3:42::7%eth0'])
      expect(fromConnection(address)).toBe(key);
    expect(fromConnection('2001:db8:85a3:43::1')).not.toBe(key);
    expect(fromConnection('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 addresses, mapped or not, and takes the last entry of the configured header', () => {
    expect(fromConnection('203.0.113.7')).toBe('203.0.113.7');
    expect(fromConnection('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.1, 2001:db8::5' });
    expect(clientKey(headers, 'x-forwarded-for', '10.0.0.1')).toBe('2001:db8:0:0::/64');
    expect(clientKey(new Headers(), 'x-forwarded-for', '10.0.0.1')).toBe('10.0.0.1');
    expect(clientKey(new Headers(), null, undefined)).toBeUndefined();
  });
});
