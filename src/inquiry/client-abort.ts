/**
 * The client went away before its request body was complete. An adapter reports
 * it through the body stream, so the handler can tell the client's doing from a
 * failure of its own.
 */
export class ClientAbortError extends Error {
  override readonly name = 'ClientAbortError';

  constructor() {
    super('the client closed the connection before sending the whole body');
  }
}
