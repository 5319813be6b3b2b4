import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export type HeaderRecord = Readonly<Record<string, string>>;

const statusText = (status: number) => STATUS_CODES[status] ?? 'Unknown';

/** Answers with a status alone: its name, as plain text. */
export function answerStatus(response: ServerResponse, status: number, headers: HeaderRecord = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(`${statusText(status)}\n`);
}

/**
 * The same answer written straight onto a connection that Node's HTTP server has let
 * go of (a CONNECT request), then the connection closed.
 */
export function answerStatusOnSocket(socket: Duplex, status: number, headers: HeaderRecord = {}): void {
  const body = `${statusText(status)}\n`;
  const fields = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  };
  const head = [`HTTP/1.1 ${status} ${statusText(status)}`, ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`)];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
