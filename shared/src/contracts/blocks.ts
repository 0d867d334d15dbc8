// Content blocks that CMS pages carry beside their body (spec 000 §3 "Carousel" and "Button", §5
// "Icon, button, heading and carousel value sets are as listed in section 3", §9 slides per view):
// carousels, buttons, and where the carousel adverts go. The value sets are the spec's; the block
// shapes are designed (the spec shows none).
import * as v from '@club/shared/schema';
import {
  BUTTON_STYLES,
  CAROUSEL_STYLES,
  CAROUSEL_TYPES,
  HEADING_TAGS,
  ICON_ALIGNMENTS,
} from './block-values.ts';
import { type IconName, isIconName } from './icon-names.ts';

/** A link in a block: a site path ('/tickets') or another site's address. */
const blockUrl = v.pipe(
  v.string(),
  v.regex(/^(\/(?!\/)|https?:\/\/|mailto:)/, 'must be a site path, an http(s) address or mailto:'),
);

/** An icon a CMS editor chose: a name the site does not know shows no icon rather than no button. */
const iconName = v.pipe(
  v.string(),
  v.transform((name): IconName | '' => (isIconName(name) ? name : '')),
);

export const buttonBlock = v.looseObject({
  type: v.literal('button'),
  label: v.pipe(v.string(), v.minLength(1, 'is required')),
  url: blockUrl,
  buttonStyle: v.picklist(BUTTON_STYLES),
  icon: iconName,
  iconAlignment: v.picklist(ICON_ALIGNMENTS),
  headingTag: v.picklist(HEADING_TAGS),
  /** Opens another site in a new tab. */
  newTab: v.boolean(),
});
export type ButtonBlockData = v.InferOutput<typeof buttonBlock>;

/** One slide of a carousel: a picture, a title, a line of text and an optional link. */
export const carouselSlide = v.looseObject({
  title: v.pipe(v.string(), v.minLength(1, 'is required')),
  text: v.nullable(v.string()),
  imageKey: v.nullable(v.string()),
  link: v.nullable(v.looseObject({ label: v.pipe(v.string(), v.minLength(1)), url: blockUrl })),
});
export type CarouselSlide = v.InferOutput<typeof carouselSlide>;

export const carouselBlock = v.looseObject({
  type: v.literal('carousel'),
  /** The carousel's heading, and its name for screen readers. */
  title: v.pipe(v.string(), v.minLength(1, 'is required')),
  carouselStyle: v.picklist(CAROUSEL_STYLES),
  carouselType: v.picklist(CAROUSEL_TYPES),
  /** The style of the slides' links. */
  buttonStyle: v.picklist(BUTTON_STYLES),
  slides: v.pipe(v.array(carouselSlide), v.minLength(1, 'needs a slide')),
});
export type CarouselBlockData = v.InferOutput<typeof carouselBlock>;

/** Where the page shows the carousel adverts (spec 000 §3 "Advert, carousel and widget"). */
export const advertCarouselBlock = v.looseObject({ type: v.literal('advert-carousel') });

export const contentBlock = v.union([buttonBlock, carouselBlock, advertCarouselBlock]);
export type ContentBlock = v.InferOutput<typeof contentBlock>;

/**
 * A page's blocks as the CMS sends them: each is checked on its own, and one the site does not know
 * (a newer CMS) or one that breaks its contract is left out, so the page shows its body and the
 * other blocks rather than an error. Absent means none.
 */
export const contentBlocks = v.pipe(
  v.optional(v.array(v.unknown()), []),
  v.transform((items) =>
    items.flatMap((item): ContentBlock[] => {
      const read = v.safeParse(contentBlock, item);
      return read.success ? [read.output] : [];
    }),
  ),
);
