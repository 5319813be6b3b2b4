import { icons } from 'lucide-react';

/** Icons are named in content as Lucide's kebab-case names, e.g. `heart-pulse`. */
export function iconComponentName(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase());
}

export function isIconName(name: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) && iconComponentName(name) in icons;
}
