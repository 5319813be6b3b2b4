import { describe, expect, it } from 'vitest';
import { originTargetOf } from './request-target.ts';

describe('originTargetOf', () => {
  it('reads a path and its query, resolving dot segments and backslashes as a browser does', () => {
    expect(originTargetOf('/about/?ref=home')).toEqual({ path: '/about/', query: '?ref=home' });
    expect(originTargetOf('/blog/../about/')).toEqual({ path: '/about/', query: '' });
    expect(originTargetOf('/%2e%2e/secret.txt')).toEqual({ path: '/secret.txt', query: '' });
    expect(originTargetOf('/..\\secret.txt')).toEqual({ path: '/secret.txt', query: '' });
    expect(originTargetOf('/about/#team')).toEqual({ path: '/about/', query: '' });
  });

  it('keeps a path that starts with two slashes a path, whatever follows', () => {
    for (const target of ['//[', '//:80', '//%zz', '//a:b@', '//elsewhere.example/x']) {
      expect(originTargetOf(target), target).toEqual({ path: target, query: '' });
    }
  });

  it('leaves escapes as they are, decodable or not', () => {
    expect(originTargetOf('/%E0%A4%A/')).toEqual({ path: '/%E0%A4%A/', query: '' });
    expect(originTargetOf('/..%2fsecret')).toEqual({ path: '/..%2fsecret', query: '' });
  });

  it('takes the path of an absolute http(s) URL, whatever its host', () => {
    expect(originTargetOf('http://elsewhere.example/about/?x=1')).toEqual({ path: '/about/', query: '?x=1' });
    expect(originTargetOf('HTTPS://elsewhere.example/../secret.txt')).toEqual({ path: '/secret.txt', query: '' });
  });

  it('finds nothing in targets that name no resource here', () => {
    for (const target of ['*', '', 'http://[', 'http://[::1', 'http://a:99999/', 'file:///etc/passwd', 'example.com:443', 'about']) {
      expect(originTargetOf(target), target).toBeUndefined();
    }
  });
});
