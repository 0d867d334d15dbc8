import { describe, expect, it } from 'vitest';
import { footerAdvertFixture } from '../test-fixtures.ts';
import { isFooterListAdvertShown } from './footer-list.ts';

describe('isFooterListAdvertShown', () => {
  it('shows a listed advert with a link and an image', () => {
    expect(isFooterListAdvertShown(footerAdvertFixture('a'), true)).toBe(true);
  });

  it('hides an advert without a link URL (spec 000 §4)', () => {
    expect(isFooterListAdvertShown(footerAdvertFixture('a', { targetUrl: '' }), false)).toBe(false);
  });

  it('hides an advert without an image', () => {
    expect(isFooterListAdvertShown(footerAdvertFixture('a', { imageData: { Location: '' } }), false)).toBe(
      false,
    );
  });

  it('hides a not child-friendly advert only in child-friendly mode (spec 000 §5)', () => {
    const adult = footerAdvertFixture('a', { childFriendly: false });
    expect(isFooterListAdvertShown(adult, true)).toBe(false);
    expect(isFooterListAdvertShown(adult, false)).toBe(true);
  });
});
