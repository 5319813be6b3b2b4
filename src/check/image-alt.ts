import type { Problem } from './problem.ts';
import type { SiteOutput } from './site-output.ts';

/** Every image says what it shows, or says with `alt=""` that it is decoration screen readers should skip. */
export function checkImageAlt(output: SiteOutput): Problem[] {
  return output.pages.flatMap((page) =>
    page.facts.imagesWithoutAlt.map((src) => ({
      where: page.url,
      message: `<img src="${src}"> has no alt attribute (alt="" marks a decorative image)`,
    })),
  );
}
