// Club pictures: player portraits (name, initials and shirt number from the slug), crests (ours in
// the club colours, an opponent's in colours of its own) and kits. Crests and kits are cut-outs on
// a transparent background, as the real ones are.
import { starIcon } from './icons.ts';
import {
  type ArtInput,
  BRAND_COLOURS,
  CLUB,
  type Drawing,
  fitFontSize,
  initials,
  inkOn,
  linearGradient,
  pick,
  pickOther,
  textLines,
  titleCase,
} from './svg-kit.ts';

const SKIN_TONES = ['#5c3a21', '#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac'] as const;
const HAIR = ['#1b1208', '#3b2314', '#6a4e2e', '#b08a4f', '#0d0d0d'] as const;

/** "ava-stone-9" -> name words and shirt number 9; a slug without a trailing number has none. */
export function playerParts(words: readonly string[]): { name: string[]; number: string | undefined } {
  const last = words[words.length - 1];
  if (last !== undefined && /^\d{1,2}$/.test(last)) return { name: words.slice(0, -1), number: last };
  return { name: [...words], number: undefined };
}

export function players({ words, bytes }: ArtInput): Drawing {
  const width = 800;
  const height = 1000;
  const { name, number } = playerParts(words);
  const skin = pick(SKIN_TONES, bytes[0]);
  const hair = pick(HAIR, bytes[1]);
  const nameLine = titleCase(name).toUpperCase() || 'PLAYER';
  const nameSize = fitFontSize([nameLine], 700, 64, true);
  const chest = number ?? initials(name);
  return {
    width,
    height,
    transparent: false,
    background: CLUB.navy,
    body: [
      `<defs>${linearGradient('bg', '#0a2a5c', CLUB.ink, true)}${linearGradient('shirt', CLUB.red, '#a10005', true)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      number
        ? textLines({
            lines: [number],
            x: 400,
            y: 700,
            size: 620,
            fill: CLUB.white,
            anchor: 'middle',
            opacity: 0.08,
          })
        : '',
      // Neck, head and hair, then the shirt over the neck's foot.
      `<rect x="355" y="470" width="90" height="120" fill="${skin}"/>`,
      `<ellipse cx="400" cy="400" rx="118" ry="138" fill="${skin}"/>`,
      `<path d="M 282 392 Q 282 250 400 250 Q 518 250 518 392 Q 490 320 400 318 Q 310 320 282 392 Z" fill="${hair}"/>`,
      `<path d="M 120 1000 L 150 700 Q 170 620 300 590 L 360 575 Q 400 610 440 575 L 500 590 Q 630 620 650 700 L 680 1000 Z" fill="url(#shirt)"/>`,
      `<path d="M 345 578 L 400 650 L 455 578" fill="none" stroke="${CLUB.white}" stroke-width="14" stroke-linejoin="round"/>`,
      textLines({ lines: [chest], x: 400, y: 860, size: 150, fill: CLUB.white, anchor: 'middle' }),
      // Initials badge and the name across the top.
      `<circle cx="90" cy="90" r="52" fill="${CLUB.gold}"/>`,
      textLines({ lines: [initials(name)], x: 90, y: 106, size: 42, fill: CLUB.white, anchor: 'middle' }),
      textLines({ lines: [nameLine], x: 400, y: 210, size: nameSize, fill: CLUB.white, anchor: 'middle' }),
    ].join(''),
  };
}

/** "valmont-fc" -> "VFC", "eastport-athletic" -> "EA": one letter a word, FC and AFC kept whole. */
export function crestLetters(words: readonly string[]): string {
  const parts = words.map((word) => (/^a?fc$/i.test(word) ? word : word.charAt(0)));
  return (parts.join('') || '?').slice(0, 3).toUpperCase();
}

const SHIELD = 'M 300 30 L 540 100 L 530 320 Q 515 470 300 570 Q 85 470 70 320 L 60 100 Z';

/** True for our own club's crest (crest/northbridge*.png, crest/club.png). */
export const isClubCrest = (slug: string) => slug === 'club' || slug.startsWith('northbridge');

export function crest({ slug, words, bytes }: ArtInput): Drawing {
  const club = isClubCrest(slug);
  const primary = club ? CLUB.red : pick(BRAND_COLOURS, bytes[0]);
  const secondary = club ? CLUB.navy : pickOther(BRAND_COLOURS, primary, bytes[1]);
  const pattern = club ? 0 : (bytes[2] ?? 0) % 3;
  const patterns = [
    `<polygon points="0,380 600,120 600,260 0,520" fill="${secondary}"/>`,
    `<polygon points="60,250 300,390 540,250 540,350 300,490 60,350" fill="${secondary}"/>`,
    `<rect x="150" y="0" width="90" height="600" fill="${secondary}"/><rect x="360" y="0" width="90" height="600" fill="${secondary}"/>`,
  ];
  const letters = crestLetters(words);
  const size = fitFontSize([letters], 190, 110, true);
  return {
    width: 600,
    height: 600,
    transparent: true,
    background: 'rgba(0,0,0,0)',
    body: [
      `<defs><clipPath id="shield"><path d="${SHIELD}"/></clipPath></defs>`,
      `<g clip-path="url(#shield)"><rect width="600" height="600" fill="${primary}"/>${patterns[pattern]}</g>`,
      `<path d="${SHIELD}" fill="none" stroke="${CLUB.gold}" stroke-width="18" stroke-linejoin="round"/>`,
      `<circle cx="300" cy="300" r="118" fill="${CLUB.white}" stroke="${CLUB.gold}" stroke-width="8"/>`,
      textLines({ lines: [letters], x: 300, y: 300 + size * 0.36, size, fill: primary, anchor: 'middle' }),
      club ? starIcon(300, 115, 42, CLUB.gold) : '',
    ].join(''),
  };
}

const KIT_COLOURS: Record<string, { body: string; sleeves: string; trim: string }> = {
  home: { body: CLUB.red, sleeves: CLUB.white, trim: CLUB.navy },
  away: { body: CLUB.navy, sleeves: CLUB.navy, trim: CLUB.gold },
  third: { body: CLUB.gold, sleeves: CLUB.ink, trim: CLUB.ink },
  goalkeeper: { body: '#0b7a3b', sleeves: '#0b7a3b', trim: CLUB.ink },
};

export function kits({ words, bytes }: ArtInput): Drawing {
  const named = words
    .map((word) => (word === 'gk' ? 'goalkeeper' : word))
    .find((word) => word in KIT_COLOURS);
  const body = pick(BRAND_COLOURS, bytes[0]);
  const colours = (named && KIT_COLOURS[named]) || { body, sleeves: body, trim: inkOn(body) };
  return {
    width: 800,
    height: 800,
    transparent: true,
    background: 'rgba(0,0,0,0)',
    body: [
      `<path d="M 250 110 L 330 80 Q 400 130 470 80 L 550 110 L 580 330 L 580 720 L 220 720 L 220 330 Z" fill="${colours.body}"/>`,
      `<path d="M 250 110 L 80 230 L 150 370 L 225 330 Z" fill="${colours.sleeves}" stroke="${colours.trim}" stroke-width="10" stroke-linejoin="round"/>`,
      `<path d="M 550 110 L 720 230 L 650 370 L 575 330 Z" fill="${colours.sleeves}" stroke="${colours.trim}" stroke-width="10" stroke-linejoin="round"/>`,
      `<path d="M 330 80 Q 400 170 470 80" fill="none" stroke="${colours.trim}" stroke-width="16"/>`,
      `<rect x="220" y="690" width="360" height="30" fill="${colours.trim}"/>`,
      `<circle cx="490" cy="250" r="30" fill="${CLUB.gold}" stroke="${CLUB.white}" stroke-width="5"/>`,
      `<circle cx="320" cy="250" r="18" fill="${colours.trim}" opacity="0.8"/>`,
    ].join(''),
  };
}
