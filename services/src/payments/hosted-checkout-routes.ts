// The hosted checkout, standing in for the card payment provider's pages: show a checkout, pay it
// (purchase, entitlements, back to the success URL) or cancel it (back to the cancel URL).
import {
  ACCEPTED_PAYMENT_METHODS,
  CHECKOUT_MODE_FOR_PRICE,
  MUST_LOG_IN_TO_PURCHASE_TEXT,
} from '@club/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { findAccountBySsoId } from '../account/accounts.ts';
import { readSessionCookie } from '../account/session-cookie.ts';
import { findActiveSessionByCookie } from '../account/sessions.ts';
import { siteHome } from '../lib/allowed-origins.ts';
import { HttpError } from '../lib/http-error.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { findPrice } from '../streamline/packages.ts';
import { checkoutPage, PROMOTION_CODE_FIELD } from './checkout-page.ts';
import { applyCheckoutCoupon, type Checkout, checkoutState, findCheckout } from './checkouts.ts';
import { SESSION_ID_PARAM } from './constants.ts';
import { applyCoupon, COUPON_REFUSALS, couponAccount, couponRefusal, findCoupon } from './coupons.ts';
import { createCheckout } from './create-checkout.ts';
import { CSRF_FIELD, isSameSiteFormPost, issueCsrfToken } from './csrf.ts';
import { findCustomerId } from './customers.ts';
import { messagePage, sendPage } from './html-page.ts';
import { payCheckout } from './pay-checkout.ts';
import { isSiteUrl } from './site-origins.ts';

const payForm = v.object({
  [CSRF_FIELD]: v.string(),
  payment_method: v.picklist(ACCEPTED_PAYMENT_METHODS),
});

/** The success URL with the checkout's id appended, as the real provider returns it. */
export function successRedirect(checkout: Checkout): string {
  const url = new URL(checkout.successUrl);
  url.searchParams.append(SESSION_ID_PARAM, checkout.id);
  return url.toString();
}

const scopeOf = (checkout: Checkout) => `checkout:${checkout.id}`;

/** A promotion code as typed: trimmed and in capitals, as the coupons are named. */
const promotionForm = v.object({
  [CSRF_FIELD]: v.string(),
  [PROMOTION_CODE_FIELD]: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(64)),
});

const notFoundPage = () =>
  messagePage('Checkout not found', 'This checkout does not exist. Start again from the club site.');
const expiredPage = (checkout: Checkout) =>
  messagePage('This checkout has expired', 'Nothing was charged. Start again from the club site.', {
    href: checkout.cancelUrl,
    text: 'Return to the club site',
  });
const completePage = (checkout: Checkout) =>
  messagePage('This checkout is already paid', `${checkout.item.packageTitle} is yours.`, {
    href: successRedirect(checkout),
    text: 'Continue to the club site',
  });

export function hostedCheckoutRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const checkoutPath = (id: string) => `${app.prefix}/checkout/${encodeURIComponent(id)}`;
  const pageLinks = (checkout: Checkout, csrfToken: string) => ({
    payAction: `${checkoutPath(checkout.id)}/pay`,
    cancelHref: `${checkoutPath(checkout.id)}/cancel`,
    promotionAction: `${checkoutPath(checkout.id)}/promotion-code`,
    csrfToken,
  });

  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const checkout = await findCheckout(ctx.db, request.params.id);
    if (!checkout) return sendPage(reply, 404, notFoundPage());
    const state = checkoutState(checkout, ctx.clock.now());
    if (state === 'expired') return sendPage(reply, 410, expiredPage(checkout));
    if (state === 'complete') return sendPage(reply, 200, completePage(checkout));
    const csrfToken = await issueCsrfToken(ctx, request, reply, {
      scope: scopeOf(checkout),
      cookiePath: app.prefix,
    });
    return sendPage(reply, 200, checkoutPage(checkout, pageLinks(checkout, csrfToken)));
  });

  // The promotion-code field of a checkout that allows codes (create-checkout's allowPromotionCodes):
  // a code naming a coupon this supporter may use now applies it to the amount due; any other shows
  // the page again, refused, saying why (unknown, expired, not theirs, used already, used up).
  app.post<{ Params: { id: string } }>('/checkout/:id/promotion-code', async (request, reply) => {
    const found = await findCheckout(ctx.db, request.params.id);
    if (!found) return sendPage(reply, 404, notFoundPage());
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!(await isSameSiteFormPost(ctx, request, { scope: scopeOf(found), token: body[CSRF_FIELD] }))) {
      return sendPage(
        reply,
        403,
        messagePage('Code refused', 'This code did not come from the checkout page.', {
          href: checkoutPath(found.id),
          text: 'Back to the checkout',
        }),
      );
    }
    const now = ctx.clock.now();
    const state = checkoutState(found, now);
    if (state === 'expired') return sendPage(reply, 410, expiredPage(found));
    if (state === 'complete') return sendPage(reply, 200, completePage(found));
    const form = v.safeParse(promotionForm, body);
    const coupon = form.success ? await findCoupon(ctx.db, form.output[PROMOTION_CODE_FIELD]) : undefined;
    const refusal = await couponRefusal(ctx.db, coupon, await couponAccount(ctx.db, found.ssoId), now);
    if (!coupon || refusal) {
      const csrfToken = await issueCsrfToken(ctx, request, reply, {
        scope: scopeOf(found),
        cookiePath: app.prefix,
      });
      const links = { ...pageLinks(found, csrfToken), promotionError: COUPON_REFUSALS[refusal ?? 'unknown'] };
      return sendPage(reply, 400, checkoutPage(found, links));
    }
    const item = {
      ...found.item,
      amountDue: applyCoupon(found.item.amount, coupon),
      couponName: `${coupon.name}, ${coupon.percentOff}% off`,
    };
    await applyCheckoutCoupon(ctx.db, { id: found.id, couponId: coupon.id, item, now });
    return reply.redirect(checkoutPath(found.id), 303);
  });

  app.post<{ Params: { id: string } }>('/checkout/:id/pay', async (request, reply) => {
    const found = await findCheckout(ctx.db, request.params.id);
    if (!found) return sendPage(reply, 404, notFoundPage());
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!(await isSameSiteFormPost(ctx, request, { scope: scopeOf(found), token: body[CSRF_FIELD] }))) {
      return sendPage(
        reply,
        403,
        messagePage(
          'Payment refused',
          'This payment did not come from the checkout page. Nothing was charged.',
          {
            href: checkoutPath(found.id),
            text: 'Back to the checkout',
          },
        ),
      );
    }
    const form = v.safeParse(payForm, body);
    if (!form.success) {
      return sendPage(
        reply,
        400,
        messagePage('Choose a payment method', `Pay with one of: ${ACCEPTED_PAYMENT_METHODS.join(', ')}.`, {
          href: checkoutPath(found.id),
          text: 'Back to the checkout',
        }),
      );
    }

    const outcome = await payCheckout(ctx, {
      checkoutId: found.id,
      paymentMethod: form.output.payment_method,
    });
    if (outcome.kind === 'not-found') return sendPage(reply, 404, notFoundPage());
    if (outcome.kind === 'expired') return sendPage(reply, 410, expiredPage(outcome.checkout));
    if (outcome.kind === 'coupon-refused') {
      return sendPage(
        reply,
        409,
        messagePage(
          'Promotion code no longer valid',
          `${COUPON_REFUSALS[outcome.refusal]} It has been taken off this checkout. Nothing was charged.`,
          { href: checkoutPath(found.id), text: 'Back to the checkout' },
        ),
      );
    }
    return reply.redirect(successRedirect(outcome.checkout), 303);
  });

  // Leaving changes nothing: the checkout stays payable until it expires, as the real one does.
  app.get<{ Params: { id: string } }>('/checkout/:id/cancel', async (request, reply) => {
    const checkout = await findCheckout(ctx.db, request.params.id);
    if (!checkout) return sendPage(reply, 404, notFoundPage());
    return reply.header('cache-control', 'no-store').redirect(checkout.cancelUrl, 303);
  });

  // A plan's PurchaseUrl (payments library): a payment link. The browser arrives with the account
  // session cookie; a checkout is made for the signed-in user and the browser sent to it.
  app.get<{ Params: { priceId: string }; Querystring: Record<string, unknown> }>(
    '/purchase/:priceId',
    async (request, reply) => {
      const found = await findPrice(ctx.db, request.params.priceId);
      if (!found) {
        return sendPage(reply, 404, messagePage('Package not found', 'This package is not on sale.'));
      }
      const site = siteHome(ctx.siteOrigins);
      const pageUrl = (page: string, given: unknown) =>
        typeof given === 'string' && given !== '' ? given : new URL(page, site).toString();
      const successUrl = pageUrl(found.pkg.attributes.successfulPaymentPage, request.query.success_url);
      const cancelUrl = pageUrl(found.pkg.attributes.cancelledPaymentPage, request.query.cancel_url);
      const back = {
        href: isSiteUrl(cancelUrl, ctx.siteOrigins) ? cancelUrl : site,
        text: 'Return to the club site',
      };

      const account = await signedInAccount(ctx, request);
      if (!account) {
        return sendPage(
          reply,
          401,
          messagePage('Log in to continue', `${MUST_LOG_IN_TO_PURCHASE_TEXT}.`, back),
        );
      }
      const customerID = await findCustomerId(ctx.db, account.ssoId);
      try {
        const checkout = await createCheckout(
          ctx,
          { ssoID: account.ssoId, email: account.email, userDisplayName: account.displayName },
          {
            mode: CHECKOUT_MODE_FOR_PRICE[found.price.type],
            success_url: successUrl,
            cancel_url: cancelUrl,
            metadata: {
              userID: account.ssoId,
              userEmail: account.email,
              packageDescription: found.pkg.attributes.description,
              packageTitle: found.pkg.attributes.title,
              packageID: found.pkg.id,
            },
            line_items: [{ price: found.price.id, quantity: 1 }],
            allowPromotionCodes: true,
            ...(customerID ? { customerID } : { customerEmail: account.email }),
          },
        );
        return reply.header('cache-control', 'no-store').redirect(checkoutPath(checkout.id), 303);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return sendPage(
          reply,
          error.status,
          messagePage('Checkout is not available', error.detail ?? error.title, back),
        );
      }
    },
  );
}

/** The account of the browser's session cookie, as the account site knows it. */
async function signedInAccount(ctx: ServiceContext, request: FastifyRequest) {
  const cookie = readSessionCookie(request);
  const session = cookie ? await findActiveSessionByCookie(ctx.db, cookie, ctx.clock.now()) : undefined;
  return session ? findAccountBySsoId(ctx.db, session.ssoId) : undefined;
}
