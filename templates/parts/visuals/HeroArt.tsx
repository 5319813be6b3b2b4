import type { HeroMotif } from './hero-motifs.ts';
import { heroScenes } from './hero-scenes.tsx';
import { Bar, Window } from './shapes.tsx';

/**
 * The illustration beside a hero's text: an application window showing the page's
 * motif, with a metrics card and a status card floating over it. Decorative: the
 * heading beside it says what the page is about.
 */
export function HeroArt({ motif }: { motif: HeroMotif }) {
  const Scene = heroScenes[motif];
  return (
    <svg className="art hero__art" data-motif={motif} viewBox="0 0 520 440" width="520" height="440" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-art-glow">
          <stop className="art-glow" offset="0" stopOpacity="0.45" />
          <stop className="art-glow" offset="1" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle fill="url(#hero-art-glow)" cx="290" cy="210" r="220" />
      <Window x={70} y={50} width={400} height={290} />
      <path className="art-rule" d="M170 76V340" />
      {[60, 44, 52, 36].map((width, row) => (
        <Bar key={row} x={88} y={100 + row * 22} width={width} ink={row === 0 ? 'accent' : 'ink'} />
      ))}
      <Scene />
      <g>
        <rect className="art-card" x="20" y="286" width="180" height="124" rx="14" />
        <Bar x={38} y={304} width={64} />
        {[34, 52, 42, 70, 58].map((height, column) => (
          <rect
            key={column}
            className={column === 3 ? 'art-alt' : 'art-accent'}
            x={40 + column * 30}
            y={390 - height}
            width={18}
            height={height}
            rx={4}
          />
        ))}
      </g>
      <g>
        <rect className="art-card" x="376" y="16" width="132" height="64" rx="14" />
        <circle className="art-alt" cx="404" cy="48" r="13" />
        <path className="art-check" d="M398 48l4 4 8-8" />
        <Bar x={426} y={38} width={64} />
        <Bar x={426} y={52} width={42} ink="soft" />
      </g>
      <path className="art-rule" d="M430 340V380H470" />
      <circle className="art-node" cx="470" cy="380" r="7" />
      <circle className="art-node art-node--alt" cx="430" cy="340" r="5" />
    </svg>
  );
}
