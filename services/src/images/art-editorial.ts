// Editorial pictures: news and page images, the home hero, video thumbnails, stream posters and
// offline cards, and the neutral picture for keys of no known kind. Titles come from the slug.
import { headphonesIcon, pictureIcon, playIcon } from './icons.ts';
import {
  type ArtInput,
  CLUB,
  type Drawing,
  fitFontSize,
  linearGradient,
  pick,
  round,
  safeArea,
  textLines,
  titleCase,
  wrapWords,
} from './svg-kit.ts';

const NEWS_BACKGROUNDS = [
  [CLUB.navy, '#021a3d'],
  [CLUB.red, '#5c0003'],
  ['#1f2a38', CLUB.ink],
  ['#0b5a35', '#032614'],
] as const;

/** Half a pitch in faint lines: the halfway line, centre circle and penalty box. */
function pitchLines(width: number, height: number, opacity: number): string {
  const cx = width * 0.72;
  const cy = height / 2;
  const r = height * 0.28;
  const stroke = `fill="none" stroke="${CLUB.white}" stroke-width="${round(height / 150)}" opacity="${opacity}"`;
  return [
    `<line x1="${round(cx)}" y1="0" x2="${round(cx)}" y2="${height}" ${stroke}/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" ${stroke}/>`,
    `<rect x="${round(width - height * 0.3)}" y="${round(height * 0.2)}" width="${round(height * 0.3)}" height="${round(height * 0.6)}" ${stroke}/>`,
  ].join('');
}

/** How many characters a title line holds in the safe area before it wraps (ours, by eye). */
const TITLE_LINE_CHARS = 18;

/**
 * A title block along the bottom, centred in the picture's safe area (the square every crop keeps),
 * over a darkening shade so it reads on any colour.
 */
function bottomTitle(words: readonly string[], width: number, height: number, maxLines: number): string {
  const area = safeArea(width, height);
  const lines = wrapWords(titleCase(words), TITLE_LINE_CHARS, maxLines);
  const size = fitFontSize(lines, area.width, height * 0.09);
  const y = area.y + area.height - (lines.length - 1) * size * 1.15;
  return [
    `<defs>${linearGradient('shade', 'rgba(0,0,0,0)', 'rgba(0,0,0,0.55)', true)}</defs>`,
    `<rect y="${round(height * 0.45)}" width="${width}" height="${round(height * 0.55)}" fill="url(#shade)"/>`,
    textLines({ lines, x: width / 2, y, size, fill: CLUB.white, anchor: 'middle' }),
  ].join('');
}

function label(text: string, x: number, y: number, size: number, fill: string, ink: string): string {
  const w = text.length * size * 0.78 + size * 1.2;
  return [
    `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(size * 1.7)}" rx="${round(size * 0.3)}" fill="${fill}"/>`,
    textLines({
      lines: [text],
      x: x + size * 0.6,
      y: y + size * 1.2,
      size,
      fill: ink,
      letterSpacing: size * 0.08,
    }),
  ].join('');
}

export function news({ words, bytes }: ArtInput): Drawing {
  const [from, to] = pick(NEWS_BACKGROUNDS, bytes[0]);
  const width = 1600;
  const height = 900;
  const bandX = 200 + ((bytes[1] ?? 0) / 255) * 700;
  return {
    width,
    height,
    transparent: false,
    background: to,
    body: [
      `<defs>${linearGradient('bg', from, to)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      `<polygon points="${round(bandX)},${height} ${round(bandX + 420)},0 ${round(bandX + 560)},0 ${round(bandX + 140)},${height}" fill="${CLUB.gold}" opacity="0.35"/>`,
      pitchLines(width, height, 0.18),
      label('NEWS', safeArea(width, height).x, safeArea(width, height).y, 40, CLUB.red, CLUB.white),
      bottomTitle(words, width, height, 3),
    ].join(''),
  };
}

export function pages({ words, bytes }: ArtInput): Drawing {
  const width = 1600;
  const height = 900;
  const squares: string[] = [];
  for (let i = 0; i < 24; i++) {
    const byte = bytes[i % bytes.length] ?? 0;
    if (byte % 3 !== 0) continue;
    squares.push(
      `<rect x="${(i % 8) * 200}" y="${Math.floor(i / 8) * 300}" width="200" height="300" fill="${CLUB.white}" opacity="${round(0.03 + (byte % 5) / 100)}"/>`,
    );
  }
  const lines = wrapWords(titleCase(words), TITLE_LINE_CHARS, 3);
  const size = fitFontSize(lines, safeArea(width, height).width, 100);
  return {
    width,
    height,
    transparent: false,
    background: CLUB.navy,
    body: [
      `<defs>${linearGradient('bg', CLUB.navy, '#031b3b')}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      ...squares,
      `<rect x="700" y="${round(450 - (lines.length * size * 1.15) / 2 - 60)}" width="200" height="12" fill="${CLUB.gold}"/>`,
      textLines({
        lines,
        x: 800,
        y: 450 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35,
        size,
        fill: CLUB.white,
        anchor: 'middle',
      }),
    ].join(''),
  };
}

export function hero({ words, bytes }: ArtInput): Drawing {
  // The scene is drawn 1920x800; a mobile hero (".../-mobile.jpg") is a portrait cut of it.
  const mobile = words.includes('mobile');
  const width = mobile ? 800 : 1920;
  const height = mobile ? 1200 : 800;
  const scale = height / 800;
  const frame = mobile ? `translate(${round((width - 1920 * scale) / 2)} 0) scale(${scale})` : '';
  const lights = [260, 760, 1160, 1660].map((x, i) => {
    const y = 60 + ((bytes[i] ?? 0) % 40);
    return `<circle cx="${x}" cy="${y}" r="260" fill="url(#glow)"/><rect x="${x - 40}" y="${y - 14}" width="80" height="28" rx="6" fill="#fff8d6"/>`;
  });
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const x0 = i * 240;
    return `<polygon points="${x0},800 ${x0 + 120},800 ${round(560 + i * 100 + 50)},520 ${round(560 + i * 100)},520" fill="#ffffff" opacity="0.05"/>`;
  });
  return {
    width,
    height,
    transparent: false,
    background: '#07122a',
    body: [
      `<g transform="${frame}">`,
      `<defs>${linearGradient('sky', '#07122a', '#15336b', true)}${linearGradient('grass', '#1f7a3a', '#0c4a22', true)}<radialGradient id="glow"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.65"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient></defs>`,
      `<rect width="1920" height="800" fill="url(#sky)"/>`,
      ...lights,
      `<polygon points="0,560 0,380 1920,380 1920,560" fill="#0a1630"/>`,
      `<rect y="440" width="1920" height="30" fill="${CLUB.red}" opacity="0.8"/>`,
      `<polygon points="0,800 1920,800 1460,520 460,520" fill="url(#grass)"/>`,
      ...stripes,
      '</g>',
    ].join(''),
  };
}

export function videos({ words, bytes }: ArtInput): Drawing {
  const width = 1280;
  const height = 720;
  const accent = pick([CLUB.red, CLUB.navy, '#0b5a35', '#5b2c83'], bytes[0]);
  return {
    width,
    height,
    transparent: false,
    background: CLUB.ink,
    body: [
      `<defs>${linearGradient('bg', accent, CLUB.ink)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      pitchLines(width, height, 0.12),
      playIcon(640, 300, 90, 'rgba(255,255,255,0.9)', accent),
      bottomTitle(words, width, height, 2),
    ].join(''),
  };
}

const isAudio = (words: readonly string[]) => words.some((word) => /^(audio|radio|commentary)$/i.test(word));

export function posters({ words }: ArtInput): Drawing {
  const audio = isAudio(words);
  const width = audio ? 1000 : 1280;
  const height = audio ? 1000 : 720;
  const icon = audio
    ? headphonesIcon(width / 2, height * 0.42, height * 0.34, CLUB.white)
    : playIcon(width / 2, height * 0.42, height * 0.13, 'rgba(255,255,255,0.9)', CLUB.red);
  return {
    width,
    height,
    transparent: false,
    background: CLUB.navy,
    body: [
      `<defs>${linearGradient('bg', CLUB.red, CLUB.navy)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      pitchLines(width, height, 0.12),
      label(
        'LIVE',
        safeArea(width, height).x,
        safeArea(width, height).y,
        height * 0.045,
        CLUB.white,
        CLUB.red,
      ),
      icon,
      bottomTitle(words, width, height, 2),
    ].join(''),
  };
}

export function offline({ words }: ArtInput): Drawing {
  const audio = isAudio(words);
  const width = audio ? 1000 : 1280;
  const height = audio ? 1000 : 720;
  const icon = audio
    ? headphonesIcon(width / 2, height * 0.36, height * 0.26, '#8a93a0')
    : playIcon(width / 2, height * 0.36, height * 0.1, '#8a93a0', '#2b2f36');
  const size = height * 0.09;
  const title = wrapWords(titleCase(words), 40, 1);
  return {
    width,
    height,
    transparent: false,
    background: '#15181d',
    body: [
      `<defs>${linearGradient('bg', '#2b2f36', '#15181d', true)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      icon,
      textLines({
        lines: ['OFF AIR'],
        x: width / 2,
        y: height * 0.66,
        size,
        fill: CLUB.white,
        anchor: 'middle',
        letterSpacing: size * 0.1,
      }),
      textLines({
        lines: title,
        x: width / 2,
        y: height * 0.66 + size * 1.1,
        size: Math.min(size * 0.4, fitFontSize(title, safeArea(width, height).width, size * 0.4)),
        fill: '#aab2bd',
        anchor: 'middle',
        weight: 400,
      }),
    ].join(''),
  };
}

/** For keys of no known kind: a quiet grey picture sign with the slug, never a broken image. */
export function neutral({ words }: ArtInput): Drawing {
  const width = 1200;
  const height = 800;
  const lines = wrapWords(words.join(' '), 36, 2);
  const size = fitFontSize(lines, safeArea(width, height).width, 40);
  return {
    width,
    height,
    transparent: false,
    background: CLUB.grey,
    body: [
      `<rect width="${width}" height="${height}" fill="${CLUB.grey}"/>`,
      pictureIcon(600, 340, 300, '#9aa3ae'),
      textLines({ lines, x: 600, y: 600, size, fill: '#6b7480', anchor: 'middle', weight: 400 }),
    ].join(''),
  };
}
