import { createHash } from 'node:crypto';

/** Kaltura-style entry id ("0_" and eight base-36 characters), from the title's slug alone. */
export function entryIdFor(slug: string): string {
  const n = createHash('sha256').update(slug).digest().readUIntBE(0, 6) % 36 ** 8;
  return `0_${n.toString(36).padStart(8, '0')}`;
}
