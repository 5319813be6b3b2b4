import type { FunctionContext, ServerFunction } from './server-function.ts';
import { unrepresentableMethodResponse } from './unrepresentable-method.ts';

/**
 * The parts of an AWS Lambda HTTP event (payload format 2.0, shared by Function
 * URLs and API Gateway HTTP APIs) that a Request needs. In this format header
 * names are lower-case, repeated headers arrive joined with commas, and cookies
 * arrive apart from the headers.
 */
export interface LambdaHttpEvent {
  readonly version: '2.0';
  readonly rawPath: string;
  readonly rawQueryString: string;
  readonly cookies?: readonly string[];
  readonly headers?: Readonly<Record<string, string | undefined>>;
  readonly body?: string;
  readonly isBase64Encoded: boolean;
  readonly requestContext: {
    readonly domainName: string;
    readonly http: { readonly method: string; readonly sourceIp: string };
  };
}

/** The 2.0 response: Set-Cookie values go in `cookies`, every other header is one string. */
export interface LambdaHttpResult {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly cookies?: string[];
  readonly body: string;
  readonly isBase64Encoded: boolean;
}

export type LambdaHttpHandler = (event: LambdaHttpEvent) => Promise<LambdaHttpResult>;

/**
 * A server function as AWS Lambda calls it, behind a Function URL or an API Gateway
 * HTTP API: the event made a Request, the client's address its source IP, the
 * environment `process.env` unless given, and the Response made a result.
 */
export function lambdaHandler(fn: ServerFunction, env: FunctionContext['env'] = process.env): LambdaHttpHandler {
  return async (event) => {
    const response =
      unrepresentableMethodResponse(event.requestContext.http.method) ??
      (await fn.fetch(toRequest(event), { clientAddress: event.requestContext.http.sourceIp, env }));
    return toResult(response);
  };
}

export function toRequest(event: LambdaHttpEvent): Request {
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  // Function URLs and HTTP APIs are reached over HTTPS only.
  const url = `https://${event.requestContext.domainName}${event.rawPath}${query}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers.set(name, value);
  }
  if (event.cookies?.length) headers.set('cookie', event.cookies.join('; '));
  const { method } = event.requestContext.http;
  const hasBody = event.body !== undefined && method !== 'GET' && method !== 'HEAD';
  const body = hasBody && event.body !== undefined ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : null;
  return new Request(url, { method, headers, body });
}

/** Text goes back as text, so it stays readable in logs and tests; anything else as base64. */
const textualType = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)\b)|\+(json|xml)\b/i;

export async function toResult(response: Response): Promise<LambdaHttpResult> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  const bytes = Buffer.from(await response.arrayBuffer());
  const isBase64Encoded = bytes.length > 0 && !textualType.test(response.headers.get('content-type') ?? '');
  return {
    statusCode: response.status,
    headers,
    ...(cookies.length > 0 ? { cookies } : {}),
    body: bytes.toString(isBase64Encoded ? 'base64' : 'utf8'),
    isBase64Encoded,
  };
}
