import { describe, expect, it } from 'vitest';
import { newestFirst } from './posts.ts';

describe('newestFirst', () => {
  it('puts the newest day first, and the latest id first among posts of one day', () => {
    const posts = [
      { id: 1, publishDate: '2025-03-09' },
      { id: 4, publishDate: '2025-11-02' },
      { id: 2, publishDate: '2025-11-02' },
      { id: 3, publishDate: '2024-12-31' },
      { id: 5, publishDate: '2025-03-10' },
    ];
    expect([...posts].sort(newestFirst).map((post) => post.id)).toEqual([4, 2, 5, 1, 3]);
  });
});
