import type { Element } from 'hast';
import type { ShikiTransformer, ShikiTransformerContext, ThemeRegistrationResolved } from 'shiki';

/** The two themes code is highlighted in, resolved, by the key shiki names their CSS variables after. */
export interface ResolvedCodeThemes {
  readonly light: ThemeRegistrationResolved;
  readonly dark: ThemeRegistrationResolved;
}

/**
 * The class of every CSS declaration shiki can write for these themes, by the
 * declaration (`--shiki-dark:#79c0ff`). Made from the themes alone, it is the same in
 * every thread and every build, so the stylesheet that defines the classes can be
 * written before any code is highlighted (see code-stylesheet.ts). Names are short
 * (`l3`, `d12`): a long article has thousands of tokens, each with a class per theme.
 */
export function themeClasses(themes: ResolvedCodeThemes): ReadonlyMap<string, string> {
  const classes = new Map<string, string>();
  for (const [key, theme] of Object.entries(themes) as [keyof ResolvedCodeThemes, ThemeRegistrationResolved][]) {
    const variable = `--shiki-${key}`;
    const prefix = key.charAt(0);
    const name = (declaration: string, className: string) => {
      if (!classes.has(declaration)) classes.set(declaration, className);
    };
    colours(theme, 'foreground').forEach((colour, index) => name(`${variable}:${colour}`, `${prefix}${index}`));
    colours(theme, 'background').forEach((colour, index) => name(`${variable}-bg:${colour}`, `${prefix}b${index}`));
    for (const { property, letter, values } of fontStyles) {
      values.forEach((value, index) => name(`${variable}-${property}:${value}`, `${prefix}${letter}${index}`));
    }
  }
  return classes;
}

/**
 * What a theme can give a token besides colours (see getTokenStyleObject in shiki's
 * core); `inherit` is what shiki writes for a theme that leaves out what the other
 * theme sets (bold in one, not in the other).
 */
const fontStyles: readonly { property: string; letter: string; values: readonly string[] }[] = [
  { property: 'font-style', letter: 'i', values: ['inherit', 'italic'] },
  { property: 'font-weight', letter: 'w', values: ['inherit', 'bold'] },
  { property: 'text-decoration', letter: 't', values: ['inherit', 'underline', 'line-through', 'underline line-through'] },
];

/** The theme's default colour of that kind and every token colour of that kind it names, lowercase, each once; and `inherit`. */
function colours(theme: ThemeRegistrationResolved, kind: 'foreground' | 'background'): string[] {
  const named = theme.settings.flatMap((setting) => setting.settings[kind] ?? []);
  return [...new Set([kind === 'foreground' ? theme.fg : theme.bg, ...named, 'inherit'].map((colour) => colour.toLowerCase()))];
}

/**
 * Moves the inline styles of shiki's `<pre>` and tokens into the classes of
 * themeClasses. shiki's own transformerStyleToClass names a class after a token's
 * whole style, both themes' colours and font styles together, so which classes exist
 * is known only once every snippet is highlighted, and snippets read from the cache
 * or highlighted in another thread would need their CSS carried beside them.
 */
export function declarationClasses(classes: ReadonlyMap<string, string>): ShikiTransformer {
  return {
    name: 'sitegen:declaration-classes',
    pre(node) {
      classesFromStyle(this, node, classes);
    },
    span(node) {
      classesFromStyle(this, node, classes);
    },
  };
}

function classesFromStyle(context: ShikiTransformerContext, element: Element, classes: ReadonlyMap<string, string>): void {
  const { style } = element.properties;
  if (typeof style !== 'string') return;
  delete element.properties.style;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    const className = classes.get(
      `${declaration.slice(0, colon).trim()}:${declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase()}`,
    );
    // A declaration the themes do not name could have no rule: the token keeps its line's colour.
    if (colon > 0 && className) context.addClassToHast(element, className);
  }
}
