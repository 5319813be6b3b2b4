import type { CSSProperties } from 'react';

/** The site's palette (assets/styles/tokens.css), as the cards need it. */
const colours = {
  navy950: '#0a1628',
  navy900: '#0b1f3a',
  navy800: '#12305f',
  blue700: '#1d4ed8',
  blue600: '#2563eb',
  blue300: '#93c5fd',
  blue200: '#bfdbfe',
  blue100: '#dbeafe',
  white: '#ffffff',
};

export interface SocialCardBackdropProps {
  readonly siteName: string;
  /** The site's host, as readers would type it: `www.northbeam.example`. */
  readonly host: string;
}

export interface SocialCardProps extends SocialCardBackdropProps {
  readonly title: string;
  /** The section or category the page belongs to; the home page has none. */
  readonly section: string | undefined;
}

/**
 * What every card of the site shares, drawn once for all of them: the site's navy,
 * the brand at the top and the address at the foot, the brand mark's compass rings
 * drawn large to the right, and the accent bar. Laid out by satori at 1200x630:
 * flexbox and inline styles only.
 */
export function SocialCardBackdrop({ siteName, host }: SocialCardBackdropProps) {
  return (
    <div style={{ ...frame, ...ground }}>
      <Rings />
      <Brand siteName={siteName} />
      <Address host={host} />
      <div style={accentBar} />
    </div>
  );
}

/**
 * A page's own part of its card, drawn over the backdrop: the page's title large, its
 * section above it. The brand and the address are laid out here too, unseen, so that
 * the title sits between them exactly where a card drawn whole would put it.
 */
export function SocialCard({ title, section, siteName, host }: SocialCardProps) {
  return (
    <div style={frame}>
      <Brand siteName={siteName} hidden />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28, width: 760 }}>
        {section && (
          <div style={{ display: 'flex' }}>
            <div style={sectionPill}>{section}</div>
          </div>
        )}
        <div style={{ ...titleStyle, fontSize: titleSize(title) }}>{title}</div>
      </div>
      <Address host={host} hidden />
    </div>
  );
}

/** The brand mark and the site's name, at the top of the card. */
function Brand({ siteName, hidden = false }: { siteName: string; hidden?: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 20, ...(hidden ? unseen : {}) }}>
      <BrandMark size={56} />
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, letterSpacing: -0.3 }}>{siteName}</div>
    </div>
  );
}

/** The site's address after a short rule, at the foot of the card. */
function Address({ host, hidden = false }: { host: string; hidden?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        fontSize: 24,
        fontWeight: 500,
        color: colours.blue200,
        ...(hidden ? unseen : {}),
      }}
    >
      <div style={{ display: 'flex', width: 40, height: 4, borderRadius: 2, backgroundColor: colours.blue300 }} />
      {host}
    </div>
  );
}

/** Long titles get smaller type, so that every title fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 34) return 76;
  if (title.length <= 60) return 64;
  return 54;
}

/** The favicon's mark: a compass needle on a blue tile. */
function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill={colours.blue600} />
      <path d="M16 5l4.5 11L16 27l-4.5-11z" fill={colours.white} />
      <circle cx="16" cy="16" r="2.2" fill={colours.blue600} />
    </svg>
  );
}

/** Concentric rings around a large compass needle, half off the card's right edge. */
function Rings() {
  const centre = { x: 1110, y: 315 };
  return (
    <div style={{ display: 'flex', position: 'absolute', left: 0, top: 0, width: 1200, height: 630 }}>
      {[520, 400, 280, 160].map((diameter, index) => (
        <div
          key={diameter}
          style={{
            display: 'flex',
            position: 'absolute',
            left: centre.x - diameter / 2,
            top: centre.y - diameter / 2,
            width: diameter,
            height: diameter,
            borderRadius: diameter / 2,
            border: `2px solid rgba(147, 197, 253, ${0.1 + index * 0.05})`,
          }}
        />
      ))}
      <svg
        width={120}
        height={240}
        viewBox="0 0 12 24"
        style={{ position: 'absolute', left: centre.x - 60, top: centre.y - 120, opacity: 0.35 }}
      >
        <path d="M6 0l6 12-6 12-6-12z" fill={colours.blue300} />
        <path d="M6 0l6 12H0z" fill={colours.white} />
      </svg>
    </div>
  );
}

/** The card's layout, which the backdrop and each card's own part share: three rows, spread from top to foot. */
const frame: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  position: 'relative',
  width: 1200,
  height: 630,
  // Satori adds padding to the size given, as CSS does by default.
  boxSizing: 'border-box',
  padding: '64px 72px 72px',
  color: colours.white,
  fontFamily: 'Inter',
};

const ground: CSSProperties = {
  backgroundColor: colours.navy900,
  backgroundImage: `radial-gradient(circle at 92% 50%, ${colours.navy800} 0%, ${colours.navy900} 45%, ${colours.navy950} 100%)`,
};

/** Laid out but not drawn: satori leaves out what has no opacity. */
const unseen: CSSProperties = { opacity: 0 };

const sectionPill: CSSProperties = {
  display: 'flex',
  padding: '10px 22px',
  borderRadius: 999,
  fontSize: 24,
  fontWeight: 700,
  letterSpacing: 1.5,
  textTransform: 'uppercase',
  color: colours.blue100,
  backgroundColor: 'rgba(37, 99, 235, 0.35)',
  border: `1.5px solid rgba(147, 197, 253, 0.45)`,
};

const titleStyle: CSSProperties = {
  display: 'block',
  fontWeight: 700,
  lineHeight: 1.12,
  letterSpacing: -1.5,
  lineClamp: 3,
};

const accentBar: CSSProperties = {
  display: 'flex',
  position: 'absolute',
  left: 0,
  bottom: 0,
  width: 1200,
  height: 10,
  backgroundImage: `linear-gradient(90deg, ${colours.blue700}, ${colours.blue300})`,
};
