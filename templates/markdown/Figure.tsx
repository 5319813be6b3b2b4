import { fullSizeFile, Picture, type PublishedImage } from 'sitegen';

export interface FigureProps {
  readonly image: PublishedImage;
  readonly alt: string;
  readonly caption: string;
  /** A diagram is drawn dark on white: in the dark scheme its tones are turned round (prose.css), so it does not glare. */
  readonly kind: 'photo' | 'diagram';
  /** How wide the prose column shows it (MarkdownSettings.imageSizes). */
  readonly sizes: string;
  /** The words of the link to the image at full size. */
  readonly fullSizeLabel: string;
}

/**
 * An image with its caption. The image and a link under it lead to the file at full
 * size, for a diagram whose lettering a phone's column makes too small to read; that
 * link is no part of the caption, for search nor for the feed.
 */
export function Figure({ image, alt, caption, kind, sizes, fullSizeLabel }: FigureProps) {
  const fullSize = fullSizeFile(image)?.url;
  return (
    <figure className={`figure figure--${kind}`}>
      <a className="figure__image" href={fullSize}>
        <Picture image={image} alt={alt} sizes={sizes} />
      </a>
      <figcaption className="figure__caption">
        {caption}{' '}
        <a className="figure__full-size" href={fullSize} data-pagefind-ignore="">
          {fullSizeLabel}
        </a>
      </figcaption>
    </figure>
  );
}
