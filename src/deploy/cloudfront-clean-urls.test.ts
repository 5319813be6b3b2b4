import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';

// The function lives in deploy/ at the repository root, where it is copied from into CloudFront;
// its test sits here because vitest runs the tests under src/.
const functionFile = new URL('../../deploy/cloudfront-clean-urls.js', import.meta.url);

/** The parts of CloudFront's viewer-request event (runtime 2.0) that the function reads or returns. */
interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

interface CloudFrontEvent {
  version: '1.0';
  context: { distributionDomainName: string; distributionId: string; eventType: 'viewer-request'; requestId: string };
  viewer: { ip: string };
  request: CloudFrontRequest;
}

type Handler = (event: CloudFrontEvent) => CloudFrontRequest;

/** Evaluated in an empty context, as CloudFront does: no require, no process, no module. */
async function loadHandler(): Promise<Handler> {
  const source = await readFile(functionFile, 'utf8');
  const handler: unknown = runInNewContext(`${source}\n;handler`, {}, { filename: functionFile.pathname });
  if (typeof handler !== 'function') throw new Error('deploy/cloudfront-clean-urls.js defines no handler function');
  return (event) => handler(event) as CloudFrontRequest;
}

function viewerRequest(uri: string, querystring: CloudFrontRequest['querystring'] = {}): CloudFrontEvent {
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: 'viewer-request',
      requestId: '4TyzHTaYWb1GX1qTfsHhEqV6HUDd_BzoBZnwfnvQc_1oF26ClkoUSEQ==',
    },
    viewer: { ip: '198.51.100.11' },
    request: {
      method: 'GET',
      uri,
      querystring,
      headers: { host: { value: 'www.example.com' }, accept: { value: 'text/html' } },
      cookies: {},
    },
  };
}

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
