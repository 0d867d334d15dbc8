import { describe, expect, it } from 'vitest';
import { shownCarouselAdverts } from './carousel-advert-rules.ts';

const advert = (id: string, overrides: { childFriendly?: boolean; url?: string; mobile?: boolean } = {}) => ({
  advertID: id,
  advertTitle: `Advert ${id}`,
  childFriendly: overrides.childFriendly ?? true,
  advertData: {
    ...(overrides.url === '' ? {} : { url: overrides.url ?? `https://${id}.example/` }),
    images: {
      ...(overrides.mobile === false
        ? {}
        : { mobile: { key: `adverts/${id}-mobile.jpg`, imageSize: '750x750' } }),
      desktop: { key: `adverts/${id}-desktop.jpg`, imageSize: '750x750' },
    },
  },
});

describe('shownCarouselAdverts', () => {
  const all = [
    advert('a'),
    advert('adult', { childFriendly: false }),
    advert('nolink', { url: '' }),
    advert('nomobile', { mobile: false }),
    { not: 'an advert' },
  ];

  it('keeps child-friendly adverts with a link and a mobile image in child-friendly mode', () => {
    const shown = shownCarouselAdverts(all, { childFriendly: true, advertisingDisabled: false });
    expect(shown.map((a) => a.advertID)).toEqual(['a']);
  });

  it('adds the others with a link and a mobile image when child-friendly mode is off', () => {
    const shown = shownCarouselAdverts(all, { childFriendly: false, advertisingDisabled: false });
    expect(shown.map((a) => a.advertID)).toEqual(['a', 'adult']);
  });

  it('shows none while advertising is disabled, or before the adverts arrive', () => {
    expect(shownCarouselAdverts(all, { childFriendly: false, advertisingDisabled: true })).toEqual([]);
    expect(shownCarouselAdverts(undefined, { childFriendly: true, advertisingDisabled: false })).toEqual([]);
  });
});
