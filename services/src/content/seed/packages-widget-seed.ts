// The packages widget's CMS data (spec 001 §2 "Widget data") and the two video memberships (spec
// 001 §3 "Membership (video)": subscriber, and free with 'Watch Free'). The spec's own texts are
// quoted from @club/shared/contracts; the rest is the club's copy.
import {
  ENTITLEMENT_ANY_SIGNED_IN,
  type Membership,
  NO_MATCH_PASSES_TEXT,
  NO_SUBSCRIPTIONS_TEXT,
  type PackagesWidgetData,
  STREAMER_HEADINGS,
} from '@club/shared/contracts';
import { CLUB_CREST_IMAGE_KEY, CLUB_TV_NAME } from '@club/shared/site';
import { ENTITLEMENTS } from '../../entitlements/package-codes.ts';

/** Spec 001 §3 "Membership (video)": 'Watch Free' is the free membership's button. */
export const WATCH_FREE = 'Watch Free';

export function buildPackagesWidget(): PackagesWidgetData {
  return {
    title: STREAMER_HEADINGS.packages,
    style: 'light',
    footerStyle: 'dark',
    noSubscriptionsText: NO_SUBSCRIPTIONS_TEXT,
    noMatchPassesText: NO_MATCH_PASSES_TEXT,
    cta1Text: 'Been given a voucher code?',
    cta1ButtonCta: STREAMER_HEADINGS.voucher,
    cta2Text: 'Questions about passes, devices or blocked hours?',
    cta2ButtonCta: 'Read the streaming FAQs',
    cta2ButtonLink: '/videos/faqs',
    voucherTitle: STREAMER_HEADINGS.voucher,
    voucherText: 'Been given a voucher code? Enter it here to redeem your pass.',
    voucherButton: 'Redeem',
    planStyles: {
      'yearly-audio': {
        displayType: 'background-image',
        icon: 'Audio',
        customLabel: 'Best value',
        styleMode: 'dark',
        backgroundImageKey: 'packages/plan-yearly-audio-background.jpg',
      },
      'monthly-audio': {
        displayType: 'icon-only',
        icon: 'Audio',
        customLabel: null,
        styleMode: 'light',
        backgroundImageKey: null,
      },
      video: {
        displayType: 'background-image',
        icon: 'Video',
        customLabel: null,
        styleMode: 'dark',
        backgroundImageKey: 'packages/plan-video-background.jpg',
      },
    },
  };
}

export function buildMemberships(): Membership[] {
  return [
    {
      membershipID: 'free',
      title: 'Free',
      description: 'Highlights, interviews and the how-to videos, free with a club account.',
      buttonText: WATCH_FREE,
      buttonLink: '/videos',
      loginButtonText: 'Log In',
      lockedVideoTitle: 'Log in to watch this video',
      lockedVideoMessage: 'It is free with a club account.',
      renderLabel: null,
      orderPosition: 2,
      displayImage: 'packages/membership-free.jpg',
      logo: CLUB_CREST_IMAGE_KEY,
      backgroundColour: '#f4f5f7',
      textColour: '#14181f',
      mappedEntitlements: [ENTITLEMENT_ANY_SIGNED_IN],
      benefits: ['Highlights and interviews', 'Goal of the month', 'How-to videos'],
      benefitIcons: ['Video', 'Ball', 'Tick'],
    },
    {
      membershipID: 'subscriber',
      title: `${CLUB_TV_NAME} subscriber`,
      description: 'Every match live, the full-match replays and live audio commentary.',
      buttonText: 'Subscribe',
      buttonLink: '/videos/subscriptions',
      loginButtonText: 'Log In',
      lockedVideoTitle: 'Subscribe to watch this video',
      lockedVideoMessage: 'Full matches and every paid video come with a subscription.',
      renderLabel: 'Most popular',
      orderPosition: 1,
      displayImage: 'packages/membership-subscriber.jpg',
      logo: CLUB_CREST_IMAGE_KEY,
      backgroundColour: '#0b1f3a',
      textColour: '#ffffff',
      mappedEntitlements: [ENTITLEMENTS.videoSubscriber],
      benefits: ['Every match live', 'Full-match replays', 'Live audio commentary'],
      benefitIcons: ['Video', 'Calendar', 'Audio'],
    },
  ];
}
