import { describe, expect, it } from 'vitest';
import type { LocalFile } from './local-files.ts';
import { planSync } from './sync-plan.ts';

const file = (path: string, md5: string): LocalFile => ({ path, absolutePath: `/site/${path}`, md5, redirectLocation: undefined });

describe('planSync', () => {
  it('uploads files the bucket does not have as new, and files whose ETag differs as changed', () => {
    const plan = planSync(
      [file('index.html', 'aaa'), file('about/index.html', 'bbb'), file('feed.xml', 'ccc')],
      [
        { path: 'index.html', etag: 'aaa' },
        { path: 'about/index.html', etag: 'old' },
      ],
    );
    expect(plan.uploads).toEqual([
      { file: file('about/index.html', 'bbb'), reason: 'changed' },
      { file: file('feed.xml', 'ccc'), reason: 'new' },
    ]);
    expect(plan.unchanged).toEqual([file('index.html', 'aaa')]);
    expect(plan.stale).toEqual([]);
  });

  it('treats an ETag that is not an MD5 (a multipart upload) as changed', () => {
    const plan = planSync(
      [file('pagefind/wasm.en.pagefind', '9e107d9d372bb6826bd81d3542a419d6')],
      [{ path: 'pagefind/wasm.en.pagefind', etag: '9e107d9d372bb6826bd81d3542a419d6-2' }],
    );
    expect(plan.uploads.map((upload) => upload.reason)).toEqual(['changed']);
  });

  it('lists objects the build no longer has as stale, sorted', () => {
    const plan = planSync(
      [file('index.html', 'aaa')],
      [
        { path: 'old/index.html', etag: 'x' },
        { path: 'index.html', etag: 'aaa' },
        { path: 'assets/main.0123456789.css', etag: 'y' },
      ],
    );
    expect(plan.stale).toEqual(['assets/main.0123456789.css', 'old/index.html']);
    expect(plan.uploads).toEqual([]);
  });

  it('orders uploads by path, whatever order the files were found in', () => {
    const plan = planSync([file('b.html', '1'), file('a/z.html', '2'), file('a.html', '3')], []);
    expect(plan.uploads.map((upload) => upload.file.path)).toEqual(['a.html', 'a/z.html', 'b.html']);
  });
});
