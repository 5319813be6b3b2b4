import type { Element, ElementContent, Root } from 'xast';
import { fromXml } from 'xast-util-from-xml';
import { toXml } from 'xast-util-to-xml';
import {
  animationValues,
  attributeAnimations,
  cssUrlAttributes,
  drawingAttributes,
  drawingElements,
  svgNamespace,
  xlinkNamespace,
  xmlNamespace,
} from './svg-allow-list.ts';
import { isInsideFile, selfContainedCss } from './svg-style.ts';

/** An SVG as it is published, or why it cannot be, at a line of its file. */
export type SanitizedSvg = { readonly svg: string } | { readonly problem: { readonly line: number; readonly message: string } };

/**
 * Rewrites an SVG as a drawing and nothing more: only the elements and attributes of
 * svg-allow-list.ts, every address pointing inside the file (or, for an image, at a
 * PNG, JPEG, GIF, WebP or AVIF held in a `data:` URL), every piece of CSS unable to
 * fetch anything. Published under the site's address, an SVG opened on its own is a
 * document of the site: a script in it could act as the site, and an outside address
 * would be fetched by every visitor who opens it.
 *
 * What is left out is dropped rather than refused: it is the only way an SVG's
 * script, handlers or outside files ever take effect, while pages show images
 * through `<img>`, which never runs them nor fetches anything, so the drawing looks
 * the same on the site's pages. Refusing would fail builds over what drawing tools
 * write into ordinary exports (an editor's `foreignObject` beside its fallback, a
 * linked image, handlers of an interactive export) and leave a writer to edit XML.
 * Only a file that is not a well-formed SVG, whose drawing cannot be known, is refused.
 */
export function sanitizeSvg(text: string): SanitizedSvg {
  let tree: Root;
  try {
    tree = fromXml(text);
  } catch (error) {
    // The parser recurses into elements: a file nesting thousands of them exhausts its stack.
    if (causeOf(error) instanceof RangeError) return { problem: { line: 1, message: tooDeep } };
    return { problem: { line: lineOf(error), message: `is not a well-formed SVG: ${reasonOf(error)}` } };
  }
  const root = tree.children.find((child): child is Element => child.type === 'element');
  if (!root) return { problem: { line: 1, message: 'is not an SVG: it holds no element' } };
  if (depthOf(root) > deepestNesting) return { problem: { line: 1, message: tooDeep } };
  const scope = scopeOf(root, new Map());
  const name = nameOf(root.name, scope);
  if (name.namespace !== svgNamespace || name.local !== 'svg') {
    const namespace = name.local === 'svg' ? ` in the namespace ${name.namespace ?? ''}` : '';
    return {
      problem: {
        line: root.position?.start.line ?? 1,
        message: `is not an SVG: its root element is <${root.name}>${namespace}, not SVG's <svg>`,
      },
    };
  }
  const written = { xlink: false };
  const svg = cleanElement(root, scope, written);
  const namespaces = { xmlns: svgNamespace, ...(written.xlink ? { 'xmlns:xlink': xlinkNamespace } : {}) };
  return { svg: toXml({ ...svg, attributes: { ...namespaces, ...svg.attributes } }, { closeEmptyElements: true }) };
}

/** How deep elements may nest, far beyond what a drawing needs: cleaning and writing recurse into them. */
const deepestNesting = 256;
const tooDeep = `nests elements more than ${deepestNesting} deep`;

/** How many elements deep a tree goes, counted without recursing. */
function depthOf(root: Element): number {
  let deepest = 0;
  const pending: [Element, number][] = [[root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, depth] = next;
    deepest = Math.max(deepest, depth);
    for (const child of element.children) if (child.type === 'element') pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Namespaces by prefix, `''` for the default one. */
type Scope = ReadonlyMap<string, string>;

/** The namespace of a name whose prefix nothing declares: none that is kept. */
const undeclared = '';

interface QualifiedName {
  /** Undefined for no namespace. */
  readonly namespace: string | undefined;
  readonly local: string;
}

/** Whether any `xlink:href` was kept, so the root declares the namespace. */
interface Written {
  xlink: boolean;
}

/** The namespaces in force inside an element: those around it, and those it declares. */
function scopeOf(element: Element, around: Scope): Scope {
  const declared = Object.entries(element.attributes).flatMap(([name, value]) =>
    name === 'xmlns'
      ? [['', value ?? ''] as const]
      : name.startsWith('xmlns:')
        ? [[name.slice('xmlns:'.length), value ?? ''] as const]
        : [],
  );
  return declared.length === 0 ? around : new Map([...around, ...declared]);
}

/**
 * An element's name, resolved. An element in no namespace is taken as SVG's: an SVG
 * copied out of an HTML page lacks its `xmlns`, which the published file declares.
 */
function nameOf(qualified: string, scope: Scope): QualifiedName {
  const colon = qualified.indexOf(':');
  if (colon === -1) {
    const namespace = scope.get('');
    return { namespace: namespace ? namespace : svgNamespace, local: qualified };
  }
  return { namespace: scope.get(qualified.slice(0, colon)) ?? undeclared, local: qualified.slice(colon + 1) };
}

/** An attribute's name, resolved: unprefixed attributes are in no namespace. */
function attributeNameOf(qualified: string, scope: Scope): QualifiedName {
  const colon = qualified.indexOf(':');
  if (colon === -1) return { namespace: undefined, local: qualified };
  const prefix = qualified.slice(0, colon);
  return { namespace: prefix === 'xml' ? xmlNamespace : (scope.get(prefix) ?? undeclared), local: qualified.slice(colon + 1) };
}

/** A kept element, written unprefixed in SVG's namespace, with what it keeps of its attributes and content; `scope` is its own. */
function cleanElement(element: Element, scope: Scope, written: Written): Element {
  const local = nameOf(element.name, scope).local;
  const attributes: Record<string, string> = {};
  for (const [qualified, value] of Object.entries(element.attributes)) {
    if (value === null || value === undefined) continue;
    const name = attributeNameOf(qualified, scope);
    if (name.namespace === undefined && drawingAttributes.has(name.local)) {
      const kept = keptValue(local, name.local, value);
      if (kept !== undefined) attributes[name.local] = kept;
    } else if (name.namespace === xlinkNamespace && name.local === 'href' && isSafeAddress(local, value)) {
      attributes['xlink:href'] = value;
      written.xlink = true;
    } else if (name.namespace === undefined && name.local === 'href' && isSafeAddress(local, value)) {
      attributes.href = value;
    } else if (name.namespace === xmlNamespace && (name.local === 'space' || name.local === 'lang')) {
      attributes[`xml:${name.local}`] = value;
    }
  }
  if (local === 'style') {
    const sheet = selfContainedCss(textOf(element), 'sheet');
    return { type: 'element', name: local, attributes, children: sheet === undefined ? [] : [{ type: 'text', value: sheet }] };
  }
  return { type: 'element', name: local, attributes, children: cleanChildren(element.children, scope, written) };
}

/** An element's content, kept: text as text, kept elements cleaned, and no comment, instruction or left-out element. */
function cleanChildren(children: readonly ElementContent[], scope: Scope, written: Written): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'text' || child.type === 'cdata') return [{ type: 'text', value: child.value }];
    if (child.type !== 'element') return [];
    const childScope = scopeOf(child, scope);
    const name = nameOf(child.name, childScope);
    if (name.namespace !== svgNamespace || !drawingElements.has(name.local)) return [];
    if (attributeAnimations.has(name.local) && !changesOnlyDrawing(child)) return [];
    return [cleanElement(child, childScope, written)];
  });
}

/** An attribute's value as kept, or undefined when it is left out: CSS that could fetch something. */
function keptValue(element: string, attribute: string, value: string): string | undefined {
  if (attribute === 'style') return selfContainedCss(value, 'declarations');
  // An animation's `fill` says whether it holds its last value: not paint.
  if (cssUrlAttributes.has(attribute) && !(attribute === 'fill' && attributeAnimations.has(element))) {
    return isSelfContainedValue(attribute, value) ? value : undefined;
  }
  return value;
}

/**
 * Whether an animation changes only what the drawing may hold: an attribute it keeps,
 * to values it would keep there. `<set attributeName="href" to="javascript:...">`
 * would make a link run script once the animation starts.
 */
function changesOnlyDrawing(animation: Element): boolean {
  const target = animation.attributes.attributeName?.trim();
  if (target === undefined) return true;
  const local = target.slice(target.indexOf(':') + 1);
  if (/href/i.test(local) || local === 'style' || !drawingAttributes.has(local)) return false;
  if (!cssUrlAttributes.has(local)) return true;
  return animationValues.every((name) => {
    const given = animation.attributes[name];
    return given === null || given === undefined || given.split(';').every((value) => isSelfContainedValue(local, value));
  });
}

function isSelfContainedValue(property: string, value: string): boolean {
  return selfContainedCss(`${property}: ${value}`, 'declarations') !== undefined;
}

/**
 * Whether an `href` stays inside the file: an element of it (`#arrow`), or for an
 * image, a raster image held in a `data:` URL. Read as a browser reads an address,
 * without the spaces and control characters around it, nor tabs and line breaks in it.
 */
function isSafeAddress(element: string, value: string): boolean {
  // eslint-disable-next-line no-control-regex -- the URL standard strips exactly these
  const address = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (isInsideFile(address)) return true;
  return (element === 'image' || element === 'feImage') && /^data:image\/(?:png|jpeg|gif|webp|avif)[;,]/i.test(address);
}

/** The text an element holds, its CDATA sections included. */
function textOf(element: Element): string {
  return element.children.map((child) => (child.type === 'text' || child.type === 'cdata' ? child.value : '')).join('');
}

/** The line the parser stopped at. */
function lineOf(error: unknown): number {
  return typeof error === 'object' && error !== null && 'line' in error && typeof error.line === 'number' ? error.line : 1;
}

/** What the parser threw, under the message that wraps it. */
function causeOf(error: unknown): unknown {
  return error instanceof Error && error.cause instanceof Error ? error.cause : error;
}

/** What the parser found wrong, without its position, which the error names as a line. */
function reasonOf(error: unknown): string {
  const cause = causeOf(error);
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.replace(/ \(line \d+, column \d+\)[\s\S]*$/, '');
}
