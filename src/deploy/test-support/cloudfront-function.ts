import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';

/** A header, a cookie or a query parameter as CloudFront's events (runtime 2.0) hold them. */
export interface CloudFrontValue {
  value: string;
  multiValue?: { value: string }[];
}

/** The parts of CloudFront's viewer-request event (runtime 2.0) that a function reads or returns. */
export interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, CloudFrontValue>;
  headers: Record<string, CloudFrontValue>;
  cookies: Record<string, CloudFrontValue>;
}

/** The response of a viewer-response event, as CloudFront hands it to a function and takes it back. */
export interface CloudFrontResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, CloudFrontValue>;
  cookies: Record<string, CloudFrontValue>;
}

export interface CloudFrontEvent {
  version: '1.0';
  context: { distributionDomainName: string; distributionId: string; eventType: 'viewer-request' | 'viewer-response'; requestId: string };
  viewer: { ip: string };
  request: CloudFrontRequest;
  response?: CloudFrontResponse;
}

/** An event as CloudFront would send it for a GET of `uri`, with the response when there is one. */
export function cloudFrontEvent(
  uri: string,
  querystring: CloudFrontRequest['querystring'] = {},
  response?: CloudFrontResponse,
): CloudFrontEvent {
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: response ? 'viewer-response' : 'viewer-request',
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
    ...(response && { response }),
  };
}

/**
 * The handler a function file in deploy/ at the repository root defines, where it is
 * copied from into CloudFront; evaluated in an empty context, as CloudFront does: no
 * require, no process, no module.
 */
export async function loadCloudFrontFunction<Result>(name: string): Promise<(event: CloudFrontEvent) => Result> {
  const file = new URL(`../../../deploy/${name}`, import.meta.url);
  const handler: unknown = runInNewContext(`${await readFile(file, 'utf8')}\n;handler`, {}, { filename: file.pathname });
  if (typeof handler !== 'function') throw new Error(`deploy/${name} defines no handler function`);
  return (event) => handler(event) as Result;
}
