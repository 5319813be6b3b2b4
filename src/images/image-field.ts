import { z } from 'zod';
import type { FieldPath } from '../content/source-document.ts';
import { imagePathPrefix } from './published-image.ts';
import { imageExtensions } from './source-images.ts';

/**
 * What marks a schema as naming an image, in zod's global registry of metadata: zod
 * keeps it on globalThis, so the mark holds even where the site's schemas come from
 * another copy of zod than the engine's (a project that installs one of its own).
 */
const imageMeta = 'sitegenImage';

const imagePath = new RegExp(`^${imagePathPrefix}\\S+\\.(${imageExtensions.join('|')})$`, 'i');

/**
 * A content field that names an image of `assets/images/` (`cover: /images/harbour.jpg`):
 * the build reports one it has no file for at the field's line, as it does an image
 * of a Markdown body, and templates show it with `images.image(value)` and `Picture`.
 */
export function imageField() {
  return z
    .string()
    .regex(imagePath, 'must name an image of assets/images/, as /images/name.png')
    .meta({ [imageMeta]: true });
}

/** An image a checked value names, and where. */
export interface ImageReference {
  readonly path: FieldPath;
  readonly image: string;
}

const referencesOfValue = new WeakMap<object, readonly ImageReference[]>();

/**
 * imageReferences of a checked file's value, remembered for that value: the checked
 * content's memo hands a long-running process (the dev server) the same value for a
 * file that did not change, and walking every entry again cost a save 40 ms at 4,000
 * posts.
 */
export function imageReferencesOfFile(schema: z.core.$ZodType, value: object): readonly ImageReference[] {
  let references = referencesOfValue.get(value);
  if (!references) {
    references = imageReferences(schema, value);
    referencesOfValue.set(value, references);
  }
  return references;
}

/** Every image a value checked against `schema` names in its image fields, with the path of each field. */
export function imageReferences(schema: z.core.$ZodType, value: unknown, at: FieldPath = []): ImageReference[] {
  if (value === undefined || value === null) return [];
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const { shape } = def as z.core.$ZodObjectDef;
      const fields = value as Readonly<Record<string, unknown>>;
      return Object.entries(shape).flatMap(([key, field]) => imageReferences(field, fields[key], [...at, key]));
    }
    case 'array': {
      const { element } = def as z.core.$ZodArrayDef;
      return (value as readonly unknown[]).flatMap((item, index) => imageReferences(element, item, [...at, index]));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return imageReferences((def as z.core.$ZodOptionalDef).innerType, value, at);
    default:
      return typeof value === 'string' && z.globalRegistry.get(schema)?.[imageMeta] === true ? [{ path: at, image: value }] : [];
  }
}
