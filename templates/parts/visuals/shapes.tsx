/**
 * The drawing parts every generated visual is built from, so the hero art, the project
 * previews and the portraits share one hand. Colours come from classes (visuals.css),
 * which read the theme's custom properties.
 */

type Ink = 'ink' | 'accent' | 'alt' | 'soft';

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
