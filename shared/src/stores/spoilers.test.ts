// @vitest-environment jsdom
import { SITE_COOKIES } from '@club/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $spoilerFree, setSpoilerFree } from './spoilers.ts';
import { resetStoresForTests } from './testing.ts';

const cookieOn = `${SITE_COOKIES.spoilerFree}=1`;

afterEach(resetStoresForTests);

describe('spoiler-free mode', () => {
  it('is off until the supporter turns it on', () => {
    expect($spoilerFree.get()).toBe(false);
    expect(document.cookie).not.toContain(SITE_COOKIES.spoilerFree);
  });

  it('is kept in its cookie while on, and the cookie goes when it is turned off', () => {
    setSpoilerFree(true);
    expect($spoilerFree.get()).toBe(true);
    expect(document.cookie.split('; ')).toContain(cookieOn);
    setSpoilerFree(false);
    expect($spoilerFree.get()).toBe(false);
    expect(document.cookie).not.toContain(SITE_COOKIES.spoilerFree);
  });

  it('starts on when the page loads with the cookie set', async () => {
    setSpoilerFree(true);
    vi.resetModules();
    const fresh = await import('./spoilers.ts');
    expect(fresh.$spoilerFree.get()).toBe(true);
    fresh.setSpoilerFree(false);
    vi.resetModules();
    expect((await import('./spoilers.ts')).$spoilerFree.get()).toBe(false);
  });

  it('is put back off between tests', () => {
    setSpoilerFree(true);
    resetStoresForTests();
    expect($spoilerFree.get()).toBe(false);
    expect(document.cookie).not.toContain(SITE_COOKIES.spoilerFree);
  });
});
