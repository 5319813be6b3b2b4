import { describe, expect, it } from 'vitest';
import { checkImageAlt } from './image-alt.ts';
import { pageWith, siteOutputOf } from './site-output-fixture.ts';

describe('checkImageAlt', () => {
  it('reports each <img> without alt, and accepts alt="" for decoration', async () => {
    const output = await siteOutputOf({
      'index.html': pageWith('<img src="/a.png" alt="A chart"><img src="/rule.png" alt="">'),
      'about/index.html': pageWith('<img src="/team.png"><img>'),
    });
    expect(checkImageAlt(output)).toEqual([
      { where: '/about/', message: '<img src="/team.png"> has no alt attribute (alt="" marks a decorative image)' },
      { where: '/about/', message: '<img src=""> has no alt attribute (alt="" marks a decorative image)' },
    ]);
  });
});
