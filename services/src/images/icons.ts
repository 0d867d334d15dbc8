// Simple glyphs the artwork reuses, drawn around a centre point so they scale with the picture.
import { round } from './svg-kit.ts';

/** A round play button: a disc with a triangle. */
export function playIcon(cx: number, cy: number, r: number, disc: string, arrow: string): string {
  const t = r * 0.42;
  const points = [
    [cx - t * 0.7, cy - t],
    [cx - t * 0.7, cy + t],
    [cx + t * 1.1, cy],
  ]
    .map(([x, y]) => `${round(x as number)},${round(y as number)}`)
    .join(' ');
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${disc}"/><polygon points="${points}" fill="${arrow}"/>`;
}

/** Headphones: a band and two ear cups. */
export function headphonesIcon(cx: number, cy: number, size: number, fill: string): string {
  const r = size / 2;
  const stroke = size * 0.09;
  const cupW = size * 0.2;
  const cupH = size * 0.36;
  const cupY = cy + r * 0.05;
  return [
    `<path d="M ${round(cx - r * 0.82)} ${round(cy + r * 0.2)} A ${round(r * 0.82)} ${round(r * 0.82)} 0 0 1 ${round(cx + r * 0.82)} ${round(cy + r * 0.2)}" fill="none" stroke="${fill}" stroke-width="${round(stroke)}" stroke-linecap="round"/>`,
    `<rect x="${round(cx - r * 0.95)}" y="${round(cupY)}" width="${round(cupW)}" height="${round(cupH)}" rx="${round(cupW / 3)}" fill="${fill}"/>`,
    `<rect x="${round(cx + r * 0.95 - cupW)}" y="${round(cupY)}" width="${round(cupW)}" height="${round(cupH)}" rx="${round(cupW / 3)}" fill="${fill}"/>`,
  ].join('');
}

/** A framed landscape (sun and hills): the neutral "a picture goes here" sign. */
export function pictureIcon(cx: number, cy: number, size: number, fill: string): string {
  const w = size;
  const h = size * 0.75;
  const x = cx - w / 2;
  const y = cy - h / 2;
  return [
    `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(size * 0.06)}" fill="none" stroke="${fill}" stroke-width="${round(size * 0.05)}"/>`,
    `<circle cx="${round(x + w * 0.7)}" cy="${round(y + h * 0.3)}" r="${round(size * 0.08)}" fill="${fill}"/>`,
    `<polygon points="${round(x + w * 0.1)},${round(y + h * 0.85)} ${round(x + w * 0.38)},${round(y + h * 0.45)} ${round(x + w * 0.58)},${round(y + h * 0.72)} ${round(x + w * 0.7)},${round(y + h * 0.58)} ${round(x + w * 0.9)},${round(y + h * 0.85)}" fill="${fill}"/>`,
  ].join('');
}

/** A five-pointed star. */
export function starIcon(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}
