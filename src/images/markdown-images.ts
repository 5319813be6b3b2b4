import type { PhrasingContent, Root } from 'mdast';
import { eachNode } from '../markdown/each-node.ts';
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
 * (see markdown-pictures.ts). A marker is made of the body's key (see body-key.ts),
 * so no writer can type one, and of private-use characters, which the sanitizer leaves
 * as they are.
 */
export function takeOutImages(tree: Root, key: string, firstLine: number): MarkdownImage[] {
  const images: MarkdownImage[] = [];
  eachNode(tree, (node, parent, index) => {
    if (node.type !== 'image' || !node.url.startsWith(imagePathPrefix)) return;
    const marker = `\uE000image:${key}:${images.length}\uE001`;
    images.push({ path: sitePathOf(node.url), alt: node.alt ?? '', line: firstLine + (node.position?.start.line ?? 1) - 1, marker });
    // An image is phrasing content, so its parent holds text as well.
    (parent.children as PhrasingContent[])[index] = { type: 'text', value: marker };
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
