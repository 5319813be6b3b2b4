import { describe, expect, it } from 'vitest';
import { readBodyWithin } from './read-body.ts';

/** A body that arrives in these chunks, and tells whether it was cancelled. */
function bodyOf(chunks: readonly Uint8Array[]): { body: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let wasCancelled = false;
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      wasCancelled = true;
    },
  });
  return { body, cancelled: () => wasCancelled };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading a body within a limit', () => {
  it('reads UTF-8 text, whatever its chunks split, up to the limit exactly', async () => {
    const [first, second] = [utf8('Grüß'), utf8(' dich')];
    // The ß is split between two chunks.
    const split = [first.slice(0, 4), new Uint8Array([...first.slice(4), ...second])];
    expect(await readBodyWithin(bodyOf(split).body, first.length + second.length)).toEqual({ kind: 'text', text: 'Grüß dich' });
    expect(await readBodyWithin(null, 10)).toEqual({ kind: 'text', text: '' });
  });

  it('stops at the first chunk past the limit, and cancels the rest', async () => {
    const { body, cancelled } = bodyOf([utf8('12345'), utf8('6'), utf8('never read')]);
    expect(await readBodyWithin(body, 5)).toEqual({ kind: 'too-large' });
    expect(cancelled()).toBe(true);
  });

  it('tells bytes that are not UTF-8', async () => {
    expect(await readBodyWithin(bodyOf([new Uint8Array([0x66, 0xff, 0x6f])]).body, 10)).toEqual({ kind: 'not-utf8' });
  });
});
