import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentError } from '../content/content-error.ts';
import type { RenderedMarkdown } from '../markdown/render-markdown.ts';
import { Picture } from './picture.ts';
import { noImageAt, type ImageCatalog, type PublishedImage } from './published-image.ts';

/** What a body's pictures are made with. */
export interface BodyPictures {
  readonly catalog: ImageCatalog;
  /** The `sizes` of every picture (see MarkdownSettings.imageSizes). */
  readonly sizes?: string | undefined;
  /** Whether the body's largest image is its page's priority image (see MarkdownSettings.priorityImage). */
  readonly largestFirst: boolean;
}

export interface PicturedHtml {
  readonly html: string;
  /** Images the body names that the build has none of, or that say nothing of what they show. */
  readonly errors: readonly ContentError[];
}

/**
 * A rendered body with its images' markers replaced by `<picture>`s of the build's
 * images. Unless told otherwise, the largest image of the body (the first of equals)
 * is the page's main one, loaded at once with high priority: a Markdown page has no
 * other way to say which image the visitor sees first. Every other image loads lazily.
 */
export function withPictures(body: RenderedMarkdown, file: string, { catalog, sizes, largestFirst }: BodyPictures): PicturedHtml {
  const errors: ContentError[] = [];
  const found = body.images.map((image) => {
    const published = catalog.find(image.path);
    if (!published) errors.push({ file, line: image.line, field: 'image', message: noImageAt(image.path) });
    if (image.alt.trim() === '')
      errors.push({
        file,
        line: image.line,
        field: 'image',
        message: `${image.path} needs alt text that says what it shows: ![A diagram of ...](${image.path})`,
      });
    return published;
  });
  const main = largestFirst ? largest(found) : undefined;
  let html = body.html;
  body.images.forEach((image, index) => {
    const published = found[index];
    if (!published) return;
    const picture = renderToStaticMarkup(createElement(Picture, { image: published, alt: image.alt, sizes, priority: published === main }));
    html = html.replace(image.marker, () => picture);
  });
  return { html, errors };
}

function largest(images: readonly (PublishedImage | undefined)[]): PublishedImage | undefined {
  let chosen: PublishedImage | undefined;
  for (const image of images) if (image && (!chosen || area(image) > area(chosen))) chosen = image;
  return chosen;
}

function area(image: PublishedImage): number {
  return image.width * image.height;
}
