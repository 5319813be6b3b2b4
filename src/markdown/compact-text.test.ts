import { describe, expect, it } from 'vitest';
import { compactText } from './compact-text.ts';
import { storedInOneByte } from './test-support/stored-in-one-byte.ts';

/** A string of Latin-1 characters that V8 stores in two bytes: sliced out of one that needs them. */
function twoByteLatin1(text: string): string {
  return `${text}\u2014`.slice(0, -1);
}

describe('compactText', () => {
  it('stores Latin-1 text one byte a character, unchanged', () => {
    const text = twoByteLatin1('<h2 id="caf\u00e9">Caf\u00e9 notes</h2>'.repeat(50));
    expect(storedInOneByte(text)).toBe(false);
    const compact = compactText(text);
    expect(compact).toBe(text);
    expect(storedInOneByte(compact)).toBe(true);
  });

  it('leaves text with characters beyond Latin-1 as it is', () => {
    const text = '<p>Ship it \u2014 then measure \u{1f680}</p>';
    expect(compactText(text)).toBe(text);
  });
});
