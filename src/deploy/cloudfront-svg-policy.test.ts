import { describe, expect, it } from 'vitest';
import { svgContentSecurityPolicy } from './svg-policy.ts';
import { cloudFrontEvent, loadCloudFrontFunction, type CloudFrontResponse } from './test-support/cloudfront-function.ts';

// The function lives in deploy/ at the repository root, where it is copied from into CloudFront;
// its test sits here because vitest runs the tests under src/.
const loadHandler = () => loadCloudFrontFunction<CloudFrontResponse>('cloudfront-svg-policy.js');

/** What S3 answers through CloudFront for an object stored with this Content-Type (none: a 304, say). */
function originResponse(contentType: string | undefined): CloudFrontResponse {
  return {
    statusCode: 200,
    statusDescription: 'OK',
    headers: {
      ...(contentType !== undefined && { 'content-type': { value: contentType } }),
      'cache-control': { value: 'no-cache' },
      etag: { value: '"9a0364b9e99bb480dd25e1f0284c8555"' },
    },
    cookies: {},
  };
}

const answered = async (uri: string, contentType: string | undefined) =>
  (await loadHandler())(cloudFrontEvent(uri, {}, originResponse(contentType)));

describe('the CloudFront Function for the SVG policy', () => {
  it('adds to an SVG the policy sitegen preview and dev send, whatever the case or parameters of its type', async () => {
    for (const contentType of ['image/svg+xml; charset=utf-8', 'image/svg+xml', 'Image/SVG+XML ;charset=UTF-8']) {
      const response = await answered('/images/compass.svg', contentType);
      expect(response.headers['content-security-policy'], contentType).toEqual({ value: svgContentSecurityPolicy });
    }
  });

  it('leaves pages, which need their script, and every other answer alone', async () => {
    for (const [uri, contentType] of [
      ['/about/index.html', 'text/html; charset=utf-8'],
      ['/assets/main.196a5e849f.js', 'text/javascript; charset=utf-8'],
      ['/images/team.png', 'image/png'],
      ['/favicon.svg', undefined],
    ] as const) {
      const response = await answered(uri, contentType);
      expect(response, uri).toEqual(originResponse(contentType));
    }
  });

  it('returns the rest of the response unchanged: status, headers and cookies', async () => {
    const origin = originResponse('image/svg+xml; charset=utf-8');
    const response = await (await loadHandler())(cloudFrontEvent('/favicon.svg', {}, structuredClone(origin)));
    expect(response).toEqual({ ...origin, headers: { ...origin.headers, 'content-security-policy': { value: svgContentSecurityPolicy } } });
  });
});
