import { InvalidArgumentError } from 'commander';

/** Command-line values checked where they are read, so that a mistake is a usage error (exit 2). */

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('must be a port number from 0 to 65535');
  return port;
}

export function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('must be an absolute URL such as https://example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('must be an http(s) URL');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** Resolves when the user presses Ctrl+C (or the process is asked to stop). */
export function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
