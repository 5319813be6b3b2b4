import { heroCompositions, type HeroMotif } from './hero-motifs.ts';
import { heroScenes } from './hero-scenes.tsx';

/**
 * The illustration beside a hero's text (under it on a phone): its kind of page's
 * composition, showing the page's motif. Decorative: the heading beside it says what
 * the page is about.
 */
export function HeroArt({ motif }: { motif: HeroMotif }) {
  const composition = heroCompositions[motif];
  const Scene = heroScenes[composition];
  return (
    <svg
      className="art hero__art"
      data-motif={motif}
      data-composition={composition}
      viewBox="0 0 520 440"
      width="520"
      height="440"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="hero-art-glow">
          <stop className="art-glow" offset="0" stopOpacity="0.45" />
          <stop className="art-glow" offset="1" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-art-beam" x1="0" y1="1" x2="0" y2="0">
          <stop className="art-beam-stop" offset="0" stopOpacity="0" />
          <stop className="art-beam-stop" offset="1" stopOpacity="1" />
        </linearGradient>
      </defs>
      <circle fill="url(#hero-art-glow)" cx="270" cy="220" r="230" />
      <Scene motif={motif} />
    </svg>
  );
}
