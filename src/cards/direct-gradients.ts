/**
 * satori draws every CSS background gradient as a `<pattern>` the size of its element,
 * holding the gradient on one rectangle, and fills the element with the pattern. resvg
 * paints a pattern into a picture of its own and then samples that picture for every
 * pixel it covers: a fifth of the rasterising of a card with a full-size gradient
 * background (45 ms a card against 35, measured on the cards of this repository's
 * site). Filled with the gradient itself, the shape gives the same pixels, to within
 * rounding.
 *
 * Only the shape satori writes for a background that covers its element is rewritten
 * (no `background-size`); any other pattern is left as it is, and drawn as before.
 */
export function fillWithGradientsDirectly(svg: string): string {
  let result = svg;
  for (const { groups = {} } of svg.matchAll(wholeTilePattern)) {
    const { pattern, opening, kind, gradient, attributes = '', width, height } = groups;
    if (!pattern || !opening || !kind || !gradient) continue;
    const [user, ...others] = result.match(shapesFilledWith(pattern)) ?? [];
    // satori gives each element a pattern of its own; a shared one is not what this rewrite knows.
    if (user === undefined || others.length > 0) continue;
    const box = boxOf(user);
    if (!box || box.width !== width || box.height !== height) continue;
    result = replaceOnce(result, user, replaceOnce(user, `fill="url(#${pattern})"`, `fill="url(#${gradient})"`));
    // A gradient in user space was laid out in the pattern's tile, whose corner is the shape's.
    if (attributes.includes('gradientUnits="userSpaceOnUse"') && (box.x !== '0' || box.y !== '0')) {
      result = replaceOnce(result, opening, `<${kind}Gradient id="${gradient}"${movedBy(attributes, box)}>`);
    }
  }
  return result;
}

/** A pattern whose one tile covers its shape, holding one gradient on a rectangle the tile's size. */
const wholeTilePattern =
  /<pattern id="(?<pattern>[^"]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">(?<opening><(?<kind>linear|radial)Gradient id="(?<gradient>[^"]+)"(?<attributes>[^>]*)>)(?:(?!<\/?pattern)[\s\S])*?<\/\k<kind>Gradient><rect x="0" y="0" width="(?<width>[\d.]+)" height="(?<height>[\d.]+)" fill="url\(#\k<gradient>\)"\/><\/pattern>/g;

/** The opening tags of the rectangles and paths filled with this paint. */
function shapesFilledWith(id: string): RegExp {
  return new RegExp(`<(?:rect|path) [^>]*fill="url\\(#${id.replace(/[^\w-]/g, '\\$&')}\\)"[^>]*>`, 'g');
}

interface Box {
  readonly x: string;
  readonly y: string;
  readonly width: string;
  readonly height: string;
}

/** The box satori writes on a rectangle, and on the path of a rounded one: the bounds of its geometry. */
function boxOf(tag: string): Box | undefined {
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  const [x, y, width, height] = [attribute('x'), attribute('y'), attribute('width'), attribute('height')];
  return x !== undefined && y !== undefined && width !== undefined && height !== undefined ? { x, y, width, height } : undefined;
}

/** A gradient's attributes, moved by the box's corner before its own transform. */
function movedBy(attributes: string, { x, y }: Box): string {
  const translate = `translate(${x} ${y})`;
  const transform = /gradientTransform="([^"]*)"/.exec(attributes)?.[1];
  return transform === undefined
    ? `${attributes} gradientTransform="${translate}"`
    : replaceOnce(attributes, `gradientTransform="${transform}"`, `gradientTransform="${translate} ${transform}"`);
}

/** The text with the first `found` replaced by `replacement`, taken literally (no `$&` patterns). */
function replaceOnce(text: string, found: string, replacement: string): string {
  return text.replace(found, () => replacement);
}
