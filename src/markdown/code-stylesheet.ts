import type { BundledTheme } from 'shiki';
import { bundledThemes } from 'shiki/themes';
import { themeClasses } from './code-classes.ts';

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
 * The rule of every class the highlighter can write with these themes (see
 * code-classes.ts), whether or not some snippet uses it. Made from the themes alone,
 * it is the same for code read from the cache or highlighted in another thread, and
 * never misses a class; GitHub's two themes make about 2 KB of it.
 */
export async function codeStylesheet(themes: CodeThemes): Promise<string> {
  // Loaded here rather than at the top: the rest of shiki's core is needed only when code is highlighted.
  const { normalizeTheme } = await import('shiki/core');
  const resolve = async (name: BundledTheme) => normalizeTheme((await bundledThemes[name]()).default);
  const [light, dark] = await Promise.all([resolve(themes.light), resolve(themes.dark)]);
  return [...themeClasses({ light, dark })].map(([declaration, className]) => `.${className}{${declaration}}`).join('');
}
