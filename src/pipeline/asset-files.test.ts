import { describe, expect, it } from 'vitest';
import { imageCatalogOf } from '../images/published-image.ts';
import { assetFiles } from './asset-files.ts';

describe('the files of assets/ as the route plan claims them', () => {
  it('names the bundles, each static file and each file made from an image, at the address it is served at', () => {
    const source = { path: '/images/buoy.png', file: '/project/assets/images/buoy.png', shownAs: 'assets/images/buoy.png' };
    const files = assetFiles({
      stylesheet: 'assets/main.1a2b3c.css',
      script: 'assets/main.4d5e6f.js',
      staticFiles: ['favicon.svg', '.well-known/security.txt'],
      images: {
        catalog: imageCatalogOf([]),
        originals: [{ source, outputs: [{ file: 'images/buoy-400.0a1b2c.avif' }, { file: 'images/buoy-400.0a1b2c.png' }] }],
        problems: [],
      },
    });
    expect(files).toEqual([
      { name: 'the stylesheet', path: '/assets/main.1a2b3c.css' },
      { name: 'the client script', path: '/assets/main.4d5e6f.js' },
      { name: 'the static file assets/static/favicon.svg', path: '/favicon.svg' },
      { name: 'the static file assets/static/.well-known/security.txt', path: '/.well-known/security.txt' },
      { name: 'an image made from assets/images/buoy.png', path: '/images/buoy-400.0a1b2c.avif' },
      { name: 'an image made from assets/images/buoy.png', path: '/images/buoy-400.0a1b2c.png' },
    ]);
  });
});
