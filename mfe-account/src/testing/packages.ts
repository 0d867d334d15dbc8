import {
  type Membership,
  NO_MATCH_PASSES_TEXT,
  NO_SUBSCRIPTIONS_TEXT,
  type PackageDocument,
  type PackagesWidgetData,
} from '@club/shared/contracts';
import { serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import {
  PACKAGES_HEADING,
  VOUCHER_OPEN_LABEL,
  VOUCHER_SUBMIT_LABEL,
  VOUCHER_TEXT,
  VOUCHER_TITLE,
} from '../features/packages/constants.ts';

export const PACKAGES_URL = serviceAddress('streamline', '/packages');
export const PACKAGE_GROUPS_URL = serviceAddress('streamline', '/package-groups');
export const CREATE_CHECKOUT_URL = serviceAddress('payments', '/create-checkout');
export const CREATE_PORTAL_URL = serviceAddress('payments', '/create-portal-redirect');
export const PACKAGES_WIDGET_URL = serviceAddress('webApi', '/v1/packages-widget');
export const MEMBERSHIPS_URL = serviceAddress('webApi', '/v1/memberships');

const iconCard = (icon: string) => ({
  displayType: 'icon-only' as const,
  icon,
  customLabel: null,
  styleMode: 'light',
  backgroundImageKey: null,
});

/**
 * Widget data (spec 001 §2) that says what the widget says without it, so a test about something
 * else reads the same words; a test about the data overrides what it is about.
 */
export const WIDGET_DATA: PackagesWidgetData = {
  title: PACKAGES_HEADING,
  style: 'light',
  footerStyle: 'light',
  noSubscriptionsText: NO_SUBSCRIPTIONS_TEXT,
  noMatchPassesText: NO_MATCH_PASSES_TEXT,
  cta1Text: 'Got a code?',
  cta1ButtonCta: VOUCHER_OPEN_LABEL,
  cta2Text: 'Questions?',
  cta2ButtonCta: 'Read the FAQs',
  cta2ButtonLink: '/videos/faqs',
  voucherTitle: VOUCHER_TITLE,
  voucherText: VOUCHER_TEXT,
  voucherButton: VOUCHER_SUBMIT_LABEL,
  planStyles: {
    'yearly-audio': iconCard('Audio'),
    'monthly-audio': iconCard('Audio'),
    video: iconCard('Video'),
  },
};

/** The two memberships of spec 001 §3, subscriber first by orderPosition though stored second. */
export const MEMBERSHIPS: Membership[] = [
  {
    membershipID: 'free',
    title: 'Free',
    description: 'Free with an account.',
    buttonText: 'Watch Free',
    buttonLink: '/videos',
    loginButtonText: 'Log In',
    lockedVideoTitle: 'Log in to watch this video',
    lockedVideoMessage: 'It is free with a club account.',
    renderLabel: null,
    orderPosition: 2,
    displayImage: 'packages/membership-free.jpg',
    logo: null,
    backgroundColour: '#f4f5f7',
    textColour: '#14181f',
    mappedEntitlements: ['*'],
    benefits: ['Highlights'],
    benefitIcons: ['Video'],
  },
  {
    membershipID: 'subscriber',
    title: 'Subscriber',
    description: 'Every match live.',
    buttonText: 'Subscribe',
    buttonLink: '/videos/subscriptions',
    loginButtonText: 'Log In',
    lockedVideoTitle: 'Subscribe to watch this video',
    lockedVideoMessage: 'Full matches come with a subscription.',
    renderLabel: 'Most popular',
    orderPosition: 1,
    displayImage: null,
    logo: 'crest/northbridge-fc.png',
    backgroundColour: '#0b1f3a',
    textColour: '#ffffff',
    mappedEntitlements: ['subscriber'],
    benefits: ['Every match live', 'Full-match replays'],
    benefitIcons: ['Video', 'Calendar'],
  },
];

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
    http.get(PACKAGES_WIDGET_URL, () => HttpResponse.json({ data: WIDGET_DATA })),
    http.get(MEMBERSHIPS_URL, () => HttpResponse.json({ data: [] })),
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
