import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeImage, UndecodableImage, type EncodeJob } from './encode-image.ts';

/** Encodes images' files, one at a time, as a build asks for them. */
export interface ImageEncoding {
  encode(job: EncodeJob): Promise<Buffer>;
  /** Ends the process that encodes, if one was started. */
  close(): void;
}

/** What the encoding process is sent: a job and its number. */
export interface EncodeRequest {
  readonly id: number;
  readonly job: EncodeJob;
}

/** What it answers for each job: the file's bytes, or why it could not encode it, and whether the original was at fault (see UndecodableImage). */
export type EncodeReply =
  { readonly id: number; readonly bytes: Uint8Array } | { readonly id: number; readonly error: string; readonly undecodable: boolean };

/** A started encoding process, and the jobs it has not answered yet, by number. */
interface Child {
  readonly process: ChildProcess;
  readonly waiting: Map<number, { readonly resolve: (bytes: Buffer) => void; readonly reject: (error: Error) => void }>;
}

/** The process's script, beside this module once the CLI is compiled (src/cli/compile-cli.ts). */
const compiledScript = new URL('./image-encoder.mjs', import.meta.url);

/**
 * Encodes in a child process of its own, started on the first job. libvips keeps much
 * of what an encoding allocated: encoding one 1,600-pixel diagram into its 12 files
 * left a process 140 MB larger for the rest of its life, which at 4,000 posts raised
 * a build's peak from about 700 to 840 MiB. The child's memory goes when it ends.
 * Without the script (running from the sources, as tests do), it encodes here.
 */
export function imageEncoding(script: URL = compiledScript): ImageEncoding {
  if (!existsSync(fileURLToPath(script))) return { encode: encodeImage, close: () => undefined };
  let child: Child | undefined;
  let next = 0;
  const start = (): Child => {
    const spawned = fork(fileURLToPath(script), [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const started: Child = { process: spawned, waiting: new Map() };
    const failAll = (error: Error) => {
      for (const { reject } of started.waiting.values()) reject(error);
      started.waiting.clear();
      if (child === started) child = undefined;
    };
    spawned.on('message', (reply: EncodeReply) => {
      const pending = started.waiting.get(reply.id);
      started.waiting.delete(reply.id);
      if ('error' in reply) pending?.reject(reply.undecodable ? new UndecodableImage(reply.error) : new Error(reply.error));
      else pending?.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    });
    spawned.on('error', failAll);
    spawned.on('exit', (code, signal) =>
      failAll(new Error(`The image encoding process ended (${signal ?? `exit code ${code}`}) before it had encoded every file`)),
    );
    return started;
  };
  return {
    encode(job) {
      const running = (child ??= start());
      const id = (next += 1);
      return new Promise((resolve, reject) => {
        running.waiting.set(id, { resolve, reject });
        const request: EncodeRequest = { id, job };
        running.process.send(request);
      });
    },
    close() {
      // The process ends as its channel closes (image-encoder.ts).
      child?.process.disconnect();
      child = undefined;
    },
  };
}
