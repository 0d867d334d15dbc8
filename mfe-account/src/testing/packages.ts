import type { PackageDocument } from '@club/shared/contracts';
import { serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';

export const PACKAGES_URL = serviceAddress('streamline', '/packages');
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
    imageData: { imageKey: 'packages/video-monthly.jpg' },
    successfulPaymentPage: '/videos/subscriptions?payment=success&package=video-monthly',
    cancelledPaymentPage: '/videos/subscriptions?payment=cancelled&package=video-monthly',
  },
};

/** A match pass with three one-off prices (a taller card). */
export const MATCH_PASS: PackageDocument = {
  ...VIDEO_MONTHLY,
  id: 'match-pass',
  attributes: {
    ...VIDEO_MONTHLY.attributes,
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
) {
  return [
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
