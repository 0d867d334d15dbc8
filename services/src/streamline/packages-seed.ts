// The packages the streamline service keeps (spec 001 §3 "Package", "Price entry", "StyleData"): four
// memberships and the package groups, seeded into the document store. A match pass for each
// streamed match is built from the match itself as it is asked for (match-passes.ts), with the same
// builders (package-documents.ts). One package has three prices, so its card grows (spec 001 §2:
// 480 px plus 80 px per price beyond two). Prices grant the package codes of
// entitlements/package-codes.ts.
import type { PackageGroup } from '@club/shared/contracts';
import type { Document } from '../content/documents.ts';
import { ENTITLEMENTS } from '../entitlements/package-codes.ts';
import { type ListedPackage, list, type PackageGroupId, pkg, price } from './package-documents.ts';

/** Each group's heading and place on the packages page (spec 001 §2). */
export const PACKAGE_GROUPS = {
  video: { title: 'Watch', orderPosition: 1 },
  audio: { title: 'Listen', orderPosition: 2 },
} as const satisfies Record<PackageGroupId, { title: string; orderPosition: number }>;

export const buildPackageGroupDocuments = (): Document[] =>
  Object.entries(PACKAGE_GROUPS).map(
    ([id, attributes]): Document<PackageGroup> => ({
      id,
      body: { id, type: 'package-groups', attributes: { ...attributes } },
    }),
  );

/** One-off season prices give access until the season ends. */
export const SEASON_ENDS_AT = new Date('2027-06-01T00:00:00Z');
const VIDEO_INFO = list(
  'Every live match video of the Men&#39;s Team and the Lionesses, outside UK blackout hours',
  'Full replays from 12 noon UK time the day after each match',
  'Watch on up to two devices at once',
);
const AUDIO_INFO = list(
  'Live commentary of every match, home and away',
  'Available about 5 to 10 minutes before kick-off',
  'No blackout: audio plays in the UK on Saturday afternoons',
);
const RENEWAL = '<p>Renews automatically until you cancel in Manage Subscriptions.</p>';
const NO_RENEWAL = `<p>Paid once. Access ends on 1 June 2027 and nothing renews.</p>`;

function memberships(): ListedPackage[] {
  return [
    pkg({
      id: 'video-monthly',
      packageType: 'membership',
      group: 'video',
      title: 'Video Monthly Pass',
      description: 'Live match video and the replay library, month by month.',
      style: { displayType: 'icon-only', icon: 'video', styleMode: 'dark' },
      prices: [
        price({
          id: 'price_video_monthly',
          type: 'recurring',
          interval: 'month',
          amount: 999,
          priceDisplay: '£9.99 per month',
          offer: 'Cancel any time',
          furtherInformation: VIDEO_INFO + RENEWAL,
          entitlements: [ENTITLEMENTS.videoSubscriber],
        }),
      ],
    }),
    pkg({
      id: 'video-season',
      packageType: 'membership',
      group: 'video',
      title: 'Video Season Pass',
      description: 'Every live match and replay until the end of the season.',
      style: { displayType: 'background-image', styleMode: 'light', customLabel: 'Best value' },
      prices: [
        price({
          id: 'price_video_season',
          type: 'recurring',
          interval: 'year',
          amount: 7999,
          priceDisplay: '£79.99 per season',
          offer: 'Save £39.89 on twelve monthly payments',
          furtherInformation: VIDEO_INFO + RENEWAL,
          entitlements: [ENTITLEMENTS.videoSubscriber, ENTITLEMENTS.videoSeason],
        }),
        price({
          id: 'price_video_season_with_commentary',
          type: 'recurring',
          interval: 'year',
          amount: 9999,
          priceDisplay: '£99.99 per season, commentary included',
          offer: 'Video and live commentary together',
          furtherInformation: VIDEO_INFO + AUDIO_INFO + RENEWAL,
          entitlements: [ENTITLEMENTS.videoSubscriber, ENTITLEMENTS.videoSeason, ENTITLEMENTS.audioAnnual],
        }),
        price({
          id: 'price_video_season_once',
          type: 'one-off',
          amount: 8999,
          priceDisplay: '£89.99 once',
          furtherInformation: VIDEO_INFO + NO_RENEWAL,
          entitlements: [ENTITLEMENTS.videoSubscriber, ENTITLEMENTS.videoSeason],
          validUntil: SEASON_ENDS_AT,
        }),
      ],
    }),
    pkg({
      id: 'audio-monthly',
      packageType: 'membership',
      group: 'audio',
      title: 'Audio Monthly Pass',
      description: 'Live commentary of every match, month by month.',
      style: { displayType: 'icon-only', icon: 'audio', styleMode: 'dark' },
      prices: [
        price({
          id: 'price_audio_monthly',
          type: 'recurring',
          interval: 'month',
          amount: 399,
          priceDisplay: '£3.99 per month',
          furtherInformation: AUDIO_INFO + RENEWAL,
          entitlements: [ENTITLEMENTS.audioMonthly],
        }),
      ],
    }),
    pkg({
      id: 'audio-season',
      packageType: 'membership',
      group: 'audio',
      title: 'Audio Season Pass',
      description: 'Live commentary of every match until the end of the season.',
      style: { displayType: 'background-image', styleMode: 'dark' },
      prices: [
        price({
          id: 'price_audio_season',
          type: 'recurring',
          interval: 'year',
          amount: 2999,
          priceDisplay: '£29.99 per season',
          offer: 'Save £17.89 on twelve monthly payments',
          furtherInformation: AUDIO_INFO + RENEWAL,
          entitlements: [ENTITLEMENTS.audioAnnual],
        }),
        price({
          id: 'price_audio_season_once',
          type: 'one-off',
          amount: 3499,
          priceDisplay: '£34.99 once',
          furtherInformation: AUDIO_INFO + NO_RENEWAL,
          entitlements: [ENTITLEMENTS.audioAnnual],
          validUntil: SEASON_ENDS_AT,
        }),
      ],
    }),
  ];
}

/** The stored packages: the memberships, in the order the list answers them. */
export function buildPackages(): ListedPackage[] {
  return memberships();
}

export const buildPackageDocuments = (): Document[] => buildPackages().map((body) => ({ id: body.id, body }));
