/**
 * The legacy news addresses (spec 000 §2): /news/{year}/{slug?}, /news/{year}/{month?}/{slug?} and
 * /news/{year}/{month?}/{day?}/{slug?}, read as a period and perhaps a slug. A number where a
 * slug could stand is the month (then the day); anything that fits none of the three shapes is no
 * address at all (null), which is the 404 page.
 */
export interface LegacyAddress {
  year: string;
  month?: string;
  day?: string;
  slug?: string;
}

const YEAR = /^\d{4}$/;
const MONTH_OR_DAY = /^\d{1,2}$/;

/** Reads the segments after /news/; null when they are not a legacy address. */
export function parseLegacyAddress(segments: readonly string[]): LegacyAddress | null {
  const [year, ...rest] = segments;
  if (!year || !YEAR.test(year) || rest.length > 3) return null;
  const address: LegacyAddress = { year };
  const order = ['month', 'day'] as const;
  for (const [index, segment] of rest.entries()) {
    const isLast = index === rest.length - 1;
    const part = order[index];
    if (part && MONTH_OR_DAY.test(segment)) address[part] = segment;
    else if (isLast && segment !== '') address.slug = segment;
    else return null;
  }
  return address;
}

/** Is this the first segment of a legacy address (a four-digit year)? */
export const isLegacyYear = (segment: string | undefined): boolean =>
  segment !== undefined && YEAR.test(segment);
