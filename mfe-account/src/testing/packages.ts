import type { PackageDocument } from '@club/shared/contracts';
import { serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';

export const PACKAGES_URL = serviceAddress('streamline', '/packages');
export const PACKAGE_GROUPS_URL = serviceAddress('streamline', '/package-groups');
export const CREATE_CHECKOUT_URL = serviceAddress('payments', '/create-checkout');
export const CREATE_PORTAL_URL = serviceAddress('payments', '/create-portal-redirect');

/** A membership as the streamline service answers it: one recurring price with further information. */
export const VIDEO_MONTHLY: PackageDocument = {
  id: 'video-monthly',
  type: 'packages',
  attributes: {
    title: 'Video Monthly Pass',
    description: 'Live match video and the replay library, month by month.',
    packageType: 'membership',
    priceData: [
      {
        id: 'price_video_monthly',
        type: 'recurring',
        priceDisplay: '£9.99 per month',
        offer: 'Cancel any time',
        furtherInformation:
          '<ul><li>Watch on up to two devices</li></ul><script>window.hacked = true</script>',
        accessData: { entitlements: ['subscriber'] },
      },
    ],
    styleData: {
      displayType: 'icon-only',
      icon: 'video',
      customLabel: null,
      styleMode: 'dark',
      backgroundImageKey: null,
    },
    groupId: 'video',
    imageData: { imageKey: 'packages/video-monthly.jpg' },
    successfulPaymentPage: '/videos/subscriptions?payment=success&package=video-monthly',
    cancelledPaymentPage: '/videos/subscriptions?payment=cancelled&package=video-monthly',
  },
};

/** The season pass, over the monthly one and with commentary (issue 19's upgrades). */
export const VIDEO_SEASON: PackageDocument = {
  ...VIDEO_MONTHLY,
  id: 'video-season',
  attributes: {
    ...VIDEO_MONTHLY.attributes,
    title: 'Video Season Pass',
    description: 'Every live match and replay until the end of the season.',
    priceData: [
      {
        id: 'price_video_season',
        type: 'recurring',
        priceDisplay: '£79.99 per season',
        offer: null,
        furtherInformation: null,
        accessData: { entitlements: ['subscriber', 'video-season'] },
      },
      {
        id: 'price_video_season_with_commentary',
        type: 'recurring',
        priceDisplay: '£99.99 per season, commentary included',
        offer: null,
        furtherInformation: null,
        accessData: { entitlements: ['subscriber', 'video-season', 'audio-annual'] },
      },
    ],
  },
};

/** An audio membership in the audio group, over a background image (spec 001 §3 StyleData). */
export const AUDIO_SEASON: PackageDocument = {
  ...VIDEO_MONTHLY,
  id: 'audio-season',
  attributes: {
    ...VIDEO_MONTHLY.attributes,
    title: 'Audio Season Pass',
    description: 'Live commentary of every match until the end of the season.',
    groupId: 'audio',
    styleData: {
      displayType: 'background-image',
      icon: null,
      customLabel: 'Best value',
      styleMode: 'dark',
      backgroundImageKey: 'packages/audio-season-background.jpg',
    },
    priceData: [
      {
        id: 'price_audio_season',
        type: 'one-off',
        priceDisplay: '£30 for the season',
        offer: null,
        furtherInformation: null,
        accessData: { entitlements: ['audio-annual'] },
      },
    ],
  },
};

/** The package groups (spec 001 §2) as the streamline service answers them. */
export const packageGroupsOf = (...groups: Array<[id: string, title: string]>) =>
  groups.map(([id, title], index) => ({
    id,
    type: 'package-groups',
    attributes: { title, orderPosition: index + 1 },
  }));

/** A match pass with three one-off prices (a taller card), in no group: shown under every group. */
export const MATCH_PASS: PackageDocument = {
  ...VIDEO_MONTHLY,
  id: 'match-pass',
  attributes: {
    ...VIDEO_MONTHLY.attributes,
    groupId: null,
    title: 'Match Pass',
    packageType: 'match-pass',
    priceData: ['a', 'b', 'c'].map((id) => ({
      id: `price_pass_${id}`,
      type: 'one-off' as const,
      priceDisplay: `£${id === 'a' ? 5 : 6} once`,
      offer: null,
      furtherInformation: null,
      accessData: { entitlements: [`match-pass-${id}`] },
    })),
  },
};

export interface PackageCalls {
  checkouts: unknown[];
  portals: unknown[];
}

/** The streamline and payments services as the widget uses them. */
export function packageServices(
  calls: PackageCalls,
  lists: { membership: PackageDocument[]; 'match-pass': PackageDocument[] },
  groups: ReturnType<typeof packageGroupsOf> = [],
) {
  return [
    http.get(PACKAGE_GROUPS_URL, () => HttpResponse.json({ data: groups })),
    http.get(PACKAGES_URL, ({ request }) => {
      const type = new URL(request.url).searchParams.get('filter.packageType') as 'membership' | 'match-pass';
      return HttpResponse.json({ data: lists[type] });
    }),
    http.post(CREATE_CHECKOUT_URL, async ({ request }) => {
      calls.checkouts.push(await request.json());
      return HttpResponse.json({ id: 'cs_1', url: 'http://localhost:4000/payments/checkout/cs_1' });
    }),
    http.post(CREATE_PORTAL_URL, async ({ request }) => {
      calls.portals.push(await request.json());
      return HttpResponse.json({ url: 'http://localhost:4000/payments/portal/ps_1' });
    }),
  ];
}
