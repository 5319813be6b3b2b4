import type { ReactElement } from 'react';
import type { PreviewLayout } from './project-look.ts';
import { Bar, Block } from './shapes.tsx';

/**
 * The page a project preview sketches inside its browser window, one per layout, drawn
 * below the window's title bar (x 0 to 320, y 26 to 180 of the preview's view box).
 */
export const previewLayouts: Record<PreviewLayout, () => ReactElement> = {
  dashboard: () => (
    <g>
      <rect className="art-accent" x="0" y="26" width="62" height="154" />
      {[0, 1, 2, 3].map((row) => (
        <Bar key={row} x={12} y={44 + row * 18} width={row === 0 ? 38 : 30} height={6} ink="soft" />
      ))}
      {[0, 1, 2].map((column) => (
        <g key={column}>
          <Block x={76 + column * 80} y={40} width={70} height={40} />
          <Bar x={86 + column * 80} y={50} width={30} height={6} />
          <Bar x={86 + column * 80} y={62} width={44} height={8} ink={column === 0 ? 'accent' : 'alt'} />
        </g>
      ))}
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <circle className="art-alt" cx={86} cy={104 + row * 24} r={7} />
          <Bar x={100} y={101 + row * 24} width={90 - row * 14} height={6} />
          <Bar x={258} y={99 + row * 24} width={38} height={10} ink={row === 1 ? 'alt' : 'accent'} />
        </g>
      ))}
    </g>
  ),
  board: () => (
    <g>
      <Bar x={16} y={40} width={90} height={10} ink="accent" />
      {[0, 1, 2].map((column) => (
        <g key={column}>
          <Block x={16 + column * 100} y={62} width={90} height={118} />
          <Bar x={24 + column * 100} y={70} width={40} height={6} />
          {Array.from({ length: 3 - column }, (_, card) => (
            <g key={card}>
              <rect className="art-panel" x={24 + column * 100} y={84 + card * 32} width={74} height={26} rx={4} />
              <Bar x={30 + column * 100} y={90 + card * 32} width={20} height={5} ink={(card + column) % 2 ? 'alt' : 'accent'} />
              <Bar x={30 + column * 100} y={100 + card * 32} width={52 - card * 8} height={5} />
            </g>
          ))}
        </g>
      ))}
    </g>
  ),
  finance: () => (
    <g>
      <Block x={16} y={40} width={112} height={62} ink="accent" />
      <Bar x={28} y={52} width={40} height={6} ink="soft" />
      <Bar x={28} y={68} width={72} height={14} ink="soft" />
      <path className="art-area" d="M144 102 L144 84 L176 76 L204 82 L236 60 L268 66 L304 44 L304 102Z" />
      <path className="art-line" d="M144 84 L176 76 L204 82 L236 60 L268 66 L304 44" />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect className="art-soft" x={16} y={116 + row * 22} width={16} height={16} rx={4} />
          <Bar x={40} y={121 + row * 22} width={110 - row * 20} height={6} />
          <Bar x={262} y={121 + row * 22} width={42} height={6} ink={row === 1 ? 'accent' : 'alt'} />
        </g>
      ))}
    </g>
  ),
  landing: () => (
    <g>
      <rect className="art-accent" x="16" y="36" width="14" height="14" rx="4" />
      {[0, 1, 2].map((link) => (
        <Bar key={link} x={196 + link * 38} y={40} width={28} height={6} />
      ))}
      <rect className="art-accent" x="0" y="60" width="320" height="66" />
      <Bar x={24} y={76} width={150} height={12} ink="soft" />
      <Bar x={24} y={96} width={104} height={6} ink="soft" />
      <Bar x={24} y={110} width={48} height={10} ink="alt" />
      <circle className="art-alt" cx="254" cy="92" r="24" />
      {[0, 1, 2].map((column) => (
        <g key={column}>
          <circle className="art-alt" cx={34 + column * 100} cy={148} r={9} />
          <Bar x={24 + column * 100} y={164} width={70} height={6} />
        </g>
      ))}
    </g>
  ),
  shop: () => (
    <g>
      <rect className="art-accent" x="16" y="36" width="14" height="14" rx="4" />
      <Bar x={120} y={38} width={110} height={10} ink="soft" />
      <circle className="art-accent" cx="296" cy="43" r="8" />
      {[0, 1, 2, 3].map((tile) => (
        <g key={tile}>
          <Block x={16 + tile * 74} y={62} width={66} height={62} ink={tile % 2 ? 'alt' : 'soft'} />
          <Bar x={16 + tile * 74} y={132} width={54} height={6} />
          <Bar x={16 + tile * 74} y={146} width={28} height={8} ink="accent" />
        </g>
      ))}
    </g>
  ),
};
