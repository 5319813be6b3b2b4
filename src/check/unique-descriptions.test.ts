import { describe, expect, it } from 'vitest';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';
import { checkUniqueDescriptions } from './unique-descriptions.ts';

const described = (title: string, description?: string) =>
  pageWith('<p>x</p>', `<title>${title}</title>${description === undefined ? '' : `<meta name="description" content="${description}">`}`);

describe('checkUniqueDescriptions', () => {
  it('reports each page whose meta description an earlier page has, and skips pages without one', async () => {
    const output = await siteOutputOf({
      'index.html': described('Home', 'We build software.'),
      'about/index.html': described('About', 'Who we are.'),
      'contact/index.html': described('Contact', 'We build software.'),
      'a/index.html': described('A'),
      'b/index.html': described('B'),
    });
    expect(checkUniqueDescriptions(output)).toEqual([
      { where: '/contact/', message: 'duplicate meta description "We build software." is also on /' },
    ]);
  });
});
