import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { StarRating, starFills } from './StarRating.tsx';

describe('star rating', () => {
  it('fills whole stars, then what is left to the nearest half', () => {
    expect(starFills(5, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.5, 5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(3.8, 5)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(0, 5)).toEqual([0, 0, 0, 0, 0]);
  });

  it('draws an outline for every star and a filled star cut to its share over each one the rating reaches', () => {
    const $ = cheerio.load(renderToStaticMarkup(<StarRating rating={4.5} outOf={5} size={20} />));
    expect($('.star-rating').attr('aria-hidden')).toBe('true');
    expect($('.star-rating__empty')).toHaveLength(5);
    const filled = $('.star-rating__filled')
      .toArray()
      .map((star) => [$(star).attr('width'), $(star).attr('viewBox')]);
    expect(filled).toEqual([...Array.from({ length: 4 }, () => ['20', '0 0 24 24']), ['10', '0 0 12 24']]);
    expect($('[style]')).toHaveLength(0);
  });
});
