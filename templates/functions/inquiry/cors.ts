export interface CorsPolicy {
  /** Headers for any answer to a request from `origin`: empty unless the origin is allowed. */
  responseHeaders(origin: string | null): Record<string, string>;
  /** Headers for a preflight from `origin`: empty unless the origin is allowed. */
  preflightHeaders(origin: string | null): Record<string, string>;
}

/**
 * Cross-origin access for the configured origins only. A page anywhere else can
 * still post the plain form (browsers never preflight that), but cannot send
 * JSON or read the answer.
 */
export function createCorsPolicy(allowedOrigins: readonly string[]): CorsPolicy {
  const allowed = new Set(allowedOrigins);
  const isAllowed = (origin: string | null): origin is string => origin !== null && allowed.has(origin);
  return {
    responseHeaders(origin): Record<string, string> {
      if (!isAllowed(origin)) return {};
      // The client script reads Retry-After to tell the visitor how long to wait.
      return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Retry-After' };
    },
    preflightHeaders(origin): Record<string, string> {
      if (!isAllowed(origin)) return {};
      return {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'Content-Type',
        // Spares a preflight before every submission; Chromium caps this at two hours anyway.
        'access-control-max-age': '7200',
      };
    },
  };
}
