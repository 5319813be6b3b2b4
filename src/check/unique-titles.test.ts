import { describe, expect, it } from 'vitest';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';
import { checkUniqueTitles } from './unique-titles.ts';

const titled = (title: string) => pageWith('<p>x</p>', `<title>${title}</title>`);

describe('checkUniqueTitles', () => {
  it('reports each page whose title an earlier page has, naming that page', async () => {
    const output = await siteOutputOf({
      'index.html': titled('Home | Acme'),
      'a/index.html': titled('Guides | Acme'),
      'b/index.html': titled('Guides  |\n Acme'),
      'c/index.html': titled('Guides | Acme'),
      'd/index.html': titled('Other | Acme'),
      'e/index.html': titled(''),
      'f/index.html': titled(''),
    });
    expect(checkUniqueTitles(output)).toEqual([
      { where: '/b/', message: 'duplicate title "Guides | Acme" is also on /a/' },
      { where: '/c/', message: 'duplicate title "Guides | Acme" is also on /a/' },
    ]);
  });
});
