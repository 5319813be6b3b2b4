import { icons } from 'lucide-react';

interface IconProps {
  /** A Lucide icon name in kebab-case, checked when content is loaded. */
  name: string;
  size?: number;
  className?: string;
}

/** A decorative inline SVG icon, rendered at build time. */
export function Icon({ name, size = 24, className }: IconProps) {
  const componentName = name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase());
  const Svg = icons[componentName as keyof typeof icons];
  if (!Svg) throw new Error(`Unknown icon '${name}'`);
  return <Svg size={size} className={className} aria-hidden="true" focusable="false" />;
}
