import type { ReactElement } from 'react';
import { portraitTraits, type Expression, type FacialHair, type Glasses, type HairStyle, type PortraitTraits } from './portrait-traits.ts';

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
 * they appear: flat shapes in an editorial hand, with a face that looks back (eyes
 * with a catch of light, brows in the hair's colour, a nose, an expression) and the
 * glasses or beard the person has.
 */
export function Portrait({ name, label, traits, size, className }: PortraitProps) {
  const { hair, hairColour, skin, tone, expression, glasses, facialHair } = portraitTraits(name, traits);
  const Hair = hairShapes[hair];
  return (
    <svg
      className={`portrait tone-${tone} skin-${skin} hair-${hairColour}${className ? ` ${className}` : ''}`}
      {...(label === undefined ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': label })}
      viewBox="0 0 96 96"
      width={size}
      height={size}
      data-hair={hair}
      data-expression={expression}
    >
      <rect className="portrait__backdrop" width="96" height="96" />
      {/* Drawn on a 96 grid, then enlarged about the face so head and shoulders fill the circle. */}
      <g transform="matrix(1.2 0 0 1.2 -9.6 -2)">
        <Hair.Back />
        <path className="portrait__clothes" d="M4 100C4 78 20 67 38 65H58C76 67 92 78 92 100Z" />
        <path className="portrait__collar" d="M38 65L48 80L58 65L62 67L52 86H44L34 67Z" />
        <rect className="portrait__shade" x="41" y="52" width="14" height="16" rx="6" />
        <path className="portrait__skin" d="M40 65C42 71 45 74 48 74S54 71 56 65Z" />
        <ellipse className="portrait__skin" cx="33" cy="44" rx="2.5" ry="4" />
        <ellipse className="portrait__skin" cx="63" cy="44" rx="2.5" ry="4" />
        <ellipse className="portrait__skin" cx="48" cy="42" rx="15" ry="18" />
        <FacialHairShape style={facialHair} />
        <Face expression={expression} />
        <GlassesShape style={glasses} />
        <Hair.Front />
      </g>
    </svg>
  );
}

const none = () => null;

/** Eyes, brows (in the hair's colour), nose, cheeks and mouth, drawn for each expression. */
function Face({ expression }: { expression: Expression }) {
  // The face's own colours are the same on every page, so they are drawn here rather than set by the stylesheet.
  return (
    <g stroke={ink}>
      <path
        className="portrait__brow"
        d={expression === 'calm' ? 'M39 37.5L45 37M51 37L57 37.5' : 'M39 38Q42 35.5 45 37M51 37Q54 35.5 57 38'}
      />
      {expression === 'grin' ? (
        <path className="portrait__line" d="M39.5 44Q42 41.5 44.5 44M51.5 44Q54 41.5 56.5 44" />
      ) : (
        <g>
          <ellipse className="portrait__eye" fill={ink} stroke="none" cx="42" cy="43.5" rx="1.9" ry="2.3" />
          <ellipse className="portrait__eye" fill={ink} stroke="none" cx="54" cy="43.5" rx="1.9" ry="2.3" />
          <circle className="portrait__glint" fill="#fff" stroke="none" cx="42.7" cy="42.7" r="0.6" />
          <circle className="portrait__glint" fill="#fff" stroke="none" cx="54.7" cy="42.7" r="0.6" />
        </g>
      )}
      <path className="portrait__line portrait__nose" d="M48 45.5Q46.5 49.5 47.2 50.5Q48.3 51.2 49.6 50.6" />
      <ellipse fill="#e0706066" stroke="none" cx="39" cy="50" rx="3" ry="1.8" />
      <ellipse fill="#e0706066" stroke="none" cx="57" cy="50" rx="3" ry="1.8" />
      {mouths[expression]}
    </g>
  );
}

/** The dark brown of eyes and the lines of the face. */
const ink = '#2e1c15';

const mouths: Record<Expression, ReactElement> = {
  smile: <path className="portrait__line" d="M43.5 54.5Q48 58 52.5 54.5" />,
  grin: (
    <path className="portrait__mouth" fill="#5c2320" stroke="none" d="M42.5 53.5Q48 54.8 53.5 53.5Q53 59.5 48 59.5Q43 59.5 42.5 53.5Z" />
  ),
  calm: <path className="portrait__line" d="M44.5 55.5Q48 56.8 51.5 55.5" />,
};

function GlassesShape({ style }: { style: Glasses }) {
  if (style === 'none') return null;
  const lens =
    style === 'round'
      ? [<circle key="left" cx="42" cy="43.5" r="4.6" />, <circle key="right" cx="54" cy="43.5" r="4.6" />]
      : [
          <rect key="left" x="37" y="39.8" width="10" height="7.6" rx="2" />,
          <rect key="right" x="49" y="39.8" width="10" height="7.6" rx="2" />,
        ];
  return (
    <g className="portrait__glasses" fill="none" stroke="#1f2937" strokeWidth="1.2">
      {lens}
      <path d="M46.6 43.2Q48 42.2 49.4 43.2M37.4 42.8L33.6 41.8M58.6 42.8L62.4 41.8" />
    </g>
  );
}

function FacialHairShape({ style }: { style: FacialHair }) {
  if (style === 'none') return null;
  return style === 'beard' ? (
    <path
      className="portrait__beard"
      d="M33.5 46C34 56 40 61.5 48 61.5S62 56 62.5 46C60 52 56 53 54 52.5Q48 50.5 42 52.5C40 53 36 52 33.5 46ZM44 55.5Q48 57.5 52 55.5Q48 54 44 55.5Z"
    />
  ) : (
    <path className="portrait__stubble" d="M34.5 48C36 56 41 60.5 48 60.5S60 56 61.5 48C59 53.5 55 55 48 55S37 53.5 34.5 48Z" />
  );
}

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
