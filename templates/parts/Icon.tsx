import { brandMarks, type Brand } from './brand-marks.ts';
import { iconBody, iconSize } from './icon-set.ts';

interface IconProps {
  /** A Lucide icon name in kebab-case, checked when content is loaded. */
  name: string;
  size?: number;
  className?: string | undefined;
}

/** A decorative inline SVG icon, rendered at build time. */
export function Icon({ name, size = 24, className }: IconProps) {
  const body = iconBody(name);
  if (body === undefined) throw new Error(`Unknown icon '${name}'`);
  return (
    <Glyph
      body={body}
      viewBox={`0 0 ${iconSize.width} ${iconSize.height}`}
      size={size}
      className={className ? `icon ${className}` : 'icon'}
    />
  );
}

/** A network's own mark (LinkedIn's, GitHub's, X's), decorative beside the network's name. */
export function BrandMark({ brand, size = 24 }: { brand: Brand; size?: number }) {
  const { body, viewBox } = brandMarks[brand];
  return <Glyph body={body} viewBox={viewBox} size={size} className="icon brand-mark" />;
}

function Glyph({ body, viewBox, size, className }: { body: string; viewBox: string; size: number; className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={viewBox}
      className={className}
      aria-hidden="true"
      focusable="false"
      // The body comes from an icon set package, never from content.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
