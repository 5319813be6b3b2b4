import { iconBody, iconSize } from './icon-set.ts';

/** How much of each star a rating fills, 0 to 1: whole stars, then what is left, to the nearest half. */
export function starFills(rating: number, outOf: number): number[] {
  const shown = Math.round(rating * 2) / 2;
  return Array.from({ length: outOf }, (_, index) => Math.min(1, Math.max(0, shown - index)));
}

interface StarRatingProps {
  rating: number;
  outOf: number;
  size: number;
}

/**
 * Stars filled to a rating (4.5 is four and a half), for the eye only: the rating in
 * words stands beside them for screen readers.
 */
export function StarRating({ rating, outOf, size }: StarRatingProps) {
  return (
    <span className="star-rating" aria-hidden="true">
      {starFills(rating, outOf).map((fill, index) => (
        <span key={index} className="star-rating__star" data-fill={fill}>
          <Star size={size} share={1} />
          {fill > 0 && <Star size={size} share={fill} filled />}
        </span>
      ))}
    </span>
  );
}

/**
 * A star, or its left part: the drawing is cut to that share of its width (by its
 * size and viewBox, as markup has no inline styles), and the filled one is laid
 * over the empty one.
 */
function Star({ size, share, filled = false }: { size: number; share: number; filled?: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size * share}
      height={size}
      viewBox={`0 0 ${iconSize.width * share} ${iconSize.height}`}
      className={filled ? 'star-rating__filled' : 'star-rating__empty'}
      aria-hidden="true"
      focusable="false"
      // The star comes from the icon set package, never from content.
      dangerouslySetInnerHTML={{ __html: iconBody('star') ?? '' }}
    />
  );
}
