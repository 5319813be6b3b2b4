import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture, type PictureProps } from './picture.ts';
import type { PublishedImage } from './published-image.ts';

const chart: PublishedImage = {
  path: '/images/chart.png',
  width: 1000,
  height: 500,
  sources: [
    {
      type: 'image/avif',
      variants: [
        { url: '/images/chart-480.a.avif', width: 480 },
        { url: '/images/chart-1000.b.avif', width: 1000 },
      ],
    },
    {
      type: 'image/webp',
      variants: [
        { url: '/images/chart-480.c.webp', width: 480 },
        { url: '/images/chart-1000.d.webp', width: 1000 },
      ],
    },
  ],
  fallback: {
    type: 'image/png',
    variants: [
      { url: '/images/chart-480.e.png', width: 480 },
      { url: '/images/chart-1000.f.png', width: 1000 },
    ],
  },
};

const logo: PublishedImage = {
  path: '/images/logo.svg',
  width: 120,
  height: 40,
  sources: [],
  fallback: { type: 'image/svg+xml', variants: [{ url: '/images/logo.0123456789.svg', width: 120 }] },
};

const markupOf = (props: PictureProps) => renderToStaticMarkup(createElement(Picture, props));

describe('Picture', () => {
  it('offers each modern format at every width, and falls back to the largest file in the original format', () => {
    expect(markupOf({ image: chart, alt: 'Build times by month' })).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/images/chart-480.a.avif 480w, /images/chart-1000.b.avif 1000w" sizes="(max-width: 1000px) 100vw, 1000px"/>' +
        '<source type="image/webp" srcSet="/images/chart-480.c.webp 480w, /images/chart-1000.d.webp 1000w" sizes="(max-width: 1000px) 100vw, 1000px"/>' +
        '<img src="/images/chart-1000.f.png" srcSet="/images/chart-480.e.png 480w, /images/chart-1000.f.png 1000w" sizes="(max-width: 1000px) 100vw, 1000px"' +
        ' width="1000" height="500" alt="Build times by month" loading="lazy" decoding="async"/>' +
        '</picture>',
    );
  });

  it('fetches a priority image at once and first, with the sizes it is given', () => {
    const markup = markupOf({ image: chart, alt: '', sizes: '50vw', priority: true, className: 'hero__image' });
    expect(markup).toContain(
      'sizes="50vw" width="1000" height="500" alt="" class="hero__image" fetchPriority="high" decoding="async"/></picture>',
    );
    expect(markup).not.toContain('loading=');
  });

  it('shows a vector image without sources, at its own size', () => {
    expect(markupOf({ image: logo, alt: 'Northbeam' })).toBe(
      '<picture><img src="/images/logo.0123456789.svg" width="120" height="40" alt="Northbeam" loading="lazy" decoding="async"/></picture>',
    );
  });
});
