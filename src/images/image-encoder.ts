// A child process's script: encodes the images encoding-process.ts sends it.
import { encodeImage, UndecodableImage } from './encode-image.ts';
import type { EncodeReply, EncodeRequest } from './encoding-process.ts';

const send = process.send?.bind(process);
if (!send) throw new Error('image-encoder.ts runs as a child process of encoding-process.ts, not on its own');
process.on('message', async (request: EncodeRequest) => {
  let reply: EncodeReply;
  try {
    reply = { id: request.id, bytes: await encodeImage(request.job) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id: request.id, error: message, undecodable: error instanceof UndecodableImage };
  }
  send(reply);
});
