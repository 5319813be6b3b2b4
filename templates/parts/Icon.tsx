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
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${iconSize.width} ${iconSize.height}`}
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      focusable="false"
      // The body comes from the icon set package, never from content.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
