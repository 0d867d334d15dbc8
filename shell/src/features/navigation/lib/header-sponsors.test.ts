import { $runtimeConfig } from '@club/shared/config';
import { testRuntimeConfig } from '@club/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { headerSponsorImageKey, isHeaderSponsorShown } from './header-sponsors.ts';

beforeEach(() => {
  $runtimeConfig.set(testRuntimeConfig());
});

const sponsor = (childFriendly: boolean) => ({
  name: 'Harbour Bank',
  sponsorUrl: 'https://www.harbourbank.example/',
  imgLocation: 'http://localhost:4000/images/sponsors/harbour-bank.png',
  childFriendly,
});

describe('isHeaderSponsorShown', () => {
  it('shows only child-friendly sponsors in child-friendly mode, and every sponsor otherwise', () => {
    expect(isHeaderSponsorShown(sponsor(true), true)).toBe(true);
    expect(isHeaderSponsorShown(sponsor(false), true)).toBe(false);
    expect(isHeaderSponsorShown(sponsor(false), false)).toBe(true);
    expect(isHeaderSponsorShown(sponsor(true), false)).toBe(true);
  });
});

describe('headerSponsorImageKey', () => {
  it("reads the image-library key from the logo's absolute address", () => {
    expect(headerSponsorImageKey('http://localhost:4000/images/sponsors/harbour-bank.png')).toBe(
      'sponsors/harbour-bank.png',
    );
    expect(headerSponsorImageKey('http://localhost:4000/images/sponsors/harbour-bank.png?v=2')).toBe(
      'sponsors/harbour-bank.png',
    );
  });

  it('has no key for a logo outside the image library', () => {
    expect(headerSponsorImageKey('https://cdn.example/harbour-bank.png')).toBeNull();
    expect(headerSponsorImageKey('http://localhost:4000/images/')).toBeNull();
  });
});
