import type { BundledTheme, ThemeRegistrationResolved } from 'shiki';
import { bundledThemes } from 'shiki/themes';
import { declarationClass } from './code-classes.ts';

/**
 * The two themes code is highlighted in. shiki writes each one's colours into CSS
 * variables named after its key (`--shiki-light`, `--shiki-dark-bg`), and the site's
 * stylesheet decides which of them to show, and when.
 */
export interface CodeThemes {
  readonly light: BundledTheme;
  readonly dark: BundledTheme;
}

/** GitHub's themes: every token colour of each passes WCAG AA (4.5:1) on its own background. */
export const defaultCodeThemes: CodeThemes = { light: 'github-light-default', dark: 'github-dark-default' };

/**
 * What a theme can give a token besides colours; `inherit` is what shiki writes for a
 * theme that leaves out what the other theme sets (bold in one, not in the other).
 */
const fontDeclarations: readonly (readonly [string, string])[] = [
  ['font-style', 'italic'],
  ['font-weight', 'bold'],
  ['text-decoration', 'underline'],
  ['text-decoration', 'line-through'],
  ['text-decoration', 'underline line-through'],
  ...['font-style', 'font-weight', 'text-decoration'].map((property) => [property, 'inherit'] as const),
];

/**
 * The rule of every class the highlighter can write with these themes (see
 * code-classes.ts): every colour each theme names and every font style, whether or
 * not some snippet uses it. Made from the themes alone, it is the same for code read
 * from the cache or highlighted in another thread, and never misses a class; the
 * two themes of GitHub make about 2 KB of it.
 */
export async function codeStylesheet(themes: CodeThemes): Promise<string> {
  // Loaded here rather than at the top: the rest of shiki's core is needed only when code is highlighted.
  const { normalizeTheme } = await import('shiki/core');
  const rules = new Set<string>();
  for (const [key, name] of Object.entries(themes) as [string, BundledTheme][]) {
    const theme = normalizeTheme((await bundledThemes[name]()).default);
    const variable = `--shiki-${key}`;
    const declarations = [
      ...themeColours(theme, 'foreground').map((colour) => [variable, colour] as const),
      ...themeColours(theme, 'background').map((colour) => [`${variable}-bg`, colour] as const),
      ...fontDeclarations.map(([property, value]) => [`${variable}-${property}`, value] as const),
    ];
    for (const [property, value] of declarations) {
      rules.add(`.${declarationClass(property, value)}{${property}:${value.toLowerCase()}}`);
    }
  }
  return [...rules].sort().join('');
}

/** The theme's default colour of that kind, every token colour of that kind it names, and `inherit`. */
function themeColours(theme: ThemeRegistrationResolved, kind: 'foreground' | 'background'): string[] {
  const named = theme.settings.flatMap((setting) => setting.settings[kind] ?? []);
  return [kind === 'foreground' ? theme.fg : theme.bg, ...named, 'inherit'];
}
