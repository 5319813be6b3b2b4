import type { FileHandle } from 'node:fs/promises';
import type { InquirySink, StoredInquiry } from './sink.ts';

export interface FileSink extends InquirySink {
  /** Waits for queued appends, then closes the file. */
  close(): Promise<void>;
}

interface QueuedLine {
  readonly bytes: Uint8Array;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Appends each inquiry as one JSON line (JSON.stringify escapes newlines, so a
 * record never spans lines) and resolves only once the line is on disk.
 *
 * Appends are serialised in this process: each line goes out in its own write
 * call, never interleaved with another. Lines queued while a flush is under way
 * share the next fdatasync (group commit), so durability costs one flush per
 * burst rather than one per request. A failed write or flush fails its whole
 * batch; some of those lines may still reach the disk, so a visitor's retry can
 * store an inquiry twice, but never leave it stored zero times after a 2xx. A line
 * left half-written is ended before the next one, which stays whole and readable.
 * A file moved or deleted while the sink runs (rotated) is created again.
 *
 * Across processes only O_APPEND keeps lines whole, which local file systems
 * honour and NFS does not: when in doubt, give each process its own file.
 */
export function createFileSink(file: string, node: NodeFileSystem = nodeFileSystem()): FileSink {
  let opened: Promise<FileHandle> | null = null;
  let queue: QueuedLine[] = [];
  let draining: Promise<void> | null = null;
  /** The file may end in part of a line (a write that failed half-way, a crash): the next line must start afresh. */
  let lineOpen = false;

  const open = (): Promise<FileHandle> =>
    (opened ??= openForAppend(node, file).then(
      async (handle) => {
        lineOpen = await endsInPartOfALine(handle);
        return handle;
      },
      (error: unknown) => {
        // Let the next inquiry try again: the directory may appear or become writable.
        opened = null;
        throw error;
      },
    ));

  /** The open file, opened again when it was moved or deleted since (rotated, say): lines go where readers look. */
  const current = async (): Promise<FileHandle> => {
    const handle = await open();
    const [there, held] = await Promise.all([node.fs.stat(file).catch(() => undefined), handle.stat()]);
    if (there?.ino === held.ino && there.dev === held.dev) return handle;
    opened = null;
    await handle.close().catch(() => undefined);
    return open();
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const handle = await current();
        const lines = batch.map((line) => line.bytes);
        if (lineOpen) lines.unshift(newline);
        lineOpen = true;
        for (const bytes of lines) await writeWhole(handle, bytes);
        lineOpen = false;
        // fdatasync: flushes the bytes and the file's new size, all that reading the lines back needs.
        await handle.datasync();
        for (const line of batch) line.resolve();
      } catch (error) {
        for (const line of batch) line.reject(error);
      }
    }
    draining = null;
  };

  const encoder = new TextEncoder();
  return {
    description: `file ${file}`,
    deliver(inquiry: StoredInquiry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ bytes: encoder.encode(`${JSON.stringify(inquiry)}\n`), resolve, reject });
        draining ??= drain();
      });
    },
    async close() {
      await draining;
      const handle = opened;
      opened = null;
      await (await handle?.catch(() => null))?.close();
    },
  };
}

export type NodeFileSystem = { fs: typeof import('node:fs/promises'); path: typeof import('node:path') };

const newline = new Uint8Array([0x0a]);

/**
 * Node's modules are fetched at run time rather than imported, so the fetch
 * bundle carries no `node:` import and still loads on Cloudflare Workers, where
 * only the webhook sink can work.
 */
function nodeFileSystem(): NodeFileSystem {
  const node = globalThis.process;
  if (typeof node?.getBuiltinModule !== 'function') {
    throw new Error("the file sink needs Node's file system, which this runtime lacks: set INQUIRY_SINK=webhook");
  }
  return { fs: node.getBuiltinModule('node:fs/promises'), path: node.getBuiltinModule('node:path') };
}

async function openForAppend({ fs, path }: NodeFileSystem, file: string): Promise<FileHandle> {
  // Inquiries are personal data: a new file is readable by its owner only. Opened to read too: see endsInPartOfALine.
  const handle = await fs.open(file, 'a+', 0o600);
  await syncDirectory(fs, path.dirname(path.resolve(file)));
  return handle;
}

/**
 * A newly created file survives a crash only once its directory entry is flushed
 * too. Best effort: Windows cannot open a directory and some file systems refuse
 * to flush one; the data's own flush still holds there.
 */
async function syncDirectory(fs: NodeFileSystem['fs'], directory: string): Promise<void> {
  const handle = await fs.open(directory, 'r').catch(() => null);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

async function endsInPartOfALine(handle: FileHandle): Promise<boolean> {
  const { size } = await handle.stat();
  if (size === 0) return false;
  const last = new Uint8Array(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] !== newline[0];
}

/** A regular file may accept fewer bytes than asked (a full disk, a signal): write the rest. */
async function writeWhole(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written);
    written += bytesWritten;
  }
}
