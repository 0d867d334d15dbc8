// Picks the output format from the Accept header: AVIF when the browser names it, else WebP, else
// the format every browser reads (JPEG, or PNG for pictures that need transparency). Only formats
// named outright count: `image/*` and `*/*` are sent by browsers that cannot read AVIF or WebP.

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The media types the header accepts by name, leaving out any with q=0. */
export function acceptedTypes(accept: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const range of (accept ?? '').split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (type) accepted.add(type);
  }
  return accepted;
}

export function negotiateFormat(accept: string | undefined, transparent: boolean): ImageFormat {
  const accepted = acceptedTypes(accept);
  if (accepted.has(CONTENT_TYPES.avif)) return 'avif';
  if (accepted.has(CONTENT_TYPES.webp)) return 'webp';
  return transparent ? 'png' : 'jpeg';
}
