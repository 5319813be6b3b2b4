export type BodyReading = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'too-large' } | { readonly kind: 'not-utf8' };

/**
 * Reads a request body as UTF-8 text, but never more than `limitBytes`: past the
 * limit the stream is cancelled, so an oversized or endless upload costs no more
 * than the limit in memory and time. (`request.text()` would read it all first.)
 */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, limitBytes: number): Promise<BodyReading> {
  if (body === null) return { kind: 'text', text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      // Not awaited: the answer must not wait on a sender that ignores cancellation.
      reader.cancel().catch(() => undefined);
      return { kind: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { kind: 'text', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'not-utf8' };
  }
}
