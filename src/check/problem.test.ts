import { describe, expect, it } from 'vitest';
import { formatProblems } from './problem.ts';

describe('formatProblems', () => {
  it('writes one line per problem, with where it was found', () => {
    expect(formatProblems([{ where: '/about/', message: 'broken link' }])).toEqual(['/about/: broken link']);
  });

  it('reports a problem found on several pages once, naming up to three of them', () => {
    const footerLink = 'broken link <a href="/jobs/">: no page or file at /jobs/';
    const problems = ['/', '/about/', '/about/', '/blog/', '/contact/', '/careers/'].map((where) => ({ where, message: footerLink }));
    expect(formatProblems([...problems.slice(0, 2), { where: '/about/', message: 'other' }, ...problems.slice(2)])).toEqual([
      `/, /about/, /blog/ and 2 more pages: ${footerLink}`,
      '/about/: other',
    ]);
    expect(formatProblems(problems.slice(0, 5))).toEqual([`/, /about/, /blog/ and 1 more page: ${footerLink}`]);
  });
});
