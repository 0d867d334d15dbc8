import { IMAGE_KINDS } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { crestLetters, playerParts } from './art-club.ts';
import { drawArtwork } from './artwork.ts';
import { acceptedTypes, negotiateFormat } from './negotiate-format.ts';
import { CHAR_EM, safeArea, slugWords, wrapWords } from './svg-kit.ts';

/** Each line of text a drawing writes, with where it reaches from and to, by the layout's own estimate. */
function textExtents(body: string): Array<{ line: string; left: number; right: number }> {
  const extents: Array<{ line: string; left: number; right: number }> = [];
  for (const text of body.matchAll(/<text ([^>]*)>(.*?)<\/text>/g)) {
    const attributes = text[1] ?? '';
    const size = Number(/font-size="([\d.]+)"/.exec(attributes)?.[1]);
    const anchor = /text-anchor="(\w+)"/.exec(attributes)?.[1] ?? 'start';
    const spacing = Number(/letter-spacing="([\d.]+)"/.exec(attributes)?.[1] ?? 0);
    for (const span of (text[2] ?? '').matchAll(/<tspan x="([\d.-]+)" y="[\d.-]+">(.*?)<\/tspan>/g)) {
      const x = Number(span[1]);
      const line = (span[2] ?? '').replace(/&amp;/g, '&');
      const em = line === line.toUpperCase() ? CHAR_EM.upper : CHAR_EM.mixed;
      const width = line.length * (em * size + spacing);
      const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
      extents.push({ line, left, right: left + width });
    }
  }
  return extents;
}

describe('artwork', () => {
  it('draws every kind with its own natural size, and a neutral picture for other kinds', () => {
    for (const kind of IMAGE_KINDS) expect(drawArtwork(`${kind}/some-thing.jpg`).kind).toBe(kind);
    expect(drawArtwork('misc/some-thing.jpg')).toMatchObject({ kind: 'other', width: 1200, height: 800 });
    expect(drawArtwork('no-folder.jpg').kind).toBe('other');
    expect(drawArtwork('news/a.jpg')).toMatchObject({ width: 1600, height: 900, transparent: false });
    expect(drawArtwork('players/a.jpg')).toMatchObject({ width: 800, height: 1000 });
  });

  it('keeps crests, sponsor logos and kits transparent and everything else opaque', () => {
    const transparent = IMAGE_KINDS.filter((kind) => drawArtwork(`${kind}/x.png`).transparent);
    expect(transparent.sort()).toEqual(['crest', 'kits', 'sponsors']);
  });

  it('draws audio posters and offline cards square, video ones 16:9', () => {
    expect(drawArtwork('posters/live-audio.jpg')).toMatchObject({ width: 1000, height: 1000 });
    expect(drawArtwork('posters/live-video.jpg')).toMatchObject({ width: 1280, height: 720 });
    expect(drawArtwork('offline/commentary-offline.jpg')).toMatchObject({ width: 1000, height: 1000 });
  });

  it('writes the words of the slug into the picture', () => {
    expect(drawArtwork('sponsors/harbour-bank.png').body).toContain('Harbour Bank');
    expect(drawArtwork('news/cup-final-tickets.jpg').body).toContain('Cup Final Tickets');
    const player = drawArtwork('players/ava-stone-9.jpg').body;
    expect(player).toContain('AVA STONE');
    expect(player).toContain('>9<');
    expect(player).toContain('>AS<');
  });

  it('writes every word of a landscape picture inside its centred square, so a square card never cuts a headline', () => {
    // The keys the seed gives news, club pages, videos, live posters and off-air cards, and an unknown kind.
    const keys = [
      'news/lionesses-sign-scandinavian-midfielder-on-a-two-year-deal.jpg',
      'pages/equality-diversity-and-inclusion-action-plan-progress-report.jpg',
      'videos/northbridge-uncovered-inside-the-academy-episode-3.jpg',
      'posters/live-video-northbridge-v-eastport-athletic.jpg',
      'offline/live-video-offline-northbridge-v-eastport-athletic.jpg',
      'misc/some-unknown-very-long-picture-name-for-testing.jpg',
    ];
    for (const key of keys) {
      const drawing = drawArtwork(key);
      expect(drawing.width, key).toBeGreaterThan(drawing.height);
      const square = safeArea(drawing.width, drawing.height, 0);
      const extents = textExtents(drawing.body);
      expect(extents.length, key).toBeGreaterThan(0);
      for (const { line, left, right } of extents) {
        expect(left, `${key}: '${line}'`).toBeGreaterThanOrEqual(square.x);
        expect(right, `${key}: '${line}'`).toBeLessThanOrEqual(square.x + square.width);
      }
    }
  });

  it('reads a player slug into name and shirt number', () => {
    expect(playerParts(['ava', 'stone', '9'])).toEqual({ name: ['ava', 'stone'], number: '9' });
    expect(playerParts(['ava', 'stone'])).toEqual({ name: ['ava', 'stone'], number: undefined });
  });

  it('letters a crest by word, keeping FC whole', () => {
    expect(crestLetters(['northbridge', 'fc'])).toBe('NFC');
    expect(crestLetters(['eastport', 'athletic'])).toBe('EA');
  });

  it('splits and wraps words, ending a cut line with an ellipsis', () => {
    expect(slugWords('lionesses-reach_the.final')).toEqual(['lionesses', 'reach', 'the', 'final']);
    expect(wrapWords('one two three four', 9, 2)).toEqual(['one two', 'three…']);
  });
});

describe('negotiateFormat', () => {
  it('takes only media types named outright and not refused with q=0', () => {
    expect([...acceptedTypes('image/avif;q=0.9, image/webp;q=0, */*')]).toEqual(['image/avif', '*/*']);
    expect(negotiateFormat('IMAGE/AVIF', false)).toBe('avif');
    expect(negotiateFormat('*/*', false)).toBe('jpeg');
    expect(negotiateFormat('*/*', true)).toBe('png');
    expect(negotiateFormat(undefined, true)).toBe('png');
  });
});
