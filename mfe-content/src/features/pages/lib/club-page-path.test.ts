import { describe, expect, it } from 'vitest';
import { clubPagePath } from './club-page-path.ts';

describe('clubPagePath', () => {
  it('reads a slug under up to four sub-page levels, ignoring a trailing slash', () => {
    expect(clubPagePath('/the-club')).toBe('the-club');
    expect(clubPagePath('/the-club/history/')).toBe('the-club/history');
    expect(clubPagePath('/a/b/c/d/e')).toBe('a/b/c/d/e');
  });

  it('is null for deeper paths, empty segments and segments that are not slugs', () => {
    expect(clubPagePath('/a/b/c/d/e/f')).toBeNull();
    expect(clubPagePath('/the-club//history')).toBeNull();
    expect(clubPagePath('/The-Club')).toBeNull();
    expect(clubPagePath('/the-club/%2Fetc')).toBeNull();
    expect(clubPagePath('/favicon.ico')).toBeNull();
  });
});
