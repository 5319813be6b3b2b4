import type { Element } from 'hast';
import type { ShikiTransformer, ShikiTransformerContext } from 'shiki';

/**
 * The class that stands for one CSS declaration shiki writes into a style attribute:
 * `--shiki-dark:#79C0FF` is `shiki-dark-79c0ff`, `--shiki-light-font-style:italic` is
 * `shiki-light-font-style-italic`. Named by what it declares, the class is the same
 * in every snippet, every thread and every build, and the stylesheet that defines it
 * can be written from the themes alone (see code-stylesheet.ts).
 */
export function declarationClass(property: string, value: string): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(property)}-${slug(value)}`;
}

/**
 * Moves the inline styles of shiki's `<pre>` and tokens into classes, one class per
 * declaration. shiki's own transformerStyleToClass names a class after a token's whole
 * style, both themes' colours and font styles together, so which classes exist is
 * known only once every snippet is highlighted; snippets read from the cache or
 * highlighted in another thread would then need their CSS carried beside them.
 */
export function declarationClasses(): ShikiTransformer {
  return {
    name: 'sitegen:declaration-classes',
    pre(node) {
      classesFromStyle(this, node);
    },
    span(node) {
      classesFromStyle(this, node);
    },
  };
}

function classesFromStyle(context: ShikiTransformerContext, element: Element): void {
  const { style } = element.properties;
  if (typeof style !== 'string') return;
  delete element.properties.style;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      context.addClassToHast(element, declarationClass(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()));
  }
}
