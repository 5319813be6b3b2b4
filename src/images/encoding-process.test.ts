import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { compileWorker, type CompiledWorker } from '../../test/support/compiled-worker.ts';
import { encodeImage, UndecodableImage } from './encode-image.ts';
import { imageEncoding } from './encoding-process.ts';

let child: CompiledWorker;
let original: string;
beforeAll(async () => {
  child = await compileWorker('src/images/image-encoder.ts');
  original = join(child.folder, 'stripes.png');
  const stripes = { create: { width: 640, height: 360, channels: 3, background: '#1d4ed8' } } as const;
  await sharp(stripes)
    .composite([{ input: { create: { width: 320, height: 360, channels: 3, background: '#f59e0b' } }, left: 0, top: 0 }])
    .png()
    .toFile(original);
}, 60_000);
afterAll(() => child.remove());

describe('imageEncoding', () => {
  it('encodes in a child process the same bytes as this process does, in each format', async () => {
    const encoding = imageEncoding(child.script);
    try {
      for (const extension of ['avif', 'webp', 'png', 'jpg']) {
        const job = { file: original, width: 480, extension };
        const [there, here] = await Promise.all([encoding.encode(job), encodeImage(job)]);
        expect(Buffer.compare(there, here), extension).toBe(0);
        expect(await sharp(there).metadata()).toMatchObject({ width: 480, height: 270 });
      }
    } finally {
      encoding.close();
    }
  }, 60_000);

  it('passes on what the child could not encode, telling an original it cannot decode, and encodes again after close', async () => {
    const encoding = imageEncoding(child.script);
    try {
      await expect(encoding.encode({ file: join(child.folder, 'missing.png'), width: 480, extension: 'webp' })).rejects.toThrow(
        /missing\.png/,
      );
      await expect(encoding.encode({ file: original, width: 480, extension: 'gif' })).rejects.toThrow('No image encoder writes .gif files');
      await expect(encoding.encode({ file: original, width: 480, extension: 'gif' })).rejects.not.toBeInstanceOf(UndecodableImage);
      const truncated = join(child.folder, 'truncated.png');
      await writeFile(truncated, (await readFile(original)).subarray(0, 400));
      const undecodable = encoding.encode({ file: truncated, width: 480, extension: 'webp' });
      await expect(undecodable).rejects.toBeInstanceOf(UndecodableImage);
      await expect(undecodable).rejects.toThrow('vipspng: libpng read error');
      encoding.close();
      const bytes = await encoding.encode({ file: original, width: 200, extension: 'webp' });
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 200 });
    } finally {
      encoding.close();
    }
  }, 60_000);
});
