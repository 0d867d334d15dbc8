// The billing portal page: one customer's purchases, a Cancel button on each active subscription
// and a link back to the site (spec 001 §7 create-portal-redirect: "send the user to a billing portal").
import { CSRF_FIELD } from './csrf.ts';
import { escapeHtml, formatAmount, formatDate, type Page } from './html-page.ts';
import type { Purchase } from './purchases.ts';

export interface PortalPageInput {
  email: string;
  customerId: string;
  purchases: Purchase[];
  returnUrl: string;
  /** Where the cancel form of a purchase posts to. */
  cancelAction(purchase: Purchase): string;
  csrfToken: string;
  /** The subscription just cancelled, to confirm it. */
  cancelledTitle?: string | undefined;
  now: Date;
}

function status(purchase: Purchase, now: Date): string {
  if (purchase.kind === 'subscription') {
    return purchase.status === 'cancelled' && purchase.cancelledAt
      ? `Cancelled on ${formatDate(purchase.cancelledAt)}`
      : 'Active subscription, renews until you cancel';
  }
  if (!purchase.accessEndsAt) return 'One-off payment';
  const ended = purchase.accessEndsAt.getTime() <= now.getTime();
  return `One-off payment, access ${ended ? 'ended' : 'until'} ${formatDate(purchase.accessEndsAt)}`;
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
<p>${escapeHtml(purchase.priceDisplay)}. Paid ${escapeHtml(formatAmount(purchase.amount, purchase.currency))} on ${escapeHtml(formatDate(purchase.createdAt))}.</p>
<p>${escapeHtml(status(purchase, input.now))}</p>
${form}
</li>`;
}

export function portalPage(input: PortalPageInput): Page {
  const list =
    input.purchases.length === 0
      ? '<p>You have no purchases.</p>'
      : `<ul class="purchases">${input.purchases.map((p) => purchaseItem(p, input)).join('\n')}</ul>`;
  const notice = input.cancelledTitle
    ? `<p class="notice" role="status">Your subscription ${escapeHtml(input.cancelledTitle)} has been cancelled.</p>`
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
