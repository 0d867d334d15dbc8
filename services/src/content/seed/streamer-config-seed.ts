// The streamer site variant's configuration (spec 001 §3 "Streamer config"). Faithful to the spec,
// it still carries another club's streaming branding: streamClubID and the desktop hero image's key
// came over from the Harbourside City set-up this configuration was copied from. The brand name is
// the club's own: the site shows it in the streamer header and footer (spec 001 §3), and a
// supporter must never read another club's name there (docs/spec-choices.md).
import { STREAMER_HEADINGS, STREAMER_PLAYLIST_AMOUNT, type StreamerConfig } from '@club/shared/contracts';
import { CLUB_NAME, CLUB_TV_NAME } from '@club/shared/site';
import { CLUB_DOMAIN } from './page-draft.ts';
import {
  BLOCKED_HOURS,
  CUP_MATCHES,
  DEVICES_AND_BROWSERS,
  OVERSEAS,
  REPLAYS,
  SUPPORT_EMAIL,
} from './streaming-faqs.ts';

/** The leftover branding (spec 000 §1, 001 §1: "still carries another club's streaming branding"). */
export const LEFTOVER_STREAM_CLUB_ID = 'hcfc';
export const LEFTOVER_HERO_IMAGE_KEY = 'hero/harbourside-city-tv-desktop.jpg';

export function buildStreamerConfig(): StreamerConfig {
  return {
    streamClubID: LEFTOVER_STREAM_CLUB_ID,
    brandName: CLUB_TV_NAME,
    displayPackagesSection: true,
    displayVoucherSection: true,
    headings: { ...STREAMER_HEADINGS },
    hero: {
      title: `Watch ${CLUB_NAME} live`,
      text: 'Every league match live, with live audio commentary and full-match replays, wherever you are in the world.',
      desktopImageKey: LEFTOVER_HERO_IMAGE_KEY,
      mobileImageKey: 'hero/streamer-mobile.jpg',
    },
    voucher: {
      text: 'Been given a voucher code? Enter it here to redeem your pass.',
      buttonText: 'Redeem',
    },
    playlist: {
      display: true,
      title: 'Replays',
      description: 'Full matches and highlights from the season so far.',
      amount: STREAMER_PLAYLIST_AMOUNT,
      feedType: 'on-demand',
      feed: '1',
    },
    headerLinks: [
      { label: 'Next Match', anchor: 'next-match' },
      { label: 'Packages', anchor: 'packages' },
      { label: 'Fixtures', anchor: 'fixtures' },
      { label: 'Replays', anchor: 'videos' },
      { label: 'Help', anchor: 'troubleshooting' },
    ],
    footerLinks: [
      { label: 'Official club website', url: `https://www.${CLUB_DOMAIN}/`, newTab: true },
      { label: 'Privacy Notice', url: '/the-club/privacy-notice', newTab: false },
      { label: 'Cookies', url: '/the-club/cookies', newTab: false },
      { label: 'Contact support', url: `mailto:${SUPPORT_EMAIL}`, newTab: false },
    ],
    // Spec 000 §1: overseas viewing, blocked hours, cup matches, replay holdback; spec 001 §9: the
    // minimum operating system and browser requirements.
    faqItems: [OVERSEAS, BLOCKED_HOURS, CUP_MATCHES, REPLAYS, DEVICES_AND_BROWSERS],
  };
}
