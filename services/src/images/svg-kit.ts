// Small pieces the artwork of every image kind is drawn with: the club's colours, a per-key digest
// that picks colours and shapes (so a key always draws the same and neighbours differ), and text
// laid out by estimate, since SVG cannot measure text before librsvg renders it.
import { createHash } from 'node:crypto';

/** What a kind's drawer is given: the key's slug and words, and bytes to choose colours and shapes by. */
export interface ArtInput {
  /** The file name without its extension: "lionesses-reach-the-final". */
  slug: string;
  words: string[];
  /** Stable bytes derived from the key, for colour and shape choices. */
  bytes: Buffer;
}

/** What a kind's drawer answers (artwork.ts picks the drawer by the key's kind). */
export interface Drawing {
  /** The natural size: what the original address answers, and the aspect every fit keeps. */
  width: number;
  height: number;
  /** Logos, crests and kits keep a transparent background. */
  transparent: boolean;
  /** The colour a ',contain' letterbox is filled with when the picture is not transparent. */
  background: string;
  /** SVG elements in the viewBox 0 0 width height. */
  body: string;
}

/** The club's colours (Northbridge red, navy and gold) and the neutrals around them. */
export const CLUB = {
  red: '#db0007',
  navy: '#063672',
  gold: '#9c824a',
  ink: '#14181f',
  white: '#ffffff',
  grey: '#e4e7eb',
} as const;

/** Strong colours for opponents' crests, sponsors' brands and advert backgrounds. */
export const BRAND_COLOURS = [
  '#db0007',
  '#063672',
  '#0b7a3b',
  '#6cabdd',
  '#7a263a',
  '#f2a900',
  '#1b1b1b',
  '#00857c',
  '#5b2c83',
  '#e35205',
  '#034694',
  '#9c824a',
] as const;

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** 32 bytes that stand for `key`; artwork reads its choices from them. */
export const digest = (key: string): Buffer => createHash('sha256').update(key).digest();

export function pick<T>(items: readonly T[], byte: number | undefined): T {
  return items[(byte ?? 0) % items.length] as T;
}

/** A second colour from `items` that is never `first`. */
export function pickOther<T>(items: readonly T[], first: T, byte: number | undefined): T {
  const rest = items.filter((item) => item !== first);
  return pick(rest, byte);
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "lionesses-reach-the-final_2" -> ["lionesses", "reach", "the", "final", "2"]. */
export function slugWords(slug: string): string[] {
  return slug.split(/[-_.\s]+/).filter(Boolean);
}

export const titleCase = (words: readonly string[]) =>
  words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

/** Up to three letters: the first of each word, or the first three of a single word. */
export function initials(words: readonly string[], max = 3): string {
  const letters = words.filter((word) => /^[a-z]/i.test(word)).map((word) => word.charAt(0));
  const picked = letters.length > 1 ? letters.join('') : (words[0] ?? '?').slice(0, max);
  return picked.slice(0, max).toUpperCase();
}

/** Greedy word wrap; the last allowed line ends with … when words are left over. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ').filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > maxChars ? `${word.slice(0, Math.max(1, maxChars - 1))}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const lastLine = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${lastLine.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
  return kept;
}

// Average advance of DejaVu Sans Bold per em, measured roughly: capitals are wider.
export const CHAR_EM = { mixed: 0.64, upper: 0.76 } as const;

/** The largest font size (at most `maxSize`) at which the longest line fits `maxWidth`. */
export function fitFontSize(
  lines: readonly string[],
  maxWidth: number,
  maxSize: number,
  upper = false,
): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.max(6, Math.min(maxSize, maxWidth / (longest * CHAR_EM[upper ? 'upper' : 'mixed'])));
}

/** A rectangle in a drawing's own units. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of a picture that every crop the site makes keeps, less a margin: its centred square.
 * Cards show a landscape picture cropped to a square (news and hub cards) or whole at 16:9 (video
 * cards, heroes), and a square picture whole; text drawn in here is never cut, whichever it is.
 */
export function safeArea(width: number, height: number, margin = 0.06): Area {
  const side = Math.min(width, height);
  const inset = side * margin;
  return {
    x: (width - side) / 2 + inset,
    y: (height - side) / 2 + inset,
    width: side - 2 * inset,
    height: side - 2 * inset,
  };
}

/** Lines of text; `y` is the baseline of the first line. */
export function textLines(options: {
  lines: readonly string[];
  x: number;
  y: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  lineHeight?: number;
  opacity?: number;
  letterSpacing?: number;
}): string {
  const { lines, x, y, size, fill, anchor = 'start', weight = 700, lineHeight = 1.15 } = options;
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${round(x)}" y="${round(y + i * size * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const extras = [
    options.opacity !== undefined ? ` opacity="${options.opacity}"` : '',
    options.letterSpacing !== undefined ? ` letter-spacing="${options.letterSpacing}"` : '',
  ].join('');
  return `<text font-family="${FONT}" font-size="${round(size)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${extras}>${spans}</text>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** White on dark colours, ink on light ones (relative luminance). */
export function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.55 ? CLUB.ink : CLUB.white;
}

export const round = (n: number) => Math.round(n * 10) / 10;
