import type { ServerResponse } from 'node:http';

export type LiveEvent =
  | { readonly type: 'reload' }
  /** The site paths of the pages whose HTML changed, while nothing else they load did. */
  | { readonly type: 'pages'; readonly paths: readonly string[] }
  | { readonly type: 'styles' }
  | { readonly type: 'ok' }
  | { readonly type: 'error-report'; readonly message: string };

/** Server-sent events to every open page of the dev server. */
export interface LiveUpdates {
  /** Takes over a request for the event stream; a new page is told at once about a current error. */
  connect(response: ServerResponse): void;
  send(event: LiveEvent): void;
  close(): void;
}

export function createLiveUpdates(): LiveUpdates {
  const clients = new Set<ServerResponse>();
  let lastError: LiveEvent | undefined;
  const format = (event: LiveEvent) => {
    const data = event.type === 'error-report' ? event.message : event.type === 'pages' ? JSON.stringify(event.paths) : '';
    return `event: ${event.type}\n${data
      .split('\n')
      .map((line) => `data: ${line}`)
      .join('\n')}\n\n`;
  };
  return {
    connect(response) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      if (lastError) response.write(format(lastError));
      clients.add(response);
      response.on('close', () => clients.delete(response));
    },
    send(event) {
      lastError = event.type === 'error-report' ? event : undefined;
      for (const client of clients) client.write(format(event));
    },
    close() {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
