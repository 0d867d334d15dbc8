// The hosted checkout page (spec 001 §1: "a hosted checkout of a card payment provider"): what is
// bought and for how much, the accepted payment methods, a Pay button and a Cancel link.
import { ACCEPTED_PAYMENT_METHODS } from '@club/shared/contracts';
import { formatLongDate } from '@club/shared/format';
import type { Checkout } from './checkouts.ts';
import { CSRF_FIELD } from './csrf.ts';
import { escapeHtml, formatAmount, type Page } from './html-page.ts';

export interface CheckoutPageLinks {
  payAction: string;
  cancelHref: string;
  csrfToken: string;
  /** Where the promotion-code form posts (shown while the checkout allows codes and has none). */
  promotionAction: string;
  /** Why the last code was refused, shown with the field. */
  promotionError?: string;
}

/** The form field of the promotion code, and the refusal of a code that names no coupon. */
export const PROMOTION_CODE_FIELD = 'promotion_code';

function promotionForm(checkout: Checkout, links: CheckoutPageLinks): string {
  if (!checkout.allowPromotionCodes || checkout.couponId) return '';
  const error = links.promotionError
    ? `<p id="promotion-error" class="error" role="alert">${escapeHtml(links.promotionError)}</p>`
    : '';
  const described = links.promotionError ? ' aria-describedby="promotion-error" aria-invalid="true"' : '';
  return `<form method="post" action="${escapeHtml(links.promotionAction)}">
<label for="promotion-code">Promotion code</label>
<input id="promotion-code" name="${PROMOTION_CODE_FIELD}" autocomplete="off" maxlength="64" required${described}>
<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(links.csrfToken)}">
<button type="submit">Apply</button>
${error}
</form>`;
}

function termsRow(checkout: Checkout): string {
  const { item } = checkout;
  if (item.priceType === 'recurring') {
    return `<dt>Renews</dt><dd>Every ${item.interval ?? 'month'} until you cancel</dd>`;
  }
  return item.validUntil
    ? `<dt>Access until</dt><dd>${escapeHtml(formatLongDate(new Date(item.validUntil)))}</dd>`
    : '';
}

export function checkoutPage(checkout: Checkout, links: CheckoutPageLinks): Page {
  const { item } = checkout;
  const due = formatAmount(item.amountDue, item.currency);
  const rows = [
    `<dt>Price</dt><dd>${escapeHtml(item.priceDisplay)}</dd>`,
    item.offer ? `<dt>Offer</dt><dd>${escapeHtml(item.offer)}</dd>` : '',
    item.couponName ? `<dt>Coupon</dt><dd>${escapeHtml(item.couponName)}</dd>` : '',
    termsRow(checkout),
    `<dt>Due today</dt><dd>${escapeHtml(due)}</dd>`,
  ].join('\n');
  const methods = ACCEPTED_PAYMENT_METHODS.map((method) => `<li>${escapeHtml(method)}</li>`).join('');
  const choices = ACCEPTED_PAYMENT_METHODS.map(
    (method, i) =>
      `<label><input type="radio" name="payment_method" value="${escapeHtml(method)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(method)}</label>`,
  ).join('\n');

  return {
    title: `Checkout: ${item.packageTitle}`,
    formTargets: [new URL(checkout.successUrl).origin],
    body: `<main>
<p class="note">Club streaming checkout. Test mode: no real payment is taken.</p>
<h1>${escapeHtml(item.packageTitle)}</h1>
<p>${escapeHtml(item.packageDescription)}</p>
<dl>
${rows}
</dl>
${promotionForm(checkout, links)}
<h2 id="methods-heading">Accepted payment methods</h2>
<ul class="methods" aria-labelledby="methods-heading">${methods}</ul>
<form method="post" action="${escapeHtml(links.payAction)}">
<fieldset>
<legend>Pay with</legend>
${choices}
</fieldset>
<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(links.csrfToken)}">
<button type="submit">Pay ${escapeHtml(due)}</button>
</form>
<p><a href="${escapeHtml(links.cancelHref)}">Cancel</a> and return to the club site</p>
</main>`,
  };
}
