import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as fsPromises from 'node:fs/promises';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { join } from 'node:path';
import { makeTempDir } from '../../../test/support/project.ts';
import { createFileSink, type NodeFileSystem } from './file-sink.ts';
import type { StoredInquiry } from './sink.ts';

let folder: string;
beforeEach(async () => {
  folder = await makeTempDir('sitegen-file-sink-');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const inquiry = (id: string): StoredInquiry => ({
  id,
  receivedAt: '2026-01-15T09:00:00.000Z',
  name: 'Ada',
  email: 'ada@example.com',
  message: `Message ${id}`,
});
const storedIds = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as StoredInquiry).id);

/** Node's file system, but the next write through an opened file stores half its bytes, then fails as a full disk does. */
function failingOnce(): { system: NodeFileSystem; failNextWrite(): void } {
  let fail = false;
  const open = async (...args: Parameters<typeof fsPromises.open>) => {
    const handle = await fsPromises.open(...args);
    return new Proxy(handle, {
      get(target, property) {
        if (property === 'write' && fail) {
          return async (bytes: Uint8Array, offset = 0) => {
            fail = false;
            await target.write(bytes, offset, Math.floor((bytes.length - offset) / 2));
            throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return { system: { fs: { ...fsPromises, open }, path }, failNextWrite: () => (fail = true) };
}

describe('the file sink', () => {
  it('keeps the next inquiry whole and readable after a write failed half-way', async () => {
    const file = join(folder, 'inquiries.jsonl');
    const disk = failingOnce();
    const sink = createFileSink(file, disk.system);
    await sink.deliver(inquiry('1'));
    disk.failNextWrite();
    await expect(sink.deliver(inquiry('2'))).rejects.toThrow('ENOSPC');
    await sink.deliver(inquiry('3'));
    await sink.close();
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: '1' });
    expect(() => JSON.parse(lines[1]!)).toThrow();
    expect(JSON.parse(lines[2]!)).toMatchObject({ id: '3' });
  });

  it('starts a new line after a file left ending in part of one, by a crash', async () => {
    const file = join(folder, 'inquiries.jsonl');
    await writeFile(file, `${JSON.stringify(inquiry('1'))}\n{"id":"2","na`);
    const sink = createFileSink(file);
    await sink.deliver(inquiry('3'));
    await sink.close();
    expect((await readFile(file, 'utf8')).split('\n').at(-2)).toBe(JSON.stringify(inquiry('3')));
  });

  it('creates the file again when it was moved away while the sink runs, as a rotation does', async () => {
    const file = join(folder, 'inquiries.jsonl');
    const sink = createFileSink(file);
    await sink.deliver(inquiry('1'));
    await rename(file, `${file}.1`);
    await sink.deliver(inquiry('2'));
    await sink.close();
    expect(await storedIds(`${file}.1`)).toEqual(['1']);
    expect(await storedIds(file)).toEqual(['2']);
  });
});
