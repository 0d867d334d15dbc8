import { isSponsorShown, type SponsorRow } from '@club/shared/contracts';

const byForcedOrder = (a: { forcedOrder: number }, b: { forcedOrder: number }) =>
  a.forcedOrder - b.forcedOrder;

/**
 * The rows and sponsors to show (spec 000 §5 through isSponsorShown: an imageKey, and in
 * child-friendly mode only isChildFriendly ones), each in forcedOrder; a row left with no sponsor
 * is dropped so no title stands alone.
 */
export function visibleSponsorRows(rows: readonly SponsorRow[], childFriendlyMode: boolean): SponsorRow[] {
  return [...rows]
    .sort(byForcedOrder)
    .map((row) => ({
      ...row,
      sponsors: row.sponsors.filter((item) => isSponsorShown(item, childFriendlyMode)).sort(byForcedOrder),
    }))
    .filter((row) => row.sponsors.length > 0);
}
