/** One file of a published image: its URL (base path included) and its width in pixels. */
export interface ImageVariant {
  readonly url: string;
  readonly width: number;
}

/** The variants of an image in one format, by MIME type (`image/avif`). */
export interface ImageFormatSet {
  readonly type: string;
  readonly variants: readonly ImageVariant[];
}

/**
 * An image of `assets/images/` as the build published it: its size, and its files.
 * A raster image has AVIF and WebP sources and a fallback in its own format; an SVG
 * or a GIF is published in its own format alone, so it has no sources and one fallback file.
 */
export interface PublishedImage {
  /** The site path writers and templates name it by: `/images/diagram.png`. */
  readonly path: string;
  /** The original's size in pixels, which fixes the space the image takes before it loads. */
  readonly width: number;
  readonly height: number;
  readonly sources: readonly ImageFormatSet[];
  readonly fallback: ImageFormatSet;
}

/** Every image the build published, by site path. */
export interface ImageCatalog {
  /** Every image, in the order the build found them. */
  readonly all: readonly PublishedImage[];
  /** The image at a site path (`/images/diagram.png`); undefined when `assets/images/` has none there. */
  find(path: string): PublishedImage | undefined;
  /** The image at a site path, for templates: throws, naming the path, when there is none, which fails the build at that page. */
  image(path: string): PublishedImage;
}

/** Where writers and templates address images: `assets/images/diagram.png` is `/images/diagram.png`. */
export const imagePathPrefix = '/images/';

/** What a content error says of a site path that names no image. */
export function noImageAt(path: string): string {
  return `no file at assets${path}`;
}

export function imageCatalogOf(images: Iterable<PublishedImage>): ImageCatalog {
  const all = [...images];
  const byPath = new Map(all.map((image) => [image.path, image]));
  return {
    all,
    find: (path) => byPath.get(path),
    image(path) {
      const found = byPath.get(path);
      if (!found) throw new Error(`${path} names an image with ${noImageAt(path)}`);
      return found;
    },
  };
}

/**
 * The image's widest file in its own format: the original's size, or the widest the
 * build publishes of a larger one. What a link to the whole image leads to.
 */
export function fullSizeFile(image: PublishedImage): ImageVariant | undefined {
  return image.fallback.variants.at(-1);
}
