import { describe, expect, it } from 'vitest';
import { parseSearchQuery, phrasePattern } from './search-news.ts';

describe('parseSearchQuery', () => {
  it.each([
    ['', { kind: 'all' }],
    ['   ', { kind: 'all' }],
    ['""', { kind: 'all' }],
    ['Cup  Final cup', { kind: 'terms', terms: ['cup', 'final'] }],
    ['"cup   final"', { kind: 'phrase', phrase: 'cup final' }],
    ['\\"cup final\\"', { kind: 'phrase', phrase: 'cup final' }],
    ['"unclosed words', { kind: 'terms', terms: ['unclosed', 'words'] }],
  ])('reads %j', (raw, expected) => {
    expect(parseSearchQuery(raw)).toEqual(expected);
  });
});

describe('phrasePattern', () => {
  it('anchors whole words and escapes punctuation', () => {
    expect(phrasePattern('cup final')).toBe('\\mcup\\s+final\\M');
    expect(phrasePattern("men's team")).toBe("\\mmen\\'s\\s+team\\M");
    expect(phrasePattern('3-1 (aet)')).toBe('\\m3\\-1\\s+\\(aet\\)');
  });
});
