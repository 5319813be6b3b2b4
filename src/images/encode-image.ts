import { encodersByExtension } from './image-encoders.ts';
import { loadSharp } from './load-sharp.ts';

/** One file to encode: an original at a width, in the format of an encoder (named by its extension). */
export interface EncodeJob {
  /** The original's absolute path. */
  readonly file: string;
  readonly width: number;
  readonly extension: string;
}

/** An original that sharp could not make into a file: truncated, corrupt, gone. The message is libvips' own. */
export class UndecodableImage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndecodableImage';
  }
}

/** Encodes one file of an image, in this process. */
export async function encodeImage({ file, width, extension }: EncodeJob): Promise<Buffer> {
  const encoder = encodersByExtension.get(extension);
  if (!encoder) throw new Error(`No image encoder writes .${extension} files`);
  const sharp = await loadSharp();
  try {
    return await encoder.encode(sharp(file, { autoOrient: true }).resize({ width })).toBuffer();
  } catch (error) {
    throw new UndecodableImage(error instanceof Error ? error.message : String(error));
  }
}
