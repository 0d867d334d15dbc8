// Commercial pictures: sponsor logos (a brand mark and the sponsor's name, transparent like a real
// logo file), square adverts, overlay promos and package cards. The words come from the slug, so
// "sponsors/harbour-bank.png" reads "Harbour Bank".
import { headphonesIcon, playIcon, starIcon } from './icons.ts';
import {
  type ArtInput,
  BRAND_COLOURS,
  CLUB,
  type Drawing,
  fitFontSize,
  inkOn,
  linearGradient,
  pick,
  pickOther,
  round,
  textLines,
  titleCase,
  wrapWords,
} from './svg-kit.ts';

/** Advert image keys end in the image type ("-mobile", "-desktop"); the artwork drops it. */
const IMAGE_TYPE_WORDS = /^(mobile|desktop|tablet|square)$/i;

function brandMark(shape: number, cx: number, cy: number, r: number, colour: string, letter: string): string {
  const ink = inkOn(colour);
  const marks = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.78)}" fill="none" stroke="${ink}" stroke-width="${round(r * 0.06)}"/>`,
    `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" fill="${colour}"/>`,
    `<polygon points="${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = (Math.PI / 3) * i;
        return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
      })
      .join(' ')}" fill="${colour}"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${round(r * 0.35)}" fill="${colour}"/>`,
  ];
  const mark = marks[shape % marks.length] ?? '';
  return `${mark}${textLines({ lines: [letter], x: cx, y: cy + r * 0.36, size: r, fill: ink, anchor: 'middle' })}`;
}

export function sponsors({ words, bytes }: ArtInput): Drawing {
  const colour = pick(BRAND_COLOURS, bytes[0]);
  const name = titleCase(words) || 'Sponsor';
  const lines = wrapWords(name, 14, 2);
  const size = fitFontSize(lines, 470, 84);
  const firstBaseline = 200 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35;
  return {
    width: 800,
    height: 400,
    transparent: true,
    background: 'rgba(0,0,0,0)',
    body: [
      brandMark(bytes[1] ?? 0, 160, 200, 110, colour, name.charAt(0).toUpperCase()),
      textLines({ lines, x: 300, y: firstBaseline, size, fill: colour, lineHeight: 1.1 }),
    ].join(''),
  };
}

export function adverts({ words, bytes }: ArtInput): Drawing {
  const from = pick(BRAND_COLOURS, bytes[0]);
  const to = pickOther(BRAND_COLOURS, from, bytes[1]);
  const ink = inkOn(from);
  const headline =
    words
      .filter((word) => !IMAGE_TYPE_WORDS.test(word))
      .join(' ')
      .toUpperCase() || 'ADVERT';
  const lines = wrapWords(headline, 12, 4);
  const size = fitFontSize(lines, 840, 130, true);
  return {
    width: 1000,
    height: 1000,
    transparent: false,
    background: from,
    body: [
      `<defs>${linearGradient('bg', from, to)}</defs>`,
      `<rect width="1000" height="1000" fill="url(#bg)"/>`,
      `<circle cx="860" cy="140" r="260" fill="${CLUB.white}" opacity="0.08"/>`,
      `<circle cx="860" cy="140" r="160" fill="${CLUB.white}" opacity="0.08"/>`,
      textLines({ lines, x: 80, y: 260, size, fill: ink }),
      `<rect x="80" y="800" width="400" height="100" rx="50" fill="${ink}"/>`,
      textLines({ lines: ['Find out more'], x: 280, y: 864, size: 40, fill: from, anchor: 'middle' }),
    ].join(''),
  };
}

export function promos({ words }: ArtInput): Drawing {
  const lines = wrapWords(words.join(' ').toUpperCase() || 'PROMO', 14, 4);
  const size = fitFontSize(lines, 1100, 150, true);
  const first = 700 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const chevrons = [0, 1, 2]
    .map(
      (i) =>
        `<polyline points="${560 + i * 100},200 ${640 + i * 100},280 ${720 + i * 100},200" fill="none" stroke="${CLUB.gold}" stroke-width="26" opacity="${0.9 - i * 0.25}"/>`,
    )
    .join('');
  return {
    width: 1400,
    height: 1400,
    transparent: false,
    background: CLUB.red,
    body: [
      `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${CLUB.red}"/><stop offset="1" stop-color="#4a0002"/></radialGradient></defs>`,
      `<rect width="1400" height="1400" fill="url(#bg)"/>`,
      `<rect x="40" y="40" width="1320" height="1320" fill="none" stroke="${CLUB.gold}" stroke-width="14"/>`,
      chevrons,
      textLines({ lines, x: 700, y: first, size, fill: CLUB.white, anchor: 'middle' }),
      `<rect x="500" y="1160" width="400" height="14" fill="${CLUB.gold}"/>`,
    ].join(''),
  };
}

export function packages({ words, bytes }: ArtInput): Drawing {
  // Spec 001 §2 package card: the card image is 800x450 and its background 600x900.
  const background = words.includes('background');
  const width = background ? 600 : 800;
  const height = background ? 900 : 450;
  const audio = words.some((word) => /^(audio|radio|commentary)$/i.test(word));
  const video = words.some((word) => /^(video|pass|subscription|tv|match)$/i.test(word));
  const accent = audio ? CLUB.gold : video ? CLUB.red : pick([CLUB.red, CLUB.gold], bytes[0]);
  const cx = width / 2;
  const cy = background ? height * 0.4 : height * 0.4;
  const icon = audio
    ? headphonesIcon(cx, cy, height * (background ? 0.2 : 0.34), CLUB.white)
    : video
      ? playIcon(cx, cy, height * (background ? 0.09 : 0.15), CLUB.white, accent)
      : starIcon(cx, cy, height * (background ? 0.09 : 0.15), CLUB.white);
  const lines = background ? [] : wrapWords(titleCase(words), 26, 1);
  return {
    width,
    height,
    transparent: false,
    background: CLUB.navy,
    body: [
      `<defs>${linearGradient('bg', accent, CLUB.navy)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      `<circle cx="${round(width * 0.85)}" cy="${round(height * 0.1)}" r="${round(height * 0.45)}" fill="${CLUB.white}" opacity="0.07"/>`,
      icon,
      lines.length
        ? textLines({
            lines,
            x: cx,
            y: height * 0.82,
            size: fitFontSize(lines, 700, 44),
            fill: CLUB.white,
            anchor: 'middle',
          })
        : '',
    ].join(''),
  };
}
