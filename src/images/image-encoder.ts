// A child process's script: encodes the images encoding-process.ts sends it.
import { encodeImage, UndecodableImage } from './encode-image.ts';
import type { EncodeReply, EncodeRequest } from './encoding-process.ts';

const send = process.send?.bind(process);
if (!send) throw new Error('image-encoder.ts runs as a child process of encoding-process.ts, not on its own');
// The channel closes when the build closes it or ends, however it ends (SIGKILL too): nothing
// encoded after that could be sent, so the process ends at once. Not by process.exit, which
// waits for the encodings under way on libuv's threads: SIGTERM's default action does not.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
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
