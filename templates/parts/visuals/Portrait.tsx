import type { ReactElement } from 'react';
import { portraitTraits, type HairStyle, type PortraitTraits } from './portrait-traits.ts';

interface PortraitProps {
  name: string;
  /**
   * The accessible name, e.g. "Portrait of Ananya Desai". Without one the portrait is
   * decorative: for a caption that already names the person.
   */
  label?: string | undefined;
  /** What the content chose; the rest comes from the name. */
  traits?: Partial<PortraitTraits> | undefined;
  /** The rendered size in CSS pixels; the drawing scales to it. */
  size: number;
  className?: string;
}

/**
 * An illustrated head-and-shoulders portrait, the same for the same person wherever
 * they appear: calm flat shapes, no features to caricature.
 */
export function Portrait({ name, label, traits, size, className }: PortraitProps) {
  const { hair, hairColour, skin, tone } = portraitTraits(name, traits);
  const Hair = hairShapes[hair];
  return (
    <svg
      className={`portrait tone-${tone} skin-${skin} hair-${hairColour}${className ? ` ${className}` : ''}`}
      {...(label === undefined ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': label })}
      viewBox="0 0 96 96"
      width={size}
      height={size}
      data-hair={hair}
    >
      <rect className="portrait__backdrop" width="96" height="96" />
      {/* Drawn on a 96 grid, then enlarged about the face so head and shoulders fill the circle. */}
      <g transform="matrix(1.2 0 0 1.2 -9.6 -2)">
        <Hair.Back />
        <path className="portrait__clothes" d="M4 100C4 78 20 67 38 65H58C76 67 92 78 92 100Z" />
        <rect className="portrait__shade" x="41" y="52" width="14" height="16" rx="6" />
        <path className="portrait__skin" d="M40 65C42 71 45 74 48 74S54 71 56 65Z" />
        <ellipse className="portrait__skin" cx="33" cy="44" rx="2.5" ry="4" />
        <ellipse className="portrait__skin" cx="63" cy="44" rx="2.5" ry="4" />
        <ellipse className="portrait__skin" cx="48" cy="42" rx="15" ry="18" />
        <Hair.Front />
      </g>
    </svg>
  );
}

const none = () => null;

/** The hair around the crown of the head, behind the face: what most styles grow from. */
const crown = (radius: number) => <ellipse className="portrait__hair" cx="48" cy="35" rx={radius} ry="17" />;

/** Each hair style: what falls behind the head and shoulders, and what lies over the forehead. */
const hairShapes: Record<HairStyle, { Back: () => ReactElement; Front: () => ReactElement | null }> = {
  short: {
    Back: () => crown(17.5),
    Front: () => <path className="portrait__hair" d="M33 36C36 26 44 23 52 24C58 25 62 29 63.5 35C56 30 44 29 33 36Z" />,
  },
  side: {
    Back: () => crown(18),
    Front: () => (
      <path className="portrait__hair" d="M32.5 39C34 27 42 22 51 22C58 22 63 27 64 33C57 28 48 28 40 33C37 35 35 37 32.5 39Z" />
    ),
  },
  crop: {
    Back: () => crown(16.5),
    Front: none,
  },
  long: {
    Back: () => <path className="portrait__hair" d="M29 42C29 25 37 17 48 17S67 25 67 42V72C67 76 29 76 29 72Z" />,
    Front: () => <path className="portrait__hair" d="M33 38C34 27 41 21 48 21C55 21 62 27 63 38C58 30 53 27 48 26C43 27 38 30 33 38Z" />,
  },
  bun: {
    Back: () => (
      <g>
        <circle className="portrait__hair" cx="48" cy="16" r="8" />
        {crown(17)}
      </g>
    ),
    Front: () => <path className="portrait__hair" d="M33 38C34 27 41 21 48 21C55 21 62 27 63 38C58 30 53 27 48 26C43 27 38 30 33 38Z" />,
  },
  wavy: {
    Back: () => (
      <path
        className="portrait__hair"
        d="M30 44C26 36 28 26 34 22C38 16 46 14 52 16C60 15 68 22 67 30C70 36 68 42 66 46C62 36 38 36 30 44Z"
      />
    ),
    Front: () => (
      <path
        className="portrait__hair"
        d="M33 37C35 29 40 25 46 25C50 28 54 25 58 26C61 28 63 32 63.5 36C59 31 54 31 50 32C45 30 38 32 33 37Z"
      />
    ),
  },
};
