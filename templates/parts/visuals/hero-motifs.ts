/**
 * The scenes a hero's illustration can show, named by what they picture; a page's
 * content picks one with `hero.art`.
 */
export const heroMotifs = [
  'platform',
  'code',
  'services',
  'api',
  'interface',
  'dashboard',
  'health',
  'terminology',
  'records',
  'security',
  'team',
  'portfolio',
  'contact',
  'writing',
] as const;

export type HeroMotif = (typeof heroMotifs)[number];
