import { describe, expect, it } from 'vitest';
import { checkHtmlValidity } from './html-validity.ts';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';

describe('checkHtmlValidity', () => {
  it('accepts valid pages, including the markup styles React writes', async () => {
    const output = await siteOutputOf({
      'index.html': pageWith(
        '<main><h1>Hi</h1><input type="checkbox" aria-label="Pick" required=""/></main>',
        '<meta charSet="utf-8"/><title>Home</title>',
      ),
    });
    expect(await checkHtmlValidity(output)).toEqual([]);
  });

  it('reports every html-validate error with its rule, file, line and column', async () => {
    const output = await siteOutputOf({
      'index.html': pageWith('<p>fine</p>'),
      'blog/index.html': pageWith('<div><p>unclosed</div>\n<p id="x"></p><p id="x"></p>'),
    });
    expect(await checkHtmlValidity(output)).toEqual([
      {
        where: '/blog/',
        message: 'html-validate no-implicit-close at blog/index.html:1:78: Element <p> is implicitly closed by parent </div>',
      },
      { where: '/blog/', message: 'html-validate no-dup-id at blog/index.html:2:22: Duplicate ID "x"' },
    ]);
  });
});
