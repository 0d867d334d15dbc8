import { beforeEach, describe, expect, it } from 'vitest';
import { $cookiesConsent, grantAllConsent, grantEssentialOnly, setConsent } from './consent.ts';
import { resetStoresForTests } from './testing.ts';

beforeEach(() => {
  resetStoresForTests();
});

describe('$cookiesConsent', () => {
  it('grants nothing until the visitor chooses', () => {
    expect($cookiesConsent.get()).toEqual({ analytics: false, marketing: false, personalisation: false });
  });

  it('Accept All Cookies turns analytics, marketing and personalisation on', () => {
    grantAllConsent();
    expect($cookiesConsent.get()).toEqual({ analytics: true, marketing: true, personalisation: true });
  });

  it('Only Essential turns all three off, even after accepting all', () => {
    grantAllConsent();
    grantEssentialOnly();
    expect($cookiesConsent.get()).toEqual({ analytics: false, marketing: false, personalisation: false });
  });

  it('restores a choice found at load without touching the other categories', () => {
    setConsent({ analytics: true });
    expect($cookiesConsent.get()).toEqual({ analytics: true, marketing: false, personalisation: false });
  });
});
