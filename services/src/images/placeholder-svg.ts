// A stand-in picture for any image key until the real resizer arrives: the same key always gives
// the same picture, in the club's colours, labelled with the key's words so a page shows which
// image it asked for.
import { createHash } from 'node:crypto';

const CLUB_COLOURS = ['#db0007', '#063672', '#9c824a', '#1b1b1b', '#7a0019', '#0b4f8a'] as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "news/lionesses-reach-the-cup-final.jpg" -> "lionesses reach the cup final". */
export function labelFromKey(key: string): string {
  const file = key.split('/').pop() ?? key;
  return file
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .join(' ');
}

function wrap(label: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, maxChars - 1)}…`,
  ];
}

export function placeholderSvg(key: string, width: number, height: number): string {
  const digest = createHash('sha256').update(key).digest();
  const background = CLUB_COLOURS[(digest[0] ?? 0) % CLUB_COLOURS.length];
  const band =
    CLUB_COLOURS[
      ((digest[0] ?? 0) + 1 + ((digest[1] ?? 0) % (CLUB_COLOURS.length - 1))) % CLUB_COLOURS.length
    ];
  const bandOffset = ((digest[2] ?? 0) / 255) * width * 0.5;

  const fontSize = Math.max(8, Math.min(64, Math.round(Math.min(width, height) / 10)));
  const maxChars = Math.max(4, Math.floor(width / (fontSize * 0.6)));
  const maxLines = Math.max(1, Math.floor((height * 0.8) / (fontSize * 1.2)));
  const lines = wrap(labelFromKey(key) || key, maxChars, maxLines);
  const firstY = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${(firstY + i * fontSize * 1.2).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<polygon points="${bandOffset.toFixed(1)},${height} ${(bandOffset + width * 0.35).toFixed(1)},0 ${(bandOffset + width * 0.5).toFixed(1)},0 ${(bandOffset + width * 0.15).toFixed(1)},${height}" fill="${band}" opacity="0.6"/>`,
    `<text font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
    '</svg>',
  ].join('');
}
