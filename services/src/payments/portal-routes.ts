// The billing portal, standing in for the payment provider's: a short-lived session shows the
// customer's purchases; cancelling a subscription stops it renewing, and the supporter keeps
// access until the end of the period paid for (dates in the supporter's own time zone).
import type { FastifyInstance } from 'fastify';
import { findAccountBySsoId } from '../account/accounts.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { CSRF_FIELD, isSameSiteFormPost, issueCsrfToken } from './csrf.ts';
import { messagePage, sendPage } from './html-page.ts';
import { portalPage } from './portal-page.ts';
import { findPortalSession, isPortalSessionLive, type PortalSession } from './portal-sessions.ts';
import { cancelSubscription, listCustomerPurchases } from './purchases.ts';

const CANCELLED_PARAM = 'cancelled';

const notFoundPage = () =>
  messagePage('Billing session not found', 'Open Manage Subscriptions again from the club site.');
const expiredPage = (session: PortalSession) =>
  messagePage('This billing session has expired', 'Open Manage Subscriptions again from the club site.', {
    href: session.returnUrl,
    text: 'Return to the club site',
  });

const scopeOf = (session: PortalSession) => `portal:${session.id}`;

export function portalRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const portalPath = (id: string) => `${app.prefix}/portal/${encodeURIComponent(id)}`;

  /** The live session of a request, or the page to answer instead. */
  async function liveSession(id: string) {
    const session = await findPortalSession(ctx.db, id);
    if (!session) return { ok: false, status: 404, page: notFoundPage() } as const;
    if (!isPortalSessionLive(session, ctx.clock.now())) {
      return { ok: false, status: 410, page: expiredPage(session) } as const;
    }
    return { ok: true, session } as const;
  }

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/portal/:id',
    async (request, reply) => {
      const found = await liveSession(request.params.id);
      if (!found.ok) return sendPage(reply, found.status, found.page);
      const { session } = found;
      const [account, purchases] = await Promise.all([
        findAccountBySsoId(ctx.db, session.ssoId),
        listCustomerPurchases(ctx.db, session.customerId),
      ]);
      const cancelledId = request.query[CANCELLED_PARAM];
      const csrfToken = await issueCsrfToken(ctx, request, reply, {
        scope: scopeOf(session),
        cookiePath: app.prefix,
      });
      return sendPage(
        reply,
        200,
        portalPage({
          email: account?.email ?? '',
          customerId: session.customerId,
          purchases,
          returnUrl: session.returnUrl,
          cancelAction: (purchase) =>
            `${portalPath(session.id)}/subscriptions/${encodeURIComponent(purchase.id)}/cancel`,
          csrfToken,
          cancelled: purchases.find((p) => p.id === cancelledId && p.status === 'cancelled'),
          timeZone: session.timeZone,
          now: ctx.clock.now(),
        }),
      );
    },
  );

  app.post<{ Params: { id: string; purchaseId: string } }>(
    '/portal/:id/subscriptions/:purchaseId/cancel',
    async (request, reply) => {
      const found = await liveSession(request.params.id);
      if (!found.ok) return sendPage(reply, found.status, found.page);
      const { session } = found;
      const back = { href: portalPath(session.id), text: 'Back to Manage Subscriptions' };
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!(await isSameSiteFormPost(ctx, request, { scope: scopeOf(session), token: body[CSRF_FIELD] }))) {
        return sendPage(
          reply,
          403,
          messagePage('Cancellation refused', 'This request did not come from the billing page.', back),
        );
      }
      const now = ctx.clock.now();
      const outcome = await ctx.db.transaction((tx) =>
        cancelSubscription(tx, {
          customerId: session.customerId,
          purchaseId: request.params.purchaseId,
          now,
        }),
      );
      if (outcome === 'not-found') {
        return sendPage(
          reply,
          404,
          messagePage('Subscription not found', 'There is no such subscription.', back),
        );
      }
      if (outcome === 'not-a-subscription') {
        return sendPage(
          reply,
          400,
          messagePage(
            'Nothing to cancel',
            'A one-off payment does not renew, so there is nothing to cancel.',
            back,
          ),
        );
      }
      const url = `${portalPath(session.id)}?${CANCELLED_PARAM}=${encodeURIComponent(request.params.purchaseId)}`;
      return reply.redirect(url, 303);
    },
  );
}
