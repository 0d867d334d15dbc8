import { beforeEach, describe, expect, it } from 'vitest';
import { $currentRoute, recordRoute } from './route.ts';
import { resetStoresForTests } from './testing.ts';

beforeEach(resetStoresForTests);

describe('current route', () => {
  it('is null until the shell records the first route, which counts as no change', () => {
    expect($currentRoute.get()).toBeNull();
    recordRoute({ pathname: '/', search: '', hash: '' });
    expect($currentRoute.get()).toEqual({ pathname: '/', search: '', hash: '', changes: 0 });
  });

  it('counts a change of path or query, and not the same route again or a hash alone', () => {
    const seen: number[] = [];
    recordRoute({ pathname: '/', search: '', hash: '' });
    $currentRoute.listen((route) => seen.push(route?.changes ?? -1));
    recordRoute({ pathname: '/news', search: '', hash: '' });
    recordRoute({ pathname: '/news', search: '', hash: '' });
    recordRoute({ pathname: '/news', search: '?page=2', hash: '' });
    recordRoute({ pathname: '/news', search: '?page=2', hash: '#latest' });
    expect(seen).toEqual([1, 2, 2]);
    expect($currentRoute.get()).toEqual({
      pathname: '/news',
      search: '?page=2',
      hash: '#latest',
      changes: 2,
    });
  });
});
