/**
 * The scenes a hero's illustration can show, named by what they picture; a page's
 * content picks one with `hero.art`. Each belongs to a composition, one per kind of
 * page, so that no two kinds of page open on the same picture; the nine service
 * scenes share one composition, an emblem of their own in a common frame.
 */
export const heroCompositions = {
  platform: 'platform',
  company: 'journey',
  careers: 'growth',
  team: 'squad',
  portfolio: 'gallery',
  contact: 'conversation',
  writing: 'notebook',
  code: 'service',
  services: 'service',
  interface: 'service',
  dashboard: 'service',
  health: 'service',
  security: 'service',
  api: 'service',
  terminology: 'service',
  records: 'service',
} as const;

export type HeroMotif = keyof typeof heroCompositions;
export type HeroComposition = (typeof heroCompositions)[HeroMotif];
export const heroMotifs = Object.keys(heroCompositions) as [HeroMotif, ...HeroMotif[]];

/** The motifs of the service pages' composition: each has an emblem (service-emblems.tsx). */
export type ServiceMotif = { [Motif in HeroMotif]: (typeof heroCompositions)[Motif] extends 'service' ? Motif : never }[HeroMotif];

export function isServiceMotif(motif: HeroMotif): motif is ServiceMotif {
  return heroCompositions[motif] === 'service';
}
