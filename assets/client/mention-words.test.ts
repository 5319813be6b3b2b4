import { describe, expect, it } from 'vitest';
import { mentionsEveryWord, mentionsIn, queryWords } from './mention-words.ts';

describe('the words of a query', () => {
  it('are its runs of letters and digits, in lower case', () => {
    expect(queryWords('  Spring-Boot  JWT, OAuth2 ')).toEqual(['spring', 'boot', 'jwt', 'oauth2']);
    expect(queryWords('Größe café')).toEqual(['größe', 'café']);
    expect(queryWords(' -- ')).toEqual([]);
  });
});

describe('a text that mentions a query', () => {
  const text = 'Kafka listeners run on virtual threads. new SimpleClientHttpRequestFactory(); HTTP/2 and no match.';

  it('has every word of it at the start of one of its words, whatever the case', () => {
    expect(mentionsEveryWord(text, queryWords('KAFKA thread'))).toBe(true);
    expect(mentionsEveryWord(text, queryWords('kafk'))).toBe(true);
    expect(mentionsEveryWord(text, queryWords('http 2'))).toBe(true);
  });

  it('does not have a word that only another word has inside it, nor one split into words it has', () => {
    expect(mentionsEveryWord(text, queryWords('afka'))).toBe(false);
    expect(mentionsEveryWord(text, queryWords('nomatch'))).toBe(false);
    expect(mentionsEveryWord(text, queryWords('zqxjv nomatch'))).toBe(false);
    expect(mentionsEveryWord(text, queryWords('kafka zqxjv'))).toBe(false);
  });

  it('does not have a word it holds only by its stem', () => {
    expect(mentionsEveryWord('Make retries safe.', ['retry'])).toBe(false);
    expect(mentionsEveryWord('Retry once.', ['retries'])).toBe(false);
  });

  it('has the words a name in code is made of, from any capital on', () => {
    expect(mentionsEveryWord(text, queryWords('SimpleClientHttpRequestFactory'))).toBe(true);
    expect(mentionsEveryWord(text, queryWords('RequestFactory'))).toBe(true);
    expect(mentionsEveryWord(text, queryWords('request factory'))).toBe(true);
    expect(mentionsEveryWord(text, queryWords('equestFactory'))).toBe(false);
    // All capitals are one word.
    expect(mentionsEveryWord(text, ['ttp'])).toBe(false);
  });
});

describe('where a text mentions the words of a query', () => {
  const marked = (text: string, query: string) => mentionsIn(text, queryWords(query)).map(({ start, end }) => text.slice(start, end));

  it('is each word it starts, to the end of that word', () => {
    expect(marked('Kafka, kafka-streams and KafkaTemplate.', 'kaf')).toEqual(['Kafka', 'kafka', 'Kafka']);
    expect(marked('new SimpleClientHttpRequestFactory();', 'requestfac')).toEqual(['RequestFactory']);
    expect(marked('new SimpleClientHttpRequestFactory();', 'client')).toEqual(['Client']);
  });

  it('is marked once for the longest word of the query that starts there', () => {
    expect(mentionsIn('Springboot and Spring.', ['spring', 'springboot']).map(({ word }) => word)).toEqual(['springboot', 'spring']);
  });
});
