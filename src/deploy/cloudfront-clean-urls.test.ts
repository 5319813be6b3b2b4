import { describe, expect, it } from 'vitest';
import { cloudFrontEvent as viewerRequest, loadCloudFrontFunction, type CloudFrontRequest } from './test-support/cloudfront-function.ts';

// The function lives in deploy/ at the repository root, where it is copied from into CloudFront;
// its test sits here because vitest runs the tests under src/.
const loadHandler = () => loadCloudFrontFunction<CloudFrontRequest>('cloudfront-clean-urls.js');

describe('the CloudFront Function for clean URLs', () => {
  it('serves a page folder for a path with or without its trailing slash', async () => {
    const handler = await loadHandler();
    expect(handler(viewerRequest('/about')).uri).toBe('/about/index.html');
    expect(handler(viewerRequest('/about/')).uri).toBe('/about/index.html');
    expect(handler(viewerRequest('/blog/virtual-threads-or-reactive')).uri).toBe('/blog/virtual-threads-or-reactive/index.html');
    expect(handler(viewerRequest('/blog/virtual-threads-or-reactive/')).uri).toBe('/blog/virtual-threads-or-reactive/index.html');
  });

  it('serves the home page for /', async () => {
    const handler = await loadHandler();
    expect(handler(viewerRequest('/')).uri).toBe('/index.html');
  });

  it('leaves files with an extension alone', async () => {
    const handler = await loadHandler();
    for (const uri of [
      '/assets/main.196a5e849f.css',
      '/feed.xml',
      '/404.html',
      '/about/index.html',
      '/pagefind/1/wasm.en.pagefind',
      '/pagefind/1/fragment/en_ba7cf07.pf_fragment',
    ]) {
      expect(handler(viewerRequest(uri)).uri).toBe(uri);
    }
  });

  it('returns the rest of the request unchanged: method, headers, cookies and the query string', async () => {
    const handler = await loadHandler();
    const event = viewerRequest('/blog', { q: { value: 'spring' }, category: { value: 'Spring Boot' } });
    expect(handler(structuredClone(event))).toEqual({ ...event.request, uri: '/blog/index.html' });
  });
});
