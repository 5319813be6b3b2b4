import { describe, expect, it } from 'vitest';
import { createFingerprinter } from './fingerprint.ts';

const article = (body: string, title = 'A title') => ({ title, html: `<p>${body}</p>`.padEnd(2000, ' ') });

describe('page fingerprints', () => {
  it('are equal for equal values, in one build or another', () => {
    const value = { post: article('Hello'), related: [article('Other')] };
    expect(createFingerprinter()(value)).toBe(createFingerprinter()(structuredClone(value)));
  });

  it('change with one character of a long string, or of a short one', () => {
    const fingerprintOf = createFingerprinter();
    const base = fingerprintOf({ post: article('Hello') });
    expect(fingerprintOf({ post: article('Hellp') })).not.toBe(base);
    expect(fingerprintOf({ post: article('Hello', 'Another title') })).not.toBe(base);
    expect(fingerprintOf({ post: article('Hello') })).toBe(base);
  });
});
