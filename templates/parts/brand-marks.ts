import bootstrapIcons from '@iconify-json/bi/icons.json' with { type: 'json' };
import simpleIcons from '@iconify-json/simple-icons/icons.json' with { type: 'json' };

/**
 * The marks of the networks the site links to and shares on, as SVG bodies drawn in
 * `currentColor`: simple-icons (as Iconify's JSON, which loads in a tenth of the time
 * of the package's JavaScript index), and Bootstrap Icons for LinkedIn, whose mark
 * simple-icons no longer carries.
 *
 * Licences: simple-icons is CC0 and Bootstrap Icons MIT, but the marks are their
 * owners' trademarks, and simple-icons asks its users to follow each brand's own
 * guidelines. Here each mark is shown unaltered, in one colour, beside the network's
 * name, and links only to this company's page on that network or to its share page.
 */
export const brandMarks = {
  linkedin: { body: bootstrapIcons.icons.linkedin.body, viewBox: '0 0 16 16' },
  github: { body: simpleIcons.icons.github.body, viewBox: `0 0 ${simpleIcons.width} ${simpleIcons.height}` },
  x: { body: simpleIcons.icons.x.body, viewBox: `0 0 ${simpleIcons.width} ${simpleIcons.height}` },
  facebook: { body: simpleIcons.icons.facebook.body, viewBox: `0 0 ${simpleIcons.width} ${simpleIcons.height}` },
} as const;

export type Brand = keyof typeof brandMarks;
export const brands = Object.keys(brandMarks) as [Brand, ...Brand[]];
