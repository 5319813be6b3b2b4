import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The access key pair s3rver accepts. */
export const localS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3Server {
  /** `http://127.0.0.1:PORT`, for --endpoint. */
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts a real S3-compatible server (s3rver) on loopback, storing objects in a fresh
 * temporary folder, with the given buckets. It runs in a child process because s3rver
 * encrypts its ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 offers
 * only under --openssl-legacy-provider: without it every listing longer than a page fails.
 */
export async function startLocalS3Server(buckets: readonly string[]): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'sitegen-s3-'));
  const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory, ...buckets], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const started = once(createInterface({ input: child.stdout }), 'line');
  const [line] = await Promise.race([
    started,
    exited.then(([code]) => {
      throw new Error(`the local S3 server exited with code ${String(code)} before listening`);
    }),
  ]);
  const { port } = JSON.parse(String(line)) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
