import { ENTITLEMENT_ANY_SIGNED_IN } from '@club/shared/contracts';
import type { LockedContentSettings } from './lib/locked-content.ts';
/**
 * The numbers and texts every part of the streaming area shares (the feeds, the cards, the lock
 * rule), from spec 001, each named once with the spec's meaning so a reviewer can hold the code
 * against §2, §4 and §9. Each feature's own texts are in its constants.ts.
 */

/** Spec 001 §2: /videos is the video home, feed 1. */
export const VIDEOS_FEED_ID = '1';

/** Spec 001 §7, §9: the feed is read from page index 0, ten items a page. */
export const FEED_PAGE_INDEX = 0;

/** Spec 001 §7: what a failed feed read logs. */
export const FEED_LOAD_LOG_MESSAGE = 'Problem retrieving pages';

/** Spec 001 §9: a video title is truncated at 48 characters with an ellipsis. */
export const VIDEO_TITLE_MAX_LENGTH = 48;
export const ELLIPSIS = '…';

/** Spec 001 §9: video thumbnails are 300 wide; the cards show them at 16:9. */
export const VIDEO_THUMBNAIL_WIDTH = 300;
export const VIDEO_THUMBNAIL_HEIGHT = 169;

/**
 * Spec 001 §3 "Locked-content settings" for live content: §4 "Live content requires login for any
 * entitlement ('*') and no extra upgrade entitlement", and §8 "Locked live content": its title,
 * message and 'Go to passes' button to /videos/subscriptions.
 */
export const LIVE_LOCKED_CONTENT: LockedContentSettings = {
  lockedVideoTitle: 'You must have a pass to watch this content',
  lockedVideoMessage: 'View our available passes on the subscriptions page',
  buttonText: 'Go to passes',
  buttonLink: '/videos/subscriptions',
  requireLoginEntitlement: ENTITLEMENT_ANY_SIGNED_IN,
  requireUpgradeEntitlement: '',
  entitlementDisplayOverride: null,
};

/** Not spec texts: the lock indicator's spoken name, and what the home says with no videos or on failure. */
export const VIDEO_LOCKED_LABEL = 'Locked';
export const NO_VIDEOS_MESSAGE = 'There are no videos here yet.';
export const VIDEOS_LOAD_ERROR = 'The videos could not be loaded.';
export const VIDEOS_LOADING_LABEL = 'Loading videos';

/** Spec 001 §2: feeds 2 (Live), 3 (FAQs) and 4 (Subscriptions) are enabled beside feed 1. */
export const LIVE_FEED_ID = '2';
export const FAQS_FEED_ID = '3';
export const SUBSCRIPTIONS_FEED_ID = '4';

/**
 * The sections of each feed, in the order the pages show them as rails. The feed API answers one
 * section a call (spec 001 §7) and names none it was not asked for, so the site names them here
 * (services/README.md "Videos and feeds"). A section the feed no longer has answers the feed's
 * first section; its rail is then left out rather than shown twice.
 */
export const FEED_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  [VIDEOS_FEED_ID]: ['latest', 'highlights', 'full-matches', 'interviews'],
  [LIVE_FEED_ID]: ['upcoming', 'recent'],
  [FAQS_FEED_ID]: ['how-to', 'troubleshooting'],
  [SUBSCRIPTIONS_FEED_ID]: ['packages', 'exclusives'],
};

/** Spec 000 §4 / 001 §2 search overlay: each unlocked item offers 'Watch Now', a locked one shows a padlock. */
export const WATCH_NOW_LABEL = 'Watch Now';

/** Ours: how far the viewer watched a video, said for the card's progress bar ('Continue watching'). */
export const watchedLabel = (position: string, duration: string) => `Watched ${position} of ${duration}`;

/** Spec 001 §3 "Media player state": the media types the video player overlay plays. */
export const ON_DEMAND_MEDIA_TYPE = 'OnDemand';
export const LIVE_VIDEO_MEDIA_TYPE = 'DrmLiveVideo';

/**
 * Ours (issue 21, beyond the spec): what a list says when child-friendly mode hides some of its
 * videos, and the control that switches the mode off.
 */
export const childFriendlyHiddenText = (hidden: number) =>
  `${hidden} ${hidden === 1 ? 'video is' : 'videos are'} hidden while child-friendly mode is on.`;
export const CHILD_FRIENDLY_OFF_LABEL = 'Turn off child-friendly mode';
