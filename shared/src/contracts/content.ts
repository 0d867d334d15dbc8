// Pieces every CMS answer under {webApi} shares: slugs, languages and text direction, image
// references, SEO fields, and the cookies the site sets (the cookies page describes them).
import * as v from '@club/shared/schema';

/** Lowercase letters and digits in words joined by single dashes: every CMS slug and path segment. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** A slug in a path or query; anything else is a malformed request (400), not an unknown page (404). */
export const contentSlug = v.pipe(
  v.string(),
  v.maxLength(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`),
  v.regex(SLUG_PATTERN, 'must be lowercase letters, digits and single dashes'),
);

/** Spec 000 §1: English and Arabic; Arabic reads right to left. */
export const CONTENT_LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const contentLanguage = v.picklist(CONTENT_LANGUAGES);
export const textDirection = v.picklist(['ltr', 'rtl']);
export type TextDirection = v.InferOutput<typeof textDirection>;
export const directionOf = (language: string): TextDirection => (language === 'ar' ? 'rtl' : 'ltr');

/** An image-library key; the site builds {images}/{w}x{h}/fit-in/{key} from it (spec 000 §7). */
export const imageRef = v.looseObject({ key: v.string(), alt: v.optional(v.string()) });
export type ImageRef = v.InferOutput<typeof imageRef>;

/** What a page tells search engines and link previews; the shell appends TITLE_SUFFIX to the title. */
export const seoFields = v.looseObject({
  title: v.string(),
  description: v.string(),
  /** The site path this content lives at, for rel=canonical (legacy news addresses point here). */
  canonicalPath: v.string(),
  imageKey: v.nullable(v.string()),
});
export type SeoFields = v.InferOutput<typeof seoFields>;

/**
 * Cookies the site's own scripts set, named once (spec 000 §4 "Cookie notice", "Overlay promos",
 * "Site lock"). The spec names the consent cookies only by role; these are the names. The account
 * site's session cookie (_sa_sso_upid) is set by the account service, not by page scripts.
 */
export const SITE_COOKIES = {
  /** 'true' once the visitor chose in the cookie notice; the notice shows unless it equals true. */
  consent: 'cookie_consent',
  /** 'true' when analytics was accepted; tracking starts at load when it is. */
  analyticsConsent: 'analytics_consent',
  /** Ids of overlay promos already shown. */
  promos: '_gc_promos',
  /** Set by the development site's lock screen. */
  siteLock: 'allow_entry',
  /** Ours (issue 24): '1' while spoiler-free mode is on (contracts/spoilers.ts). */
  spoilerFree: 'spoiler_free',
} as const;

/** Spec 000 §9: both consent cookies last 5184000000 ms (60 days), on the club domain. */
export const CONSENT_COOKIE_MAX_AGE_MS = 5_184_000_000;
/** Spec 000 §9: allow_entry lasts 60 days. */
export const SITE_LOCK_COOKIE_DAYS = 60;
/** Spec 000 §9: _gc_promos "expires 2099"; the last day of that year. */
export const PROMOS_COOKIE_EXPIRES = '2099-12-31T23:59:59Z';
