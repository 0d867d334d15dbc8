// The picture behind every image key. There are no stored files: the key's first path segment
// (its kind) picks a drawing, and its slug fills in the words and the colours, so any key the
// seed or a test invents shows something fitting, and the same key always shows the same thing.
import { IMAGE_KINDS, type ImageKind } from '@club/shared/contracts';
import { crest, kits, players } from './art-club.ts';
import { adverts, packages, promos, sponsors } from './art-commercial.ts';
import { hero, neutral, news, offline, pages, posters, videos } from './art-editorial.ts';
import { type ArtInput, type Drawing, digest, slugWords } from './svg-kit.ts';

export interface Artwork extends Drawing {
  /** One of IMAGE_KINDS, or 'other' for a key of any other kind. */
  kind: ImageKind | 'other';
}

const DRAW: Record<ImageKind, (input: ArtInput) => Drawing> = {
  news,
  players,
  crest,
  sponsors,
  adverts,
  promos,
  videos,
  posters,
  offline,
  packages,
  hero,
  kits,
  pages,
};

const isKind = (value: string): value is ImageKind => (IMAGE_KINDS as readonly string[]).includes(value);

/** The drawing for a validated key such as "players/ava-stone-9.jpg". */
export function drawArtwork(key: string): Artwork {
  const segments = key.split('/');
  const first = segments.length > 1 ? (segments[0] ?? '') : '';
  const slug = (segments[segments.length - 1] ?? key).replace(/\.[a-z0-9]+$/i, '');
  const input: ArtInput = { slug, words: slugWords(slug), bytes: digest(key) };
  if (isKind(first)) return { kind: first, ...DRAW[first](input) };
  return { kind: 'other', ...neutral(input) };
}

/** The whole SVG document for a drawing, rasterised at `width` x `height` pixels. */
export function toSvg(drawing: Drawing, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${drawing.width} ${drawing.height}" preserveAspectRatio="none">${drawing.body}</svg>`;
}
