import type { ReactElement } from 'react';
import type { HeroMotif } from './hero-motifs.ts';
import { Bar, Block, Window } from './shapes.tsx';

/**
 * What the hero's main window shows, one scene per motif, drawn in the window's content
 * area (x 190 to 450, y 100 to 320 of the hero art's 520 x 440 view box).
 */
export const heroScenes: Record<HeroMotif, () => ReactElement> = {
  platform: () => (
    <g>
      <CodeLines
        rows={[
          [0, 90, 'accent'],
          [20, 150],
          [20, 110, 'alt'],
          [40, 130],
          [20, 70],
        ]}
      />
      <path className="art-area" d="M190 316 L190 276 L232 258 L270 268 L312 230 L352 242 L394 204 L450 214 L450 316Z" />
      <path className="art-line" d="M190 276 L232 258 L270 268 L312 230 L352 242 L394 204 L450 214" />
      <circle className="art-node" cx="394" cy="204" r="6" />
    </g>
  ),
  code: () => (
    <g>
      <CodeLines
        rows={[
          [0, 70, 'accent'],
          [20, 120],
          [40, 90, 'alt'],
          [40, 140],
          [20, 60],
          [20, 100, 'accent'],
          [40, 80],
          [0, 30],
        ]}
      />
      <path className="art-line art-line--wide" d="M378 170 L350 196 L378 222 M418 170 L446 196 L418 222 M408 160 L388 232" />
      <Block x={330} y={262} width={120} height={48} />
      <Bar x={344} y={276} width={52} ink="alt" />
      <Bar x={344} y={292} width={84} />
    </g>
  ),
  services: () => (
    <g>
      <path className="art-rule" d="M320 208L244 136M320 208L406 136M320 208L260 286M320 208L406 286" />
      {[
        [206, 112],
        [368, 112],
        [222, 262],
        [368, 262],
      ].map(([x = 0, y = 0], service) => (
        <g key={service}>
          <Block x={x} y={y} width={76} height={48} />
          <circle className={service % 3 ? 'art-accent' : 'art-alt'} cx={x + 16} cy={y + 16} r={6} />
          <Bar x={x + 28} y={y + 12} width={36} />
          <Bar x={x + 12} y={y + 30} width={52} />
        </g>
      ))}
      <Block x={284} y={186} width={72} height={44} ink="accent" />
      <Bar x={298} y={198} width={44} ink="soft" />
      <Bar x={298} y={212} width={28} ink="soft" />
    </g>
  ),
  api: () => (
    <g>
      {(
        [
          ['accent', 120],
          ['alt', 96],
          ['accent', 140],
          ['soft', 80],
          ['alt', 110],
        ] as const
      ).map(([ink, width], row) => (
        <g key={row}>
          <Block x={214} y={104 + row * 42} width={236} height={32} />
          <Bar x={224} y={113 + row * 42} width={40} height={14} ink={ink} />
          <Bar x={276} y={117 + row * 42} width={width} />
          <circle className="art-alt" cx={436} cy={120 + row * 42} r={4} />
        </g>
      ))}
    </g>
  ),
  interface: () => (
    <g>
      <Block x={190} y={100} width={260} height={56} ink="accent" />
      <Bar x={206} y={116} width={110} height={10} ink="soft" />
      <Bar x={206} y={134} width={70} />
      {[0, 1, 2].map((column) => (
        <g key={column}>
          <Block x={190 + column * 90} y={172} width={80} height={92} />
          <circle className={column === 1 ? 'art-alt' : 'art-accent'} cx={208 + column * 90} cy={192} r={9} />
          <Bar x={202 + column * 90} y={214} width={56} />
          <Bar x={202 + column * 90} y={230} width={40} />
        </g>
      ))}
      <Bar x={190} y={284} width={96} height={24} ink="accent" />
      <Bar x={300} y={284} width={74} height={24} ink="soft" />
    </g>
  ),
  dashboard: () => (
    <g>
      {[0, 1, 2].map((field) => (
        <g key={field}>
          <Bar x={214} y={106 + field * 56} width={60 - field * 8} />
          <rect className="art-panel" x={214} y={120 + field * 56} width={120} height={24} rx={6} />
        </g>
      ))}
      <Bar x={214} y={278} width={34} height={18} ink="alt" />
      <circle className="art-card" cx="239" cy="287" r="6" />
      <Bar x={258} y={283} width={60} />
      <circle className="art-track" cx="396" cy="176" r="40" />
      <circle className="art-arc" cx="396" cy="176" r="40" strokeDasharray="170 252" transform="rotate(-90 396 176)" />
      <Bar x={360} y={240} width={72} ink="accent" />
      <Bar x={360} y={258} width={52} />
    </g>
  ),
  health: () => (
    <g>
      <path className="art-line art-line--wide" d="M190 170 H262 L278 130 L298 214 L316 150 L328 170 H450" />
      {[0, 1, 2].map((node) => (
        <g key={node}>
          <Block x={196 + node * 88} y={236} width={72} height={58} />
          <Bar x={208 + node * 88} y={254} width={46} ink={node === 1 ? 'alt' : 'accent'} />
          <Bar x={208 + node * 88} y={270} width={32} />
        </g>
      ))}
      <path className="art-rule" d="M268 265h16m56 0h16" />
      <path className="art-alt" d="M420 102h10v14h14v10h-14v14h-10v-14h-14v-10h14Z" />
    </g>
  ),
  terminology: () => (
    <g>
      <path
        className="art-rule"
        d="M320 134V156H242V176M320 156V176M320 156H398V176M320 200V220H282V240M320 220H358V240M398 200V220H420V240"
      />
      <Block x={272} y={108} width={96} height={26} ink="accent" />
      <Bar x={286} y={117} width={56} ink="soft" />
      {[206, 284, 362].map((x, child) => (
        <g key={x}>
          <Block x={x} y={176} width={72} height={24} />
          <Bar x={x + 10} y={184} width={child === 1 ? 44 : 36} ink={child === 1 ? 'alt' : 'ink'} />
        </g>
      ))}
      {[254, 330, 392].map((x) => (
        <g key={x}>
          <rect className="art-panel" x={x} y={240} width={56} height={24} rx={6} />
          <Bar x={x + 10} y={248} width={30} />
        </g>
      ))}
      <Bar x={246} y={290} width={188} height={14} ink="soft" />
    </g>
  ),
  records: () => (
    <g>
      <Bar x={214} y={104} width={110} height={10} ink="accent" />
      {Array.from({ length: 24 }, (_, cell) => {
        const ink = [3, 8, 9, 14, 19].includes(cell) ? 'accent' : [5, 12, 22].includes(cell) ? 'alt' : 'soft';
        return <Block key={cell} x={214 + (cell % 6) * 28} y={128 + Math.floor(cell / 6) * 28} width={22} height={22} ink={ink} />;
      })}
      <Block x={392} y={128} width={58} height={106} />
      <Bar x={402} y={142} width={38} ink="alt" />
      <Bar x={402} y={160} width={30} />
      <Bar x={402} y={178} width={36} />
      <Bar x={402} y={196} width={24} />
      <path className="art-line" d="M214 290H258L270 272L284 306L296 290H450" />
    </g>
  ),
  security: () => (
    <g>
      <path className="art-area art-area--edge" d="M320 104 L378 126 V186 C378 236 348 266 320 280 C292 266 262 236 262 186 V126Z" />
      <path className="art-line art-line--wide" d="M296 190 L314 208 L348 172" />
      <Bar x={222} y={300} width={112} height={14} ink="soft" />
      {[0, 1, 2, 3, 4].map((dot) => (
        <circle key={dot} className="art-ink" cx={236 + dot * 14} cy={307} r={3.5} />
      ))}
      <Bar x={346} y={300} width={104} height={14} ink="alt" />
    </g>
  ),
  team: () => (
    <g>
      <path className="art-rule" d="M236 210 L320 150 L404 210 M320 150 V262" />
      <circle className="art-node" cx="320" cy="150" r="10" />
      {[
        [236, 220],
        [320, 272],
        [404, 220],
      ].map(([x = 0, y = 0], person) => (
        <g key={person}>
          <circle className="art-panel" cx={x} cy={y} r={30} />
          <circle className={person === 1 ? 'art-alt' : 'art-accent'} cx={x} cy={y - 8} r={10} />
          <path className={person === 1 ? 'art-alt' : 'art-accent'} d={`M${x - 17} ${y + 20} a17 15 0 0 1 34 0Z`} />
        </g>
      ))}
      <Bar x={196} y={106} width={80} ink="accent" />
      <Bar x={196} y={122} width={52} />
    </g>
  ),
  portfolio: () => (
    <g>
      {[0, 1, 2, 3].map((tile) => {
        const x = 190 + (tile % 2) * 134;
        const y = 100 + Math.floor(tile / 2) * 112;
        return (
          <g key={tile}>
            <Window x={x} y={y} width={126} height={100} />
            <Block x={x + 10} y={y + 36} width={106} height={30} ink={tile === 1 || tile === 2 ? 'alt' : 'accent'} />
            <Bar x={x + 10} y={y + 76} width={70} />
          </g>
        );
      })}
    </g>
  ),
  contact: () => (
    <g>
      <path
        className="art-soft"
        d="M196 104 H350 a10 10 0 0 1 10 10 V160 a10 10 0 0 1 -10 10 H222 L204 186 V170 a10 10 0 0 1 -8 -10 V114 a10 10 0 0 1 0 -10Z"
      />
      <Bar x={212} y={122} width={120} />
      <Bar x={212} y={142} width={84} />
      <path
        className="art-accent"
        d="M280 196 H444 a6 6 0 0 1 6 6 V252 a6 6 0 0 1 -6 6 H436 V276 L414 258 H280 a6 6 0 0 1 -6 -6 V202 a6 6 0 0 1 6 -6Z"
      />
      <Bar x={292} y={214} width={130} ink="soft" />
      <Bar x={292} y={234} width={96} ink="soft" />
      <rect className="art-panel" x="218" y="270" width="64" height="44" rx="6" />
      <path className="art-line" d="M218 276 L250 298 L282 276" />
    </g>
  ),
  writing: () => (
    <g>
      <Bar x={190} y={102} width={180} height={14} ink="accent" />
      <Bar x={190} y={128} width={120} />
      <Block x={190} y={148} width={120} height={88} />
      <path className="art-alt" d="M198 228 L232 186 L256 210 L272 196 L302 228Z" />
      <circle className="art-accent" cx="284" cy="170" r="9" />
      <CodeLines
        top={150}
        left={326}
        rows={[
          [0, 124],
          [0, 100],
          [0, 118],
          [0, 84],
          [0, 110],
        ]}
      />
      <path className="art-rule art-rule--accent" d="M192 256 V312" />
      <Bar x={206} y={262} width={200} ink="alt" />
      <Bar x={206} y={280} width={160} />
      <Bar x={206} y={298} width={220} />
    </g>
  ),
};

type CodeLine = readonly [indent: number, width: number, ink?: 'accent' | 'alt'];

/** Lines of code or text, one bar per row, indented like a block of source. */
function CodeLines({ rows, top = 104, left = 190 }: { rows: readonly CodeLine[]; top?: number; left?: number }) {
  return (
    <g>
      {rows.map(([indent, width, ink], row) => (
        <Bar key={row} x={left + indent} y={top + row * 20} width={width} ink={ink ?? 'ink'} />
      ))}
    </g>
  );
}
