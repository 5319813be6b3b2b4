/**
 * The drawing parts every generated visual is built from, so the hero art, the project
 * previews and the portraits share one hand. Colours come from classes (visuals.css),
 * which read the theme's custom properties.
 */

type Ink = 'ink' | 'accent' | 'alt' | 'soft' | 'warm';

/** A rounded bar standing for a line of text or code. */
export function Bar({ x, y, width, height = 8, ink = 'ink' }: { x: number; y: number; width: number; height?: number; ink?: Ink }) {
  return <rect className={`art-${ink}`} x={x} y={y} width={width} height={height} rx={height / 2} />;
}

/** A block of content (an image, a card, a chart's area), in the surface's muted tone unless told. */
export function Block({ x, y, width, height, ink = 'soft' }: { x: number; y: number; width: number; height: number; ink?: Ink }) {
  return <rect className={`art-${ink}`} x={x} y={y} width={width} height={height} rx={6} />;
}

/** An application window: panel, title bar with its three dots, and an address bar when it has room. */
export function Window({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  const bar = y + 26;
  return (
    <g>
      <rect className="art-panel" x={x} y={y} width={width} height={height} rx={12} />
      <path className="art-rule" d={`M${x} ${bar}h${width}`} />
      {[0, 1, 2].map((dot) => (
        <circle key={dot} className="art-dim" cx={x + 16 + dot * 13} cy={y + 13} r={4} />
      ))}
      {width > 160 && <Bar x={x + 64} y={y + 8} width={Math.min(width - 96, 180)} height={10} ink="soft" />}
    </g>
  );
}

/** A card floating over a scene: a raised panel with a heading bar and a line under it. */
export function Note({ x, y, width, ink = 'accent' }: { x: number; y: number; width: number; ink?: Ink }) {
  return (
    <g>
      <rect className="art-card" x={x} y={y} width={width} height={44} rx={10} />
      <circle className={`art-${ink}`} cx={x + 20} cy={y + 22} r={8} />
      <Bar x={x + 36} y={y + 13} width={width - 54} ink={ink} height={7} />
      <Bar x={x + 36} y={y + 25} width={(width - 54) * 0.6} ink="soft" height={6} />
    </g>
  );
}

/**
 * A slab seen from above and to the side (2:1 isometric): its top, centred on `x`, `y`,
 * `width` across, and its two visible sides `depth` deep.
 */
export function Slab({ x, y, width, depth }: { x: number; y: number; width: number; depth: number }) {
  const half = width / 2;
  const rise = half / 2;
  return (
    <g>
      <path className="art-face-left" d={`M${x - half} ${y}L${x} ${y + rise}v${depth}L${x - half} ${y + depth}Z`} />
      <path className="art-face-right" d={`M${x} ${y + rise}L${x + half} ${y}v${depth}L${x} ${y + rise + depth}Z`} />
      <path className="art-face-top" d={`M${x} ${y - rise}L${x + half} ${y}L${x} ${y + rise}L${x - half} ${y}Z`} />
    </g>
  );
}

/**
 * The company's signature in every scene: a beam rising north from `x`, `y` for
 * `length`, to a point. The beam fades in from below (the gradient HeroArt defines).
 */
export function Beam({ x, y, length }: { x: number; y: number; length: number }) {
  const top = y - length;
  return (
    <g>
      <rect className="art-beam" x={x - 3} y={top + 10} width={6} height={length - 10} rx={3} />
      <path className="art-warm" d={`M${x} ${top - 12}L${x + 9} ${top + 6}L${x} ${top + 1}L${x - 9} ${top + 6}Z`} />
    </g>
  );
}

/** A map pin whose point touches `x`, `y`. */
export function Pin({ x, y, ink = 'accent' }: { x: number; y: number; ink?: Ink }) {
  return (
    <g>
      <path
        className={`art-${ink}`}
        d={`M${x} ${y}C${x - 4} ${y - 12} ${x - 14} ${y - 18} ${x - 14} ${y - 28}a14 14 0 0 1 28 0C${x + 14} ${y - 18} ${x + 4} ${y - 12} ${x} ${y}Z`}
      />
      <circle className="art-card" cx={x} cy={y - 28} r={5} />
    </g>
  );
}
