import { createElement, type ReactElement } from 'react';
import { fullSizeFile, type ImageFormatSet, type PublishedImage } from './published-image.ts';

export interface PictureProps {
  readonly image: PublishedImage;
  /** What the image shows, for those who cannot see it; `''` marks decoration screen readers skip. */
  readonly alt: string;
  /**
   * How wide the image is shown, as the `sizes` attribute says it (`(max-width: 48rem) 100vw, 720px`), so the
   * browser picks the smallest file that fills it. By default: the viewport's width, up to the widest file's.
   */
  readonly sizes?: string | undefined;
  /**
   * The page's hero or largest image, which the visitor sees first: fetched at once and before other images,
   * where any other waits until it nears the viewport. One image of a page at most.
   */
  readonly priority?: boolean | undefined;
  readonly className?: string | undefined;
}

/**
 * An image as the engine publishes it: AVIF and WebP sources at each width, and a
 * fallback `<img>` in the original's format whose width and height hold its space
 * before it loads. An SVG or a GIF has no sources: it is published in its own format alone.
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps): ReactElement {
  const widest = fullSizeFile(image);
  const widestWidth = widest?.width ?? image.width;
  const shownAt = sizes ?? `(max-width: ${widestWidth}px) 100vw, ${widestWidth}px`;
  const raster = image.sources.length > 0;
  const img = createElement('img', {
    src: widest?.url,
    srcSet: raster ? srcset(image.fallback) : undefined,
    sizes: raster ? shownAt : undefined,
    width: image.width,
    height: image.height,
    alt,
    className,
    ...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
    decoding: 'async',
  });
  // An image without sources is a picture too, of one img: outside a picture, React would add a preload link of its own
  // beside an eager img, which in a Markdown body's HTML would land in the middle of the text.
  return createElement(
    'picture',
    null,
    ...image.sources.map((source) =>
      createElement('source', { key: source.type, type: source.type, srcSet: srcset(source), sizes: shownAt }),
    ),
    img,
  );
}

function srcset(set: ImageFormatSet): string {
  return set.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
