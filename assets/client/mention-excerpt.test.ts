import { describe, expect, it } from 'vitest';
import { mentionExcerpt, type ExcerptPart } from './mention-excerpt.ts';

/** A passage as text, its marked words in [brackets]. */
const shown = (parts: readonly ExcerptPart[] | undefined) => parts?.map(({ text, marked }) => (marked ? `[${text}]` : text)).join('');
const words = (from: number, count: number) => Array.from({ length: count }, (_, index) => `w${from + index}`).join(' ');

describe('the passage shown under a mention', () => {
  it('is the whole text when it is short, with every word searched for marked', () => {
    expect(shown(mentionExcerpt('Kafka listeners on virtual threads, and kafka again.', [], ['kafka', 'thread']))).toBe(
      '[Kafka] listeners on virtual [threads], and [kafka] again.',
    );
  });

  it('is thirty words of a long text, a few before the word, with an ellipsis where the text goes on', () => {
    const text = `${words(0, 50)} Kafka ${words(51, 50)}`;
    expect(shown(mentionExcerpt(text, [], ['kafka']))).toBe(`… ${words(42, 8)} [Kafka] ${words(51, 21)} …`);
  });

  it('shows the part of the text with the most of the words searched for', () => {
    const text = `Kafka ${words(1, 60)} Kafka and threads ${words(64, 10)}`;
    expect(shown(mentionExcerpt(text, [], ['kafka', 'thread']))).toMatch(/^… w\d+ .*\[Kafka] and \[threads]/);
  });

  it('never takes a word of the code, and starts or ends where the code does', () => {
    // Words 3 to 6 are code: `cache.put(kafkaKey, value); kafka();`
    const text = 'Keep it warm. cache.put(kafkaKey, value); kafka(); Then Kafka replays it.';
    expect(shown(mentionExcerpt(text, [{ start: 3, end: 6 }], ['kafka']))).toBe('… Then [Kafka] replays it.');
    expect(shown(mentionExcerpt(text, [{ start: 3, end: 6 }], ['warm']))).toBe('Keep it [warm]. …');
  });

  it('is none when only the code has the words', () => {
    const text = 'Build the client. new SimpleClientHttpRequestFactory(); Then send.';
    expect(mentionExcerpt(text, [{ start: 3, end: 5 }], ['simpleclienthttprequestfactory'])).toBeUndefined();
  });

  it('keeps what looks like markup as text', () => {
    expect(shown(mentionExcerpt('<b>Kafka</b> & <i>', [], ['kafka']))).toBe('<b>[Kafka]</b> & <i>');
  });
});
