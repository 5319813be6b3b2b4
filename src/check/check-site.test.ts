import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { checkSite } from './check-site.ts';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';

describe('checkSite', () => {
  it('runs every check and reports all their problems at once', async () => {
    const head = '<meta charset="utf-8" /><title>Same</title><meta name="description" content="Same words." />';
    const output = await siteOutputOf({
      'index.html': pageWith(
        '<main><h1>Home</h1></main>',
        `${head}<script type="module" src="/big.js"></script><link rel="stylesheet" href="/big.css" />`,
      ),
      'about/index.html': pageWith('<main><h1>About</h1><a href="/gone/">x</a><a href="/#team">y</a><img src="/team.png" /></main>', head),
      'big.js': randomBytes(7 * 1024).toString('base64'),
      'big.css': randomBytes(11 * 1024).toString('base64'),
    });
    const messages = (await checkSite(output)).map(
      (problem) => `${problem.where}: ${problem.message.replace(/[:(].*/, '').replace(/[\d.]+ KB gzipped/, 'N KB gzipped')}`,
    );
    expect(messages).toEqual([
      '/about/: broken link <a href="/gone/">',
      '/about/: broken anchor <a href="/#team">',
      '/about/: missing asset <img src="/team.png">',
      '/about/: html-validate wcag/h37 at about/index.html',
      '/: JavaScript is N KB gzipped, over the 6 KB budget ',
      '/: CSS is N KB gzipped, over the 10 KB budget ',
      '/about/: <img src="/team.png"> has no alt attribute ',
      '/about/: duplicate title "Same" is also on /',
      '/about/: duplicate meta description "Same words." is also on /',
    ]);
  });
});
