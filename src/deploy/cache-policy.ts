/** A hashed name changes whenever its content does, so a browser may keep the file for a year without asking again. */
export const immutable = 'public, max-age=31536000, immutable';
/** Pages, the feed, the sitemap and Pagefind's entry files keep their names across builds, so browsers must revalidate them. */
export const revalidate = 'no-cache';

// Also what the preview server sends (src/serve/static-files.ts). `assets/main.3f2a1b9c0d.css`
// comes from src/assets/hashed-name.ts, as do the images' files (`images/diagram-800.3f2a1b9c0d.avif`,
// src/images/plan-images.ts), the social cards' (`cards/0a1b2c3d4e5f60718293.png`, named by
// the hash of what each is drawn from: src/cards/plan-cards.ts), and Pagefind's `en_ba7cf07.pf_fragment`, `pagefind.en_b2d261bf9d.pf_meta`,
// in the full index's parts (pagefind/1/, pagefind/2/...) or its delta (pagefind-delta/).
const hashedAsset = /^(?:assets|images)\/(?:.+\/)?[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const hashedCard = /^cards\/[0-9a-f]{20}\.(?:png|jpg)$/;
const hashedPagefindFile = /^pagefind(?:-delta)?\/(?:.+\/)?[^/]*_[0-9a-f]{7,}\.pf_(?:fragment|index|meta|filter)$/;

/** Whether a file of the built site (a path relative to it, such as `assets/main.3f2a1b9c0d.css`) is named by its content. */
export function isContentHashed(path: string): boolean {
  return hashedAsset.test(path) || hashedCard.test(path) || hashedPagefindFile.test(path);
}

/** The Cache-Control to store with a file of the built site. */
export function cacheControlOf(path: string): string {
  return isContentHashed(path) ? immutable : revalidate;
}
