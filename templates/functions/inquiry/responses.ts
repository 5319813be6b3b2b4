/** The JSON body of every refusal: a sentence for people, and per-field problems when there are some. */
export interface ErrorBody {
  readonly error: string;
  readonly fields?: Readonly<Record<string, string>>;
}

export type HeaderRecord = Readonly<Record<string, string>>;

/**
 * On every answer: it depends on the Origin header (CORS), must never be cached
 * (it reports one submission) and must never be sniffed into something else.
 */
const baseHeaders: HeaderRecord = {
  vary: 'Origin',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function jsonResponse(status: number, body: ErrorBody | { readonly ok: true }, headers: HeaderRecord = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...baseHeaders, ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** 303 makes the browser follow with a GET, so reloading the page never resubmits the form. */
export function seeOtherResponse(location: string, headers: HeaderRecord = {}): Response {
  return new Response(null, { status: 303, headers: { ...baseHeaders, ...headers, location } });
}

export function emptyResponse(status: number, headers: HeaderRecord = {}): Response {
  return new Response(null, { status, headers: { ...baseHeaders, ...headers } });
}

/** The methods the handler answers; any other gets a 405 naming them. */
export const allowedMethods = 'POST, OPTIONS';

export function methodRefusal(method: string): ErrorBody & { readonly status: 405; readonly headers: HeaderRecord } {
  return { status: 405, error: `${method} is not allowed here: send the inquiry with POST.`, headers: { allow: allowedMethods } };
}
