import type { ReactElement } from 'react';
import { isServiceMotif, type HeroComposition, type HeroMotif } from './hero-motifs.ts';
import { serviceEmblems } from './service-emblems.tsx';
import { Bar, Beam, Block, Note, Pin, Slab, Window } from './shapes.tsx';

/**
 * Each kind of page's picture, drawn on the hero art's 520 x 440 view box. Every one
 * carries the company's beam, rising north; the rest says what the page is about.
 */
export const heroScenes: Record<HeroComposition, (props: { motif: HeroMotif }) => ReactElement> = {
  /** The home page: the layers of a system, one on another, the beam rising from the top. */
  platform: () => (
    <g>
      <Slab x={260} y={318} width={380} depth={26} />
      <Slab x={260} y={250} width={300} depth={24} />
      <Slab x={260} y={186} width={220} depth={22} />
      {[
        [-96, 0],
        [-48, -24],
        [0, -48],
        [-48, 24],
        [0, 0],
        [48, -24],
        [0, 48],
        [48, 24],
        [96, 0],
      ].map(([dx = 0, dy = 0], module) => (
        <path
          key={module}
          className={module === 4 ? 'art-accent' : module % 3 ? 'art-soft' : 'art-alt'}
          d={`M${260 + dx} ${318 + dy - 16}l32 16l-32 16l-32 -16Z`}
        />
      ))}
      {[
        [-60, 0],
        [0, -30],
        [60, 0],
        [0, 30],
      ].map(([dx = 0, dy = 0], module) => (
        <path key={module} className={module === 1 ? 'art-alt' : 'art-soft'} d={`M${260 + dx} ${250 + dy - 14}l28 14l-28 14l-28 -14Z`} />
      ))}
      <Beam x={260} y={186} length={164} />
      <path className="art-rule" d="M118 212V150H150M402 212V120H370" />
      <Note x={40} y={106} width={128} />
      <Note x={352} y={76} width={136} ink="alt" />
    </g>
  ),

  /** About: the road from 2022 to now, its milestones and the three offices along it. */
  journey: () => (
    <g>
      <path className="art-rule" d="M48 360C140 360 120 260 200 250S300 300 340 240S400 120 470 110" />
      <path className="art-line" d="M48 360C140 360 120 260 200 250S300 300 340 240" />
      {(
        [
          [48, 360, 'accent'],
          [200, 250, 'accent'],
          [340, 240, 'alt'],
          [470, 110, 'warm'],
        ] as const
      ).map(([x, y, ink], milestone) => (
        <g key={milestone}>
          <circle className="art-node" cx={x} cy={y} r={9} />
          <Block x={x - 34} y={y + 18} width={68} height={28} ink="soft" />
          <Bar x={x - 24} y={y + 27} width={milestone === 3 ? 48 : 34} height={9} ink={ink} />
        </g>
      ))}
      <Pin x={120} y={300} />
      <Pin x={270} y={268} ink="alt" />
      <Pin x={410} y={180} />
      <Beam x={470} y={96} length={80} />
      <g>
        <rect className="art-card" x="40" y="70" width="190" height="96" rx="14" />
        {[0, 1, 2].map((person) => (
          <g key={person}>
            <circle className={person === 1 ? 'art-alt' : 'art-accent'} cx={76 + person * 40} cy={104} r={14} />
            <path className="art-soft" d={`M${58 + person * 40} ${148}a18 16 0 0 1 36 0Z`} />
          </g>
        ))}
        <Bar x={184} y={96} width={30} ink="soft" />
        <Bar x={184} y={112} width={20} ink="soft" />
      </g>
    </g>
  ),

  /** Careers: steps that climb, each a level of craft, to a flag by the beam. */
  growth: () => (
    <g>
      {[0, 1, 2, 3].map((step) => (
        <g key={step}>
          <rect className="art-panel" x={60 + step * 100} y={320 - step * 66} width={92} height={60 + step * 66} rx={12} />
          <circle
            className={step === 3 ? 'art-warm' : step % 2 ? 'art-alt' : 'art-accent'}
            cx={84 + step * 100}
            cy={346 - step * 66}
            r={10}
          />
          <Bar x={102 + step * 100} y={341 - step * 66} width={38} />
          <Bar x={76 + step * 100} y={366 - step * 66} width={60} ink="soft" />
        </g>
      ))}
      <path className="art-dash" d="M84 300C140 262 170 250 200 236S280 180 310 168S370 130 396 104" />
      <path className="art-rule" d="M406 120V60" />
      <path className="art-warm" d="M406 60H452L440 76L452 92H406Z" />
      <Beam x={490} y={250} length={150} />
      <Note x={40} y={80} width={150} ink="alt" />
      <g>
        <rect className="art-card" x="220" y="50" width="120" height="64" rx="14" />
        <circle className="art-alt" cx="248" cy="82" r="13" />
        <path className="art-check" d="M242 82l4 4 8-8" />
        <Bar x={270} y={72} width={52} />
        <Bar x={270} y={86} width={36} ink="soft" />
      </g>
    </g>
  ),

  /** Staff augmentation: a team's grid, and engineers sliding into the places it had open. */
  squad: () => (
    <g>
      <rect className="art-panel" x="40" y="80" width="340" height="290" rx="18" />
      {Array.from({ length: 9 }, (_, seat) => {
        const x = 64 + (seat % 3) * 104;
        const y = 104 + Math.floor(seat / 3) * 86;
        const open = seat === 5 || seat === 7;
        return open ? (
          <rect key={seat} className="art-slot" x={x} y={y} width={88} height={70} rx={12} />
        ) : (
          <g key={seat}>
            <rect className="art-card" x={x} y={y} width={88} height={70} rx={12} />
            <circle className="art-soft" cx={x + 44} cy={y + 26} r={12} />
            <path className="art-soft" d={`M${x + 26} ${y + 60}a18 15 0 0 1 36 0Z`} />
          </g>
        );
      })}
      {(
        [
          [400, 190, 'accent'],
          [370, 276, 'alt'],
        ] as const
      ).map(([x, y, ink]) => (
        <g key={ink}>
          <path className="art-dash" d={`M${x + 96} ${y + 24}h28M${x + 96} ${y + 44}h16`} />
          <rect className="art-card" x={x} y={y} width={88} height={70} rx={12} />
          <circle className={`art-${ink}`} cx={x + 44} cy={y + 26} r={12} />
          <path className={`art-${ink}`} d={`M${x + 26} ${y + 60}a18 15 0 0 1 36 0Z`} />
        </g>
      ))}
      <Beam x={460} y={170} length={120} />
    </g>
  ),

  /** Portfolio: the sites delivered, fanned out like prints on a table. */
  gallery: () => (
    <g>
      <g transform="rotate(-9 170 250)">
        <rect className="art-card" x="40" y="150" width="230" height="170" rx="12" />
        <Window x={40} y={150} width={230} height={170} />
        <Block x={56} y={192} width={198} height={54} ink="alt" />
        <Bar x={56} y={258} width={120} />
        <Bar x={56} y={274} width={90} ink="soft" />
      </g>
      <g transform="rotate(8 360 230)">
        <rect className="art-card" x="250" y="130" width="230" height="170" rx="12" />
        <Window x={250} y={130} width={230} height={170} />
        {[0, 1, 2].map((tile) => (
          <Block key={tile} x={266 + tile * 68} y={170} width={60} height={60} ink={tile === 1 ? 'accent' : 'soft'} />
        ))}
        <Bar x={266} y={244} width={140} />
      </g>
      <g>
        <rect className="art-card" x="130" y="190" width="260" height="190" rx="12" />
        <Window x={130} y={190} width={260} height={190} />
        <path className="art-area" d="M150 352V316L196 296L236 306L282 270L326 282L370 246V352Z" />
        <path className="art-line" d="M150 316L196 296L236 306L282 270L326 282L370 246" />
        <Bar x={150} y={232} width={110} ink="accent" height={10} />
        <Bar x={150} y={252} width={160} ink="soft" />
      </g>
      <Beam x={452} y={124} length={88} />
      <g>
        <rect className="art-card" x="40" y="50" width="150" height="64" rx="14" />
        {[0, 1, 2, 3, 4].map((star) => (
          <path key={star} className="art-warm" d={`M${62 + star * 24} ${70}l3.5 7 7.5 1-5.5 5 1.5 7.5-7-3.8-7 3.8 1.5-7.5-5.5-5 7.5-1Z`} />
        ))}
        <Bar x={56} y={98} width={96} ink="soft" />
      </g>
    </g>
  ),

  /** Contact: a message on its way, and the replies that come back. */
  conversation: () => (
    <g>
      <rect className="art-panel" x="60" y="190" width="250" height="170" rx="16" />
      <path className="art-rule" d="M60 206L185 290L310 206" />
      <g transform="rotate(-6 185 170)">
        <rect className="art-card" x="96" y="90" width="178" height="150" rx="10" />
        <Bar x={114} y={112} width={96} ink="accent" />
        <Bar x={114} y={132} width={140} ink="soft" />
        <Bar x={114} y={148} width={120} ink="soft" />
        <Bar x={114} y={164} width={130} ink="soft" />
      </g>
      <path className="art-panel" d="M60 360L185 270L310 360Z" />
      <path className="art-dash" d="M320 190C380 170 390 130 430 120" />
      <g>
        <path
          className="art-accent"
          d="M340 60H480a12 12 0 0 1 12 12V118a12 12 0 0 1-12 12H430L410 148V130H340a12 12 0 0 1-12-12V72a12 12 0 0 1 12-12Z"
        />
        <Bar x={350} y={80} width={110} ink="soft" />
        <Bar x={350} y={100} width={76} ink="soft" />
      </g>
      <g>
        <path
          className="art-card"
          d="M350 250H470a12 12 0 0 1 12 12V300a12 12 0 0 1-12 12H380L364 328V312H350a12 12 0 0 1-12-12V262a12 12 0 0 1 12-12Z"
        />
        <circle className="art-alt" cx="368" cy="281" r="9" />
        <Bar x={386} y={272} width={78} />
        <Bar x={386} y={286} width={52} ink="soft" />
      </g>
      <Beam x={470} y={236} length={70} />
    </g>
  ),

  /** The blog: a stack of pages in progress, a pen resting on the top one. */
  notebook: () => (
    <g>
      <rect className="art-panel" x="130" y="70" width="240" height="310" rx="12" transform="rotate(7 250 225)" />
      <rect className="art-panel" x="120" y="64" width="240" height="310" rx="12" transform="rotate(-4 240 219)" />
      <g>
        <rect className="art-card" x="110" y="60" width="250" height="316" rx="12" />
        <Bar x={132} y={86} width={150} height={14} ink="accent" />
        <Bar x={132} y={110} width={96} ink="soft" />
        <Block x={132} y={132} width={206} height={70} ink="soft" />
        <path className="art-alt" d="M142 194L178 158L204 182L222 168L252 194Z" />
        {[0, 1, 2, 3].map((line) => (
          <Bar key={line} x={132} y={218 + line * 18} width={[206, 180, 196, 120][line] ?? 0} ink="soft" />
        ))}
        <rect className="art-panel" x="132" y="296" width="206" height="56" rx="6" />
        <Bar x={144} y={308} width={60} ink="accent" height={7} />
        <Bar x={160} y={322} width={100} ink="alt" height={7} />
        <Bar x={144} y={336} width={40} ink="accent" height={7} />
      </g>
      <path className="art-warm" d="M376 44L404 60L406 80L386 70Z" />
      <g transform="rotate(30 390 200)">
        <rect className="art-accent" x="380" y="80" width="20" height="200" rx="4" />
        <path className="art-warm" d="M380 280H400L390 306Z" />
      </g>
      <Beam x={450} y={380} length={130} />
    </g>
  ),

  /** A service page: the service's own emblem on a plinth, the family's orbit around it. */
  service: ({ motif }) => {
    if (!isServiceMotif(motif)) throw new Error(`The service composition has no emblem for '${motif}'`);
    const Emblem = serviceEmblems[motif];
    return (
      <g>
        <ellipse className="art-soft" cx="260" cy="370" rx="170" ry="28" />
        <ellipse className="art-rule" cx="260" cy="220" rx="220" ry="96" transform="rotate(-14 260 220)" />
        <rect className="art-panel" x="140" y="100" width="240" height="240" rx="40" />
        <rect className="art-card" x="160" y="120" width="200" height="200" rx="30" />
        <g transform="translate(160 120)">
          <Emblem />
        </g>
        <circle className="art-node" cx="56" cy="250" r="10" />
        <circle className="art-node art-node--alt" cx="462" cy="180" r="8" />
        <Note x={330} y={330} width={150} ink="alt" />
        <Beam x={470} y={150} length={110} />
      </g>
    );
  },
};
