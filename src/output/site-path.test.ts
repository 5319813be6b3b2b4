import { describe, expect, it } from 'vitest';
import { checkSitePath, quotedSitePath } from './site-path.ts';

/** The normal form of a path the rule passes, or what it says is wrong. */
const normalized = (path: string, rules = {}) => {
  const checked = checkSitePath(path, rules);
  return checked.ok ? checked.sitePath.path : `refused: ${checked.problem}`;
};

describe('the site-path rule', () => {
  it('gives one form to the ways of writing one address: a trailing slash names the same page', () => {
    expect(['/', '/about', '/about/', '/blog/page/2/'].map((path) => normalized(path))).toEqual(['/', '/about', '/about', '/blog/page/2']);
    expect(checkSitePath('/blog/page/2/')).toEqual({ ok: true, sitePath: { path: '/blog/page/2' } });
    expect(checkSitePath('/')).toEqual({ ok: true, sitePath: { path: '/' } });
  });

  it('decodes percent-encoded characters, as hosts do to find the file, and checks what they decode to', () => {
    expect(normalized('/caf%C3%A9')).toBe('/café');
    expect(normalized('/a%20b/')).toBe('/a b');
    expect(normalized('/%2e%2e/secret')).toBe('refused: must not have a . or .. segment');
    expect(normalized('/a%2Fb')).toBe('refused: must not encode a / inside a segment (%2F)');
    expect(normalized('/a%5Cb')).toBe('refused: must not have a backslash (\\)');
    expect(normalized('/a%00b')).toBe('refused: must not have a control character');
    expect(normalized('/100%')).toBe('refused: must not have a % that is not the start of an encoded character (%XX)');
    expect(normalized('/%C3')).toBe('refused: must not have a % that is not the start of an encoded character (%XX)');
  });

  it('keeps other unicode as it is, and measures a segment in bytes of UTF-8, as file systems do', () => {
    expect(normalized('/notes/café/')).toBe('/notes/café');
    expect(normalized(`/${'a'.repeat(255)}`)).toBe(`/${'a'.repeat(255)}`);
    expect(normalized(`/${'a'.repeat(256)}`)).toBe('refused: has a segment of 256 bytes, and a file name can have 255 at most');
    // 128 characters, each two bytes.
    expect(normalized(`/notes/${'é'.repeat(128)}`)).toBe('refused: has a segment of 256 bytes, and a file name can have 255 at most');
  });

  it('refuses what leads elsewhere: . and .. segments, a leading //, a backslash', () => {
    for (const path of ['/..', '/../x', '/./', '/notes/../', '/blog/../about', '/a/.'])
      expect(normalized(path), path).toBe('refused: must not have a . or .. segment');
    expect(normalized('//evil.example/x')).toBe("refused: must not start with //, which browsers read as another site's address");
    expect(normalized('//a')).toBe("refused: must not start with //, which browsers read as another site's address");
    expect(normalized('/a\\..\\..\\x')).toBe('refused: must not have a backslash (\\)');
    expect(normalized('/..a/b..')).toBe('/..a/b..');
  });

  it('refuses an empty path or segment, a path not from the root, and a query or a fragment', () => {
    expect(normalized('')).toBe('refused: must be a site path, starting with /');
    expect(normalized('notes/a')).toBe('refused: must be a site path, starting with /');
    expect(normalized('https://example.com/a')).toBe('refused: must be a site path, starting with /');
    expect(normalized('/a//b')).toBe('refused: must not have an empty segment (//)');
    expect(normalized('/a/?page=2')).toBe('refused: must not have a query (?) or a fragment (#)');
    expect(normalized('/a#top')).toBe('refused: must not have a query (?) or a fragment (#)');
  });

  it('takes a fragment after the address a link leads to, when asked, but never a query', () => {
    expect(normalized('/notes/a/#setup', { fragment: true })).toBe('/notes/a');
    expect(normalized('/notes/a?x#setup', { fragment: true })).toBe('refused: must not have a query (?)');
    expect(normalized('/../a#setup', { fragment: true })).toBe('refused: must not have a . or .. segment');
  });

  it('refuses every control character: C0, DEL and C1', () => {
    for (const character of ['\0', '\t', '\n', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'])
      expect(normalized(`/a${character}b`), JSON.stringify(character)).toBe('refused: must not have a control character');
    expect(normalized('/a\u00a0b')).toBe('/a\u00a0b');
  });
});

describe('a site path in a message', () => {
  it('shows control characters as escapes, and a long path shortened', () => {
    expect(quotedSitePath('/notes/a\0b\u0085')).toBe("'/notes/a\\u0000b\\u0085'");
    expect(quotedSitePath(`/${'b'.repeat(100)}`)).toBe(`'/${'b'.repeat(59)}…'`);
    expect(quotedSitePath('/café')).toBe("'/café'");
  });
});
