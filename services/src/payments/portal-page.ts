// The billing portal page: one customer's purchases, a Cancel button on each active subscription
// and a link back to the site (spec 001 §7 create-portal-redirect: "send the user to a billing portal").

import { formatLongDate, formatLongDateTime } from '@club/shared/format';
import { CSRF_FIELD } from './csrf.ts';
import { escapeHtml, formatAmount, type Page } from './html-page.ts';
import { currentPeriodEnd, type Purchase } from './purchases.ts';

export interface PortalPageInput {
  email: string;
  customerId: string;
  purchases: Purchase[];
  returnUrl: string;
  /** Where the cancel form of a purchase posts to. */
  cancelAction(purchase: Purchase): string;
  csrfToken: string;
  /** The subscription just cancelled, to confirm it and say until when it lasts. */
  cancelled?: Purchase | undefined;
  /** The supporter's time zone (the site sends it), for when access ends; null: UK time. */
  timeZone: string | null;
  now: Date;
}

/** 'Access until {date}' in the supporter's time, or that it has ended. */
export const accessUntilText = (endsAt: Date, now: Date, timeZone: string | null) =>
  endsAt.getTime() > now.getTime()
    ? `Access until ${formatLongDateTime(endsAt, timeZone)}`
    : `Access ended ${formatLongDateTime(endsAt, timeZone)}`;

function status(purchase: Purchase, input: PortalPageInput): string {
  const { now, timeZone } = input;
  if (purchase.kind === 'subscription') {
    if (purchase.status === 'active') {
      return `Active subscription, renews on ${formatLongDateTime(currentPeriodEnd(purchase, now), timeZone)} until you cancel`;
    }
    const cancelled = purchase.cancelledAt ? `Cancelled on ${formatLongDate(purchase.cancelledAt)}. ` : '';
    return purchase.accessEndsAt
      ? `${cancelled}${accessUntilText(purchase.accessEndsAt, now, timeZone)}`
      : cancelled;
  }
  if (!purchase.accessEndsAt) return 'One-off payment';
  return `One-off payment. ${accessUntilText(purchase.accessEndsAt, now, timeZone)}`;
}

function purchaseItem(purchase: Purchase, input: PortalPageInput): string {
  const cancellable = purchase.kind === 'subscription' && purchase.status === 'active';
  const form = cancellable
    ? `<form method="post" action="${escapeHtml(input.cancelAction(purchase))}">
<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(input.csrfToken)}">
<button type="submit" class="secondary" aria-describedby="${escapeHtml(purchase.id)}">Cancel subscription</button>
</form>`
    : '';
  return `<li>
<h3 id="${escapeHtml(purchase.id)}">${escapeHtml(purchase.packageTitle)}</h3>
<p>${escapeHtml(purchase.priceDisplay)}. Paid ${escapeHtml(formatAmount(purchase.amount, purchase.currency))} on ${escapeHtml(formatLongDate(purchase.createdAt))}.</p>
<p>${escapeHtml(status(purchase, input))}</p>
${form}
</li>`;
}

export function portalPage(input: PortalPageInput): Page {
  const list =
    input.purchases.length === 0
      ? '<p>You have no purchases.</p>'
      : `<ul class="purchases">${input.purchases.map((p) => purchaseItem(p, input)).join('\n')}</ul>`;
  const { cancelled } = input;
  const notice = cancelled
    ? `<p class="notice" role="status">Your subscription ${escapeHtml(cancelled.packageTitle)} has been cancelled and will not renew. ${escapeHtml(
        cancelled.accessEndsAt
          ? `${accessUntilText(cancelled.accessEndsAt, input.now, input.timeZone)}.`
          : '',
      )}</p>`
    : '';
  return {
    title: 'Manage Subscriptions',
    body: `<main>
<p class="note">Club streaming billing. Test mode: no real payment is taken.</p>
<h1>Manage Subscriptions</h1>
<p>Signed in as ${escapeHtml(input.email)} (customer ${escapeHtml(input.customerId)}).</p>
${notice}
<h2>Your purchases</h2>
${list}
<p><a href="${escapeHtml(input.returnUrl)}">Return to the club site</a></p>
</main>`,
  };
}
