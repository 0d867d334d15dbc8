// {streamline}: the package lists and a user's entitlements (spec 001 §7), and voucher redemption
// (issue 19, beyond spec 001 §7: vouchers.ts).
import {
  type EntitlementsResponse,
  type PackageGroupsResponse,
  type PackagesResponse,
  packagesQuery,
  type RedeemVoucherResponse,
  redeemVoucherRequest,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { listActiveEntitlements } from '../entitlements/entitlements.ts';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { clientAddress } from '../lib/trusted-edge.ts';
import { findCustomerId } from '../payments/customers.ts';
import { listPackageGroups, listPackages } from './packages.ts';
import { forbidden, requireSignedInUser } from './signed-in-user.ts';
import { redeemVoucher, VoucherAttemptsError } from './vouchers.ts';

export const streamlineRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof VoucherAttemptsError) reply.header('retry-after', String(error.retryAfterS));
    throw error;
  });

  app.get('/packages', async (request): Promise<PackagesResponse> => {
    const query = parseInput(packagesQuery, request.query);
    return { data: await listPackages(ctx.db, query['filter.packageType'], ctx.clock.now()) };
  });

  app.get(
    '/package-groups',
    async (): Promise<PackageGroupsResponse> => ({
      data: await listPackageGroups(ctx.db),
    }),
  );

  // Only the signed-in user may read their own entitlements. Spec 001 §7: a 404 means "no
  // subscriptions", so an account holding nothing and never a customer answers 404.
  app.get<{ Params: { ssoID: string } }>(
    '/users/entitlements/:ssoID',
    async (request, reply): Promise<EntitlementsResponse> => {
      const user = await requireSignedInUser(ctx, request);
      const { ssoID } = request.params;
      if (user.ssoID !== ssoID) throw forbidden("A user's entitlements are readable only by that user");
      reply.header('cache-control', 'no-store');
      const [entitlements, stripeCustomerID] = await Promise.all([
        listActiveEntitlements(ctx.db, ssoID, ctx.clock.now()),
        findCustomerId(ctx.db, ssoID),
      ]);
      if (entitlements.length === 0 && !stripeCustomerID)
        throw notFound(`User '${ssoID}' has no subscriptions`);
      return {
        data: {
          type: 'entitlements',
          id: ssoID,
          attributes: { userID: ssoID, entitlements, stripeCustomerID },
        },
      };
    },
  );

  // A voucher code, redeemed by the signed-in supporter: what it grants is theirs at once (their
  // next entitlements read has it). The supporter is checked before the body.
  app.post('/vouchers/redeem', async (request, reply): Promise<RedeemVoucherResponse> => {
    const user = await requireSignedInUser(ctx, request);
    const { code } = parseInput(redeemVoucherRequest, request.body).data.attributes;
    reply.header('cache-control', 'no-store');
    const redeemed = await redeemVoucher(ctx.db, {
      code,
      ssoId: user.ssoID,
      address: clientAddress(request, ctx.edge),
      now: ctx.clock.now(),
    });
    return {
      data: {
        type: 'voucher-redemptions',
        attributes: {
          label: redeemed.label,
          entitlements: redeemed.entitlements,
          accessEndsAt: redeemed.accessEndsAt.toISOString(),
        },
      },
    };
  });
};
