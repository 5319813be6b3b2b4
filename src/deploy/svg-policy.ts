/**
 * The Content-Security-Policy an SVG is served with, by every host that can send one.
 * An SVG opened by itself (its address followed, or framed) is a document that runs
 * the scripts it holds, with the site's origin. As an `<img>` or a CSS background it
 * runs none and loads nothing outside itself, whatever its headers: so the policy
 * allows what an SVG can use as an image, its own styles and `data:` images and fonts,
 * and a drawing opened by itself looks as it does on the page.
 */
export const svgContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** Whether a Content-Type is SVG's, whatever its parameters. */
export function isSvgType(contentType: string): boolean {
  return contentType.split(';', 1)[0]?.trim().toLowerCase() === 'image/svg+xml';
}
