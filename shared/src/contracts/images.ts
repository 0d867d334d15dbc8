import * as v from '@club/shared/schema';

/** The largest side the image service renders; larger asks are refused, not silently clamped. */
export const IMAGE_MAX_SIDE = 4000;

/** Spec 000 §7 "Image addresses": the fit option of handler v2 ('/fit-in/') and of handler v1 (',contain'). */
export const IMAGE_FIT_IN_V2 = 'fit-in';
export const IMAGE_CONTAIN_V1 = 'contain';

/**
 * Image kinds: the first path segment of an image key (`<kind>/<slug>.<ext>`). The image service
 * draws each kind its own way; a key of any other kind still gets a neutral picture.
 */
export const IMAGE_KINDS = [
  'news',
  'players',
  'crest',
  'sponsors',
  'adverts',
  'promos',
  'videos',
  'posters',
  'offline',
  'packages',
  'hero',
  'kits',
  'pages',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** File extensions an image key may end with; the service answers 404 for any other. */
export const IMAGE_KEY_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'] as const;

/** `{w}x{h}` of an image address (spec 000 §7 "Image addresses"), as whole pixels. */
export const imageSize = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}x\d{1,5}$/, 'must be {width}x{height}'),
  v.transform((raw) => {
    const [width, height] = raw.split('x').map(Number) as [number, number];
    return { width, height };
  }),
  v.check(
    ({ width, height }) => width >= 1 && height >= 1 && width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE,
    `each side must be between 1 and ${IMAGE_MAX_SIDE}`,
  ),
);
export type ImageSize = v.InferOutput<typeof imageSize>;

/** An image key: a relative path of plain characters, never climbing out with ".." or empty segments. */
export const imageKey = v.pipe(
  v.string(),
  v.minLength(1, 'is required'),
  v.maxLength(512, 'is too long'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'has characters an image key cannot have'),
  v.check((key) => !key.split('/').includes('..'), 'must not contain ..'),
  v.check(
    (key) => key.split('/').every((segment) => segment !== '' && segment !== '.'),
    'has an empty segment',
  ),
);

/** GET {images}/{w}x{h}/fit-in/{imageKey} (handler v2). */
export const imageRequest = v.object({ size: imageSize, key: imageKey });
export type ImageRequest = v.InferOutput<typeof imageRequest>;
