import type { ReactElement } from 'react';
import type { ServiceMotif } from './hero-motifs.ts';
import { Bar } from './shapes.tsx';

/**
 * Each service's emblem, drawn in a 200 x 200 tile: what the service is known by, as
 * one bold shape in the family's inks, so nine pages read as one family of nine.
 */
export const serviceEmblems: Record<ServiceMotif, () => ReactElement> = {
  /** Java: a cup, steaming. */
  code: () => (
    <g>
      <path className="art-line art-line--wide" d="M78 40c-8 10 8 16 0 26M100 34c-8 12 8 18 0 30M122 40c-8 10 8 16 0 26" />
      <path className="art-accent" d="M46 80H144V120C144 146 124 164 98 164H92C66 164 46 146 46 120Z" />
      <path className="art-glyph" d="M144 92H154a18 18 0 0 1 0 36H142" />
      <rect className="art-alt" x="36" y="168" width="128" height="10" rx="5" />
    </g>
  ),
  /** Spring Boot: a leaf, and the switch that starts a service. */
  services: () => (
    <g>
      <path className="art-alt" d="M44 156C36 96 76 44 160 40C166 120 128 166 64 164Z" />
      <path className="art-cut" d="M56 150C82 120 104 96 140 62" />
      <circle className="art-card" cx="140" cy="142" r="30" />
      <path className="art-glyph" d="M140 122V140M126 132a18 18 0 1 0 28 0" />
    </g>
  ),
  /** React: an atom, its orbits around a nucleus. */
  interface: () => (
    <g>
      {[0, 60, 120].map((angle) => (
        <ellipse key={angle} className="art-glyph" cx="100" cy="100" rx="76" ry="28" transform={`rotate(${angle} 100 100)`} />
      ))}
      <circle className="art-accent" cx="100" cy="100" r="16" />
      <circle className="art-alt" cx="176" cy="100" r="8" />
    </g>
  ),
  /** Angular: a dashboard's gauge over its columns of figures. */
  dashboard: () => (
    <g>
      <path className="art-track" d="M40 112a60 60 0 0 1 120 0" />
      <path className="art-arc" d="M40 112a60 60 0 0 1 100 -44" />
      <path className="art-glyph" d="M100 112L130 74" />
      <circle className="art-accent" cx="100" cy="112" r="8" />
      {[52, 34, 64, 44].map((height, column) => (
        <rect
          key={column}
          className={column === 2 ? 'art-alt' : 'art-accent'}
          x={44 + column * 30}
          y={180 - height}
          width={20}
          height={height}
          rx={5}
        />
      ))}
    </g>
  ),
  /** FHIR: a heart, and the beat that crosses it. */
  health: () => (
    <g>
      <path className="art-accent" d="M100 170C40 128 28 96 40 70C54 40 90 40 100 66C110 40 146 40 160 70C172 96 160 128 100 170Z" />
      <path className="art-cut" d="M24 112H70L82 88L100 136L114 100L124 112H176" />
    </g>
  ),
  /** Cybersecurity: a shield with a keyhole. */
  security: () => (
    <g>
      <path className="art-accent" d="M100 26L162 48V100C162 140 136 166 100 180C64 166 38 140 38 100V48Z" />
      <path className="art-alt" d="M100 26L162 48V100C162 140 136 166 100 180Z" />
      <circle className="art-card" cx="100" cy="94" r="16" />
      <path className="art-card" d="M92 104H108L112 136H88Z" />
    </g>
  ),
  /** REST APIs: a resource in braces, requests going in and answers coming out. */
  api: () => (
    <g>
      <path
        className="art-glyph"
        style={{ strokeWidth: 11 }}
        d="M74 46C54 46 58 74 58 88S46 100 40 100C46 100 58 100 58 114S54 154 74 154M126 46C146 46 142 74 142 88S154 100 160 100C154 100 142 100 142 114S146 154 126 154"
      />
      <Bar x={80} y={76} width={40} height={12} ink="accent" />
      <Bar x={80} y={96} width={28} height={12} ink="alt" />
      <Bar x={80} y={116} width={36} height={12} ink="warm" />
      <path className="art-line" d="M8 176H52M148 176H192M40 168L52 176L40 184M180 168L192 176L180 184" />
    </g>
  ),
  /** SNOMED CT: a concept and the hierarchy of concepts beneath it. */
  terminology: () => (
    <g>
      <path className="art-glyph" d="M100 56V88M100 88H48V118M100 88V118M100 88H152V118M48 138V156H30M48 156H70M152 138V156H176" />
      <rect className="art-accent" x="70" y="24" width="60" height="32" rx="10" />
      {[24, 76, 128].map((x, concept) => (
        <rect key={x} className={concept === 1 ? 'art-alt' : 'art-dim'} x={x} y={118} width={48} height={22} rx={8} />
      ))}
      {[14, 58, 160].map((x) => (
        <rect key={x} className="art-dim" x={x} y={160} width={32} height={18} rx={6} />
      ))}
    </g>
  ),
  /** Hospital management: a hospital, its cross, and its wards. */
  records: () => (
    <g>
      <path className="art-accent" d="M40 180V80L100 44L160 80V180Z" />
      <path className="art-card" d="M92 70H108V86H124V102H108V118H92V102H76V86H92Z" />
      {[0, 1, 2].map((ward) => (
        <rect key={ward} className="art-dim" x={54 + ward * 34} y={132} width={24} height={18} rx={4} />
      ))}
      <rect className="art-alt" x="84" y="156" width="32" height="24" rx="4" />
    </g>
  ),
};
