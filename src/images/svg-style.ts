import { transform, transformStyleAttribute, type Visitor } from 'lightningcss';

/** Where CSS is found in an SVG: a `<style>` element's sheet, or a `style` or presentation attribute's declarations. */
export type CssPlace = 'sheet' | 'declarations';

/**
 * At-rules that only group or order style rules. Any other (`@import`, `@font-face`,
 * `@namespace`, `@-moz-document`, one the parser does not know) may name another file.
 */
const groupingRules: ReadonlySet<string> = new Set([
  'style',
  'media',
  'supports',
  'keyframes',
  'nesting',
  'nested-declarations',
  'layer-block',
  'layer-statement',
  'container',
  'starting-style',
  'scope',
]);

/**
 * Functions a value the parser left as tokens may call. Others may load a file
 * (`image()`, `-webkit-image-set()` with a string, `element()`, `attr(... url)`), so
 * a value calling one is not kept, even if a browser would do nothing with it.
 */
const tokenFunctions: ReadonlySet<string> = new Set([
  'var',
  'calc',
  'min',
  'max',
  'clamp',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'matrix',
  'matrix3d',
  'translate',
  'translatex',
  'translatey',
  'translate3d',
  'scale',
  'scalex',
  'scaley',
  'scale3d',
  'rotate',
  'rotate3d',
  'skew',
  'skewx',
  'skewy',
  'perspective',
  'cubic-bezier',
  'steps',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
]);

/** An address inside the same file, `#gradient`: the only kind a drawing may point to. */
export function isInsideFile(url: string): boolean {
  return url.startsWith('#');
}

/**
 * The CSS, as the parser writes it back, when it cannot make a browser fetch
 * anything: no `url()` but to an element of the same file, no image set, no
 * at-rule but those that group style rules, no function that could name a file.
 * Undefined when it could, or when it does not parse: a browser's reading of CSS
 * the parser rejects cannot be foreseen.
 */
export function selfContainedCss(code: string, place: CssPlace): string | undefined {
  let reaches = false;
  const visitor: Visitor<never> = {
    Rule(rule) {
      if (!groupingRules.has(rule.type)) reaches = true;
    },
    Url(url) {
      if (!isInsideFile(url.url)) reaches = true;
    },
    Image(image) {
      if (image.type === 'image-set') reaches = true;
    },
    Function(call) {
      if (!tokenFunctions.has(call.name.toLowerCase())) reaches = true;
    },
  };
  try {
    const options = { filename: 'drawing.svg', code: Buffer.from(code), visitor };
    const written = place === 'sheet' ? transform(options).code : transformStyleAttribute(options).code;
    return reaches ? undefined : written.toString();
  } catch {
    return undefined;
  }
}
