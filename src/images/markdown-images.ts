import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { imagePathPrefix } from './published-image.ts';

/** An image a Markdown body names by site path (`![A diagram](/images/diagram.png)`), awaiting its `<picture>`. */
export interface MarkdownImage {
  /** The site path it names: `/images/diagram.png`. */
  readonly path: string;
  readonly alt: string;
  /** Its line in the file, for errors. */
  readonly line: number;
  /** What holds its place in the rendered HTML until the picture goes in (see takeOutImages). */
  readonly marker: string;
}

/**
 * Takes each image of `/images/` out of a parsed body, leaving a marker in its place,
 * so that the rendered body (cached by its text alone) holds no file name or size of
 * the images it shows: those come from the build's images, and go in after rendering
 * (see markdown-pictures.ts). A marker is made of the hash of the body's text, which the
 * text therefore cannot contain, so no writer can type one; and of private-use
 * characters, which the sanitizer leaves as they are.
 */
export function takeOutImages(tree: Root, body: string, firstLine: number): MarkdownImage[] {
  const bodyHash = createHash('sha256').update(body).digest('hex').slice(0, 24);
  const images: MarkdownImage[] = [];
  visit(tree, 'image', (node, index, parent) => {
    if (!node.url.startsWith(imagePathPrefix) || parent === undefined || index === undefined) return;
    const marker = `\uE000image:${bodyHash}:${images.length}\uE001`;
    images.push({ path: sitePathOf(node.url), alt: node.alt ?? '', line: firstLine + (node.position?.start.line ?? 1) - 1, marker });
    parent.children[index] = { type: 'text', value: marker };
    return SKIP;
  });
  return images;
}

/** The site path an image's URL names: `/images/harbour%20view.png` is the file `harbour view.png`. */
function sitePathOf(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    // A malformed escape names no file: the image is reported missing as written.
    return url;
  }
}
