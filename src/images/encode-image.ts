import { encodersByExtension } from './image-encoders.ts';
import { loadSharp } from './load-sharp.ts';

/** One file to encode: an original at a width, in the format of an encoder (named by its extension). */
export interface EncodeJob {
  /** The original's absolute path. */
  readonly file: string;
  readonly width: number;
  readonly extension: string;
}

/** Encodes one file of an image, in this process. */
export async function encodeImage({ file, width, extension }: EncodeJob): Promise<Buffer> {
  const encoder = encodersByExtension.get(extension);
  if (!encoder) throw new Error(`No image encoder writes .${extension} files`);
  const sharp = await loadSharp();
  return encoder.encode(sharp(file, { autoOrient: true }).resize({ width })).toBuffer();
}
