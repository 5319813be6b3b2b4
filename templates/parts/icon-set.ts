import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };

/**
 * The site's icons: Lucide, as Iconify's JSON of SVG bodies. One JSON parse is far
 * cheaper than loading a React component per icon, and content names icons by
 * Lucide's kebab-case names (`heart-pulse`), which are this set's keys.
 */
type IconData = { body: string };
const icons: Readonly<Record<string, IconData>> = lucide.icons;
const aliases: Readonly<Record<string, { parent: string }>> = lucide.aliases;

export const iconSize = { width: lucide.width, height: lucide.height };

export function isIconName(name: string): boolean {
  return name in icons || name in aliases;
}

/** The inner SVG markup of an icon, or undefined for an unknown name. */
export function iconBody(name: string): string | undefined {
  return (icons[name] ?? icons[aliases[name]?.parent ?? ''])?.body;
}
