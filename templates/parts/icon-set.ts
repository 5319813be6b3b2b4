import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };

/**
 * The site's icons: Lucide, as Iconify's JSON of SVG bodies. One JSON parse is far
 * cheaper than loading a React component per icon, and content names icons by
 * Lucide's kebab-case names (`heart-pulse`), which are this set's keys.
 */
type IconData = { body: string };
const icons: Readonly<Record<string, IconData>> = lucide.icons;
const aliases: Readonly<Record<string, { parent: string }>> = lucide.aliases;

/**
 * Each name's SVG body, aliases included. A Map, not the JSON's objects: looked up
 * there, `constructor` or `__proto__` would pass for an icon.
 */
const bodies = new Map(Object.entries(icons).map(([name, icon]) => [name, icon.body]));
for (const [name, alias] of Object.entries(aliases)) {
  const body = bodies.get(alias.parent);
  if (body !== undefined) bodies.set(name, body);
}

export const iconSize = { width: lucide.width, height: lucide.height };

export function isIconName(name: string): boolean {
  return bodies.has(name);
}

/** The inner SVG markup of an icon, or undefined for an unknown name. */
export function iconBody(name: string): string | undefined {
  return bodies.get(name);
}
