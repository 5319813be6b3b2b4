import { describe, expect, it } from 'vitest';
import { describeTarget, normalizePrefix, objectKey } from './deploy-target.ts';

describe('normalizePrefix', () => {
  it('drops leading, trailing and doubled slashes and ends a folder with one slash', () => {
    expect(normalizePrefix('preview/pr-7')).toBe('preview/pr-7/');
    expect(normalizePrefix('/preview//pr-7/')).toBe('preview/pr-7/');
  });

  it('makes an empty or slash-only prefix the bucket root', () => {
    expect(normalizePrefix('')).toBe('');
    expect(normalizePrefix('/')).toBe('');
  });
});

describe('objectKey and describeTarget', () => {
  it('put a file of the site under the prefix', () => {
    expect(objectKey({ bucket: 'site', prefix: 'pr-7/' }, 'about/index.html')).toBe('pr-7/about/index.html');
    expect(objectKey({ bucket: 'site', prefix: '' }, 'about/index.html')).toBe('about/index.html');
    expect(describeTarget({ bucket: 'site', prefix: 'pr-7/' })).toBe('s3://site/pr-7/');
    expect(describeTarget({ bucket: 'site', prefix: '' })).toBe('s3://site/');
  });
});
