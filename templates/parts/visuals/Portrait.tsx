import type { ReactElement } from 'react';
import { portraitTraits, type HairStyle, type PortraitTraits } from './portrait-traits.ts';

interface PortraitProps {
  name: string;
  /** The accessible name, e.g. "Portrait of Ananya Desai". */
  label: string;
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
      role="img"
      aria-label={label}
      viewBox="0 0 96 96"
      width={size}
      height={size}
      data-hair={hair}
    >
      <rect className="portrait__backdrop" width="96" height="96" />
      <Hair.Back />
      <path className="portrait__clothes" d="M8 96C10 78 26 68 48 68S86 78 88 96Z" />
      <rect className="portrait__shade" x="40" y="50" width="16" height="20" rx="6" />
      <path className="portrait__skin" d="M40 68L48 80L56 68Z" />
      <ellipse className="portrait__skin" cx="48" cy="40" rx="16" ry="19" />
      <Hair.Front />
    </svg>
  );
}

const none = () => null;

/** Each hair style: what falls behind the head and shoulders, and what frames the face. */
const hairShapes: Record<HairStyle, { Back: () => ReactElement | null; Front: () => ReactElement }> = {
  short: {
    Back: none,
    Front: () => <path className="portrait__hair" d="M31 44C28 26 38 17 49 17S68 25 65 44C63 35 58 29 48 29S34 35 31 44Z" />,
  },
  side: {
    Back: none,
    Front: () => <path className="portrait__hair" d="M31 46C27 26 38 16 50 16S69 24 65 42C61 31 52 27 41 31C36 33 33 39 31 46Z" />,
  },
  crop: {
    Back: none,
    Front: () => <path className="portrait__hair" d="M32 37C33 25 41 20 48 20S63 25 64 37C58 29 38 29 32 37Z" />,
  },
  long: {
    Back: () => <path className="portrait__hair" d="M29 46C26 24 37 15 48 15S70 24 67 46L70 76C61 80 35 80 26 76Z" />,
    Front: () => (
      <path className="portrait__hair" d="M31.5 44C31 27 40 19 49 19C57 19 63 24 65.5 31C57 28 49 30 44 34C40 38 35 41 31.5 44Z" />
    ),
  },
  bun: {
    Back: () => <circle className="portrait__hair" cx="48" cy="16" r="9" />,
    Front: () => <path className="portrait__hair" d="M31.5 42C30 27 39 20 48 20S66 27 64.5 42C61 33 56 28.5 48 28.5S35 33 31.5 42Z" />,
  },
  wavy: {
    Back: none,
    Front: () => (
      <path
        className="portrait__hair"
        d="M30.5 46C26 30 34 18 45 17C52 14 63 18 66 27C69 33 67 40 65.5 45C64 38 60 33 56 32C52 35 47 32 44 34C39 33 34 38 30.5 46Z"
      />
    ),
  },
};
