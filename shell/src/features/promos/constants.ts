// The overlay and upgrade promos' texts and names (spec 000 §2 "Overlay promo", "Other overlays",
// §4 "Overlay promos"; spec 001 §2 "Upgrade promo"), named once.

/** The reason the overlay promo holds the background lock (lockBackgroundFor). */
export const OVERLAY_PROMO_LOCK = 'overlay-promo';

/** Spec 000 §2: the promo's mini size (its image at most 350 px wide); any other type is the default size. */
export const PROMO_TYPE_MINI = 'mini';

/** The overlay promo dialog's name, its close icon's name and its backdrop's name. */
export const PROMO_DIALOG_LABEL = 'Promotion';
export const PROMO_CLOSE_LABEL = 'Close the promotion';
export const PROMO_BACKDROP_LABEL = 'Dismiss the promotion';

/** Spec 000 §2: promo links are marked sponsored; one opening a new window also gets noopener. */
export const PROMO_LINK_REL = 'sponsored';
export const PROMO_NEW_WINDOW_REL = 'sponsored noopener';

/** Said after a link's name when it opens in a new tab. */
export const NEW_TAB_HINT = '(opens in a new tab)';

/**
 * The upgrade promo (spec 000 §2 "Other overlays", spec 001 §2): image, title, description, a
 * 'Learn more' link in a new tab and 'Subscribe now'. The spec names the two controls; the image,
 * title and description are ours. 'Learn more' goes to the subscriptions page, which spec 001 §2
 * names as the upgrade page.
 */
export const UPGRADE_PROMO = {
  imageKey: 'promos/upgrade-to-club-tv.jpg',
  title: 'Upgrade to watch',
  description:
    'This video is for subscribers. Choose a subscription or a match pass to watch every match, replay and interview.',
  learnMore: 'Learn more',
  learnMoreUrl: '/videos/subscriptions',
  subscribeNow: 'Subscribe now',
  close: 'Close',
} as const;
