/**
 * The client went away before its request body was complete. An adapter reports
 * it through the body stream, so the function can tell the client's doing from a
 * failure of its own.
 */
export class ClientAbortError extends Error {
  override readonly name = 'ClientAbortError';

  constructor() {
    super('the client closed the connection before sending the whole body');
  }
}

/**
 * Whether an error is a ClientAbortError. Told by its name, not by `instanceof`:
 * a bundled function holds a copy of the class of its own, apart from the one of
 * the server that made the error.
 */
export function isClientAbort(error: unknown): error is ClientAbortError {
  return error instanceof Error && error.name === 'ClientAbortError';
}
