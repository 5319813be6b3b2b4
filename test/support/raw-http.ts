import { connect } from 'node:net';

export interface RawResponse {
  /** The status of the first response line; undefined when the server closed the connection without answering. */
  readonly status: number | undefined;
  /** Everything the server sent, read as Latin-1 so that no byte is lost or merged. */
  readonly text: string;
}

/** How long to wait for a server that neither answers nor closes the connection. */
const patienceMilliseconds = 5_000;

/**
 * Sends bytes to an HTTP server over a plain TCP connection and reads until the
 * server closes it: unlike fetch, this can send request lines and headers that no
 * client library would build. Strings are sent as Latin-1, one byte a character.
 */
export function sendRaw(serverUrl: string, request: string): Promise<RawResponse> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(Buffer.from(request, 'latin1')));
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status === undefined ? undefined : Number(status), text });
    };
    const timer = setTimeout(() => socket.destroy(), patienceMilliseconds);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closing on unread bytes) still leaves the answer to read.
    socket.on('error', () => undefined);
    socket.on('close', finish);
  });
}
