import type { BundledTheme } from 'shiki';
import { bundledThemes } from 'shiki/themes';
import { themeClasses } from './code-classes.ts';

/**
 * The two themes code is highlighted in. shiki writes each one's colours into CSS
 * variables named after its key (`--shiki-light`, `--shiki-dark-bg`), which the
 * stylesheet shows by the reader's colour scheme (see codeStylesheet).
 */
export interface CodeThemes {
  readonly light: BundledTheme;
  readonly dark: BundledTheme;
}

/** GitHub's themes: every token colour of each passes WCAG AA (4.5:1) on its own background. */
export const defaultCodeThemes: CodeThemes = { light: 'github-light-default', dark: 'github-dark-default' };

/**
 * The rule of every class the highlighter can write with these themes (see
 * code-classes.ts), whether or not some snippet uses it, and the rules that show the
 * light theme's variables, or the dark one's in a dark colour scheme. Made from the
 * themes alone, it is the same for code read from the cache or highlighted in another
 * thread, and never misses a class; GitHub's two themes make about 2 KB of it.
 */
export async function codeStylesheet(themes: CodeThemes): Promise<string> {
  // Loaded here rather than at the top: the rest of shiki's core is needed only when code is highlighted.
  const { normalizeTheme } = await import('shiki/core');
  const resolve = async (name: BundledTheme) => normalizeTheme((await bundledThemes[name]()).default);
  const [light, dark] = await Promise.all([resolve(themes.light), resolve(themes.dark)]);
  const classes = [...themeClasses({ light, dark })].map(([declaration, className]) => `.${className}{${declaration}}`).join('');
  return `${classes}${shownTheme('light')}@media (prefers-color-scheme:dark){${shownTheme('dark')}}`;
}

/**
 * Rules that show one theme's variables: a block's background and text, and each
 * token's colour and font style. Inside `:where()`, they weigh nothing against a
 * site's own rules, which override them wherever they apply.
 */
function shownTheme(key: keyof CodeThemes): string {
  const variable = `--shiki-${key}`;
  const token = ['font-style', 'font-weight', 'text-decoration'].map((property) => `${property}:var(${variable}-${property},inherit)`);
  return (
    `:where(.shiki){background:var(${variable}-bg);color:var(${variable})}` +
    `:where(.shiki span){color:var(${variable});${token.join(';')}}`
  );
}
