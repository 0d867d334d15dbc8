// The payments library's "get subscription package list" (spec 001 §7): SubscriptionPlanOptions,
// built from the same memberships the streamline service sells, in the library's own shape
// (spec 001 §3 "Subscription plan option"). One plan per membership, at its first recurring price:
// the video and audio plans, monthly (Duration null, shown with 'p/m') or yearly.
import type { SubscriptionPlanOption } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { listPackages } from '../streamline/packages.ts';
import { escapeHtml, formatAmount } from './html-page.ts';

/** Duration of a season plan; spec 001 §3: null means monthly. */
export const YEARLY_DURATION = 'Yearly';

export async function listPlanOptions(
  db: Queryable,
  input: { now: Date; purchaseUrl: (priceId: string) => string },
): Promise<SubscriptionPlanOption[]> {
  const memberships = await listPackages(db, 'membership', input.now);
  return memberships.flatMap((pkg) => {
    const price = pkg.attributes.priceData.find((entry) => entry.type === 'recurring');
    if (!price || price.amount === undefined) return [];
    return [
      {
        Id: price.id,
        Title: pkg.attributes.title,
        Body: `<p>${escapeHtml(pkg.attributes.description)}</p>${price.furtherInformation ?? ''}`,
        Duration: price.interval === 'year' ? YEARLY_DURATION : null,
        AmountFormatted: formatAmount(price.amount, price.currency ?? 'gbp'),
        PurchaseUrl: input.purchaseUrl(price.id),
      },
    ];
  });
}
