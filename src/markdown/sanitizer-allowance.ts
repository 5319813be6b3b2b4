import type { Schema } from 'hast-util-sanitize';

/** An attribute the sanitizer keeps: its name alone (any value), or its name and the only values it may have. */
export type AllowedAttribute = NonNullable<Schema['attributes']>[string][number];

/**
 * What a site lets through the sanitizer besides what Markdown itself makes: the
 * elements and attributes its remark and rehype plugins produce. Names are hast's:
 * elements by tag name (`aside`), attributes by property name (`className`,
 * `dataTone`, `ariaLabel`).
 */
export interface SanitizerAllowance {
  /** Elements to keep: `['aside', 'abbr']`. */
  readonly tagNames?: readonly string[] | undefined;
  /**
   * Attributes to keep, by element (`*` for every element): a name alone keeps any value,
   * `['className', 'note', 'tip']` only those values.
   */
  readonly attributes?: Readonly<Record<string, readonly AllowedAttribute[]>> | undefined;
  /** URL schemes an attribute may hold, by attribute (`href: ['tel']`), besides those it already allows. */
  readonly protocols?: Readonly<Record<string, readonly string[]>> | undefined;
}

/**
 * Elements no allowance may let through, each for a way it runs script or changes what
 * the page runs: script and style themselves; elements that load another document or
 * a plug-in (iframe, frame, frameset, object, embed, applet, portal); base, which
 * retargets every relative URL; link and meta (stylesheets, preloads, refreshes);
 * form, whose action runs when submitted; SVG and MathML, whose animations can write
 * a `javascript:` URL into a link; and the elements whose text the browser does not
 * parse as the sanitizer sees it (noscript, template, textarea, title, xmp, noembed,
 * noframes, plaintext), from which markup can reappear.
 */
const scriptElements: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'link',
  'meta',
  'form',
  'svg',
  'math',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

/**
 * Attributes no allowance may let through: event handlers (`on*`), a frame's inline
 * document (srcdoc), inline CSS (style), and the URLs a form submits to (action,
 * formaction), which no protocol rule covers. Compared in lower case: hast names
 * them `onClick`, `srcDoc`, `formAction`.
 */
function isScriptAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('on') || ['srcdoc', 'style', 'action', 'formaction'].includes(lower);
}

/** URL schemes that run script or hold a whole document where a link or source is expected. */
const scriptProtocols: ReadonlySet<string> = new Set(['javascript', 'vbscript', 'data']);

/**
 * Everything in an allowance that could let a writer's Markdown run script, each
 * named as a site author would look for it: `the element <iframe>`, `the attribute
 * onClick of img`, `the javascript: protocol of href`. Empty when the allowance is safe.
 */
export function scriptCapableParts(allowance: SanitizerAllowance): string[] {
  const elements = (allowance.tagNames ?? []).filter((tag) => scriptElements.has(tag.toLowerCase())).map((tag) => `the element <${tag}>`);
  const attributes = Object.entries(allowance.attributes ?? {}).flatMap(([tag, definitions]) =>
    definitions
      .map(attributeName)
      .filter(isScriptAttribute)
      .map((name) => `the attribute ${name} of ${tag === '*' ? 'every element' : tag}`),
  );
  const protocols = Object.entries(allowance.protocols ?? {}).flatMap(([name, schemes]) =>
    schemes.filter((scheme) => scriptProtocols.has(schemeName(scheme))).map((scheme) => `the ${schemeName(scheme)}: protocol of ${name}`),
  );
  return [...elements, ...attributes, ...protocols];
}

/** `javascript`, however written: ` JavaScript: ` included. */
function schemeName(scheme: string): string {
  return scheme.trim().toLowerCase().replace(/:$/, '');
}

function attributeName(definition: AllowedAttribute): string {
  return typeof definition === 'string' ? definition : definition[0];
}

/** The schema widened by an allowance checked with scriptCapableParts. */
export function widenedSchema(schema: Schema, allowance: SanitizerAllowance): Schema {
  const attributes: Record<string, AllowedAttribute[]> = { ...schema.attributes };
  for (const [tag, definitions] of Object.entries(allowance.attributes ?? {})) {
    attributes[tag] = mergedDefinitions([...(attributes[tag] ?? []), ...definitions]);
  }
  const protocols: Record<string, string[] | null | undefined> = { ...schema.protocols };
  for (const [name, schemes] of Object.entries(allowance.protocols ?? {})) {
    protocols[name] = [...new Set([...(protocols[name] ?? []), ...schemes.map(schemeName)])];
  }
  return { ...schema, tagNames: [...new Set([...(schema.tagNames ?? []), ...(allowance.tagNames ?? [])])], attributes, protocols };
}

/**
 * One definition per attribute: the sanitizer applies only the first it finds for a
 * name, so a site's `['className', 'note']` beside the engine's `['className',
 * 'footnotes']` must become one list of both, and a name alone (any value) wins.
 */
function mergedDefinitions(definitions: readonly AllowedAttribute[]): AllowedAttribute[] {
  const byName = new Map<string, AllowedAttribute>();
  for (const definition of definitions) {
    const name = attributeName(definition);
    const before = byName.get(name);
    if (before === undefined) byName.set(name, definition);
    else if (anyValue(before) || anyValue(definition)) byName.set(name, name);
    else byName.set(name, [name, ...before.slice(1), ...definition.slice(1)]);
  }
  return [...byName.values()];
}

/** A name alone, or in a list of one, lets through any value. */
function anyValue(definition: AllowedAttribute): definition is string | [string] {
  return typeof definition === 'string' || definition.length === 1;
}
