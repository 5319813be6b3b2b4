import { describe, expect, it } from 'vitest';
import { claimConflicts, type AddressClaim } from './address-claims.ts';

const page = (path: string): AddressClaim<string> => ({
  path,
  file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
  claimant: `page ${path}`,
});
const file = (path: string): AddressClaim<string> => ({ path, file: path.slice(1), claimant: `file ${path}` });
const notFound: AddressClaim<string> = { path: '/404', file: '404.html', claimant: 'not-found page' };

/** Each conflict as `kind: later <- earlier`. */
const conflictsOf = (claims: readonly AddressClaim<string>[]) =>
  claimConflicts(claims).map(({ kind, claim, earlier }) => `${kind}: ${claim.claimant} <- ${earlier.claimant}`);

describe('claims on the addresses of the output', () => {
  it('lets pages share folders, and files sit beside pages', () => {
    expect(
      conflictsOf([page('/'), page('/notes'), page('/notes/a'), page('/notes/a/b'), file('/notes/index.json'), file('/feed.xml')]),
    ).toEqual([]);
  });

  it('finds two claims on one address, or on one file', () => {
    expect(conflictsOf([file('/feed.xml'), page('/feed.xml')])).toEqual(['same address: page /feed.xml <- file /feed.xml']);
    expect(conflictsOf([page('/a'), file('/a/index.html')])).toEqual(['same address: file /a/index.html <- page /a']);
    expect(conflictsOf([notFound, page('/404')])).toEqual(['same address: page /404 <- not-found page']);
    expect(conflictsOf([page('/404'), file('/404.html'), notFound])).toEqual(['same address: not-found page <- page /404']);
    expect(conflictsOf([file('/404.html'), notFound])).toEqual(['same address: not-found page <- file /404.html']);
  });

  it("takes a page at a file's name for that file's address, as hosts serve it: /index.html is the home page", () => {
    expect(conflictsOf([page('/'), page('/index.html')])).toEqual(['same address: page /index.html <- page /']);
  });

  it("finds a claim inside another one's file, and a file where another needs a folder", () => {
    expect(conflictsOf([file('/feed.xml'), page('/feed.xml/x')])).toEqual(['inside a file: page /feed.xml/x <- file /feed.xml']);
    expect(conflictsOf([page('/notes/a'), file('/notes')])).toEqual(['over a folder: file /notes <- page /notes/a']);
  });

  it('compares each claim with the earlier ones that are written, not with one already in conflict', () => {
    expect(conflictsOf([page('/a'), page('/a'), page('/a')])).toEqual([
      'same address: page /a <- page /a',
      'same address: page /a <- page /a',
    ]);
    expect(conflictsOf([page('/a'), file('/b'), page('/b/c'), page('/b/c')])).toEqual([
      'inside a file: page /b/c <- file /b',
      'inside a file: page /b/c <- file /b',
    ]);
  });
});
