/** An address a reader or a crawler can fetch as it stands: absolute, over HTTP(S). */
export function isAbsoluteUrl(text: string): boolean {
  return URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol);
}
