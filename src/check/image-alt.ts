import type { Problem } from './problem.ts';
import type { SiteOutput } from './site-output.ts';

/** Every image says what it shows, or says with `alt=""` that it is decoration screen readers should skip. */
export function checkImageAlt(output: SiteOutput): Problem[] {
  return output.pages.flatMap((page) =>
    page
      .$('img:not([alt])')
      .toArray()
      .map((element) => ({
        where: page.url,
        message: `<img src="${page.$(element).attr('src') ?? ''}"> has no alt attribute (alt="" marks a decorative image)`,
      })),
  );
}
