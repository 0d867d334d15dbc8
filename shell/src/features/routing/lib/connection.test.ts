import { describe, expect, it } from 'vitest';
import { allowsPrefetch } from './connection.ts';

describe('allowsPrefetch (spec 000 §9)', () => {
  it('prefetches on fast connections and where the browser says nothing', () => {
    expect(allowsPrefetch(undefined)).toBe(true);
    expect(allowsPrefetch({})).toBe(true);
    expect(allowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(allowsPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('does not prefetch on 2g (or slower) or with data saver on', () => {
    expect(allowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(allowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(allowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
