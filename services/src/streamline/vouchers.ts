// Voucher redemption (issue 19): a one-time code grants a named pass or a period of access to the
// account that redeems it, at once. Codes are kept only as hashes; they are compared without case,
// spaces or dashes, as supporters type them. Redeeming marks the code used in the statement that
// checks it is unused and unexpired, and grants the access in the same transaction, so a code is
// used once however many race for it. Failed tries slow down the account and the address that
// make them (lib/throttle.ts), so codes cannot be found by trying.
import { createHash } from 'node:crypto';
import { VOUCHER_ERRORS, VOUCHER_MESSAGES } from '@club/shared/contracts';
import type { Database, Queryable } from '../db/database.ts';
import { grantEntitlement } from '../entitlements/entitlements.ts';
import { DAY_MS } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { blockedUntil, recordFailure, type ThrottleKey, type ThrottlePolicy } from '../lib/throttle.ts';

/** Per account: five wrong codes, then a minute, doubling to an hour between tries. */
export const VOUCHER_ACCOUNT: ThrottlePolicy = {
  freeFailures: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: DAY_MS,
};
/** Per address, whatever the account: room for a family or a club office behind one address. */
export const VOUCHER_ADDRESS: ThrottlePolicy = { ...VOUCHER_ACCOUNT, freeFailures: 20 };

export const voucherKeys = (ssoId: string, address: string): ThrottleKey[] => [
  { scope: 'voucher:account', key: ssoId, policy: VOUCHER_ACCOUNT },
  { scope: 'voucher:address', key: address, policy: VOUCHER_ADDRESS },
];

/** A code as it is compared: capitals, no spaces or dashes. */
export const normaliseVoucherCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();
export const voucherHash = (code: string) =>
  createHash('sha256').update(normaliseVoucherCode(code)).digest('hex');

/** A voucher as the seed writes it. */
export interface VoucherSeed {
  code: string;
  label: string;
  entitlements: string[];
  /** Days of access from redemption, or null with accessUntil. */
  periodDays: number | null;
  accessUntil: Date | null;
  redeemBy: Date | null;
  /** Already used (a demo of the 'used' answer): by this account, at this instant. */
  redeemed?: { ssoId: string; at: Date };
}

export async function insertVoucher(tx: Queryable, voucher: VoucherSeed): Promise<void> {
  await tx.query(
    `INSERT INTO vouchers (code_hash, label, entitlements, period_days, access_until, redeem_by, redeemed_by, redeemed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code_hash) DO NOTHING`,
    [
      voucherHash(voucher.code),
      voucher.label,
      voucher.entitlements,
      voucher.periodDays,
      voucher.accessUntil,
      voucher.redeemBy,
      voucher.redeemed?.ssoId ?? null,
      voucher.redeemed?.at ?? null,
    ],
  );
}

export interface Redeemed {
  label: string;
  entitlements: string[];
  accessEndsAt: Date;
}

interface VoucherRow {
  label: string;
  entitlements: string[];
  period_days: number | null;
  access_until: Date | null;
  redeem_by: Date | null;
  redeemed_by: string | null;
}

const refusal = (status: number, code: string, title: string) => new HttpError(status, code, title);

/** 429 with when to try again; the route copies retryAfterS into Retry-After. */
export class VoucherAttemptsError extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(
      429,
      VOUCHER_ERRORS.attempts,
      VOUCHER_MESSAGES.attempts(retryAfterS),
      `Try again in ${retryAfterS} seconds.`,
    );
  }
}

/**
 * Redeems `code` for the account: grants what it names and answers it, or throws the refusal
 * (unknown 404, used 409, expired 410) after counting the failure, or 429 while the account or the
 * address must wait.
 */
export async function redeemVoucher(
  db: Database,
  input: { code: string; ssoId: string; address: string; now: Date },
): Promise<Redeemed> {
  const { ssoId, now } = input;
  const keys = voucherKeys(ssoId, input.address);
  const until = await blockedUntil(db, keys, now);
  if (until) throw new VoucherAttemptsError(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));

  const hash = voucherHash(input.code);
  const outcome = await db.transaction(async (tx): Promise<Redeemed | HttpError> => {
    const { rows } = await tx.query<VoucherRow>(
      `UPDATE vouchers SET redeemed_by = $2, redeemed_at = $3
       WHERE code_hash = $1 AND redeemed_by IS NULL AND redeemed_at IS NULL AND (redeem_by IS NULL OR redeem_by > $3)
       RETURNING label, entitlements, period_days, access_until, redeem_by, redeemed_by`,
      [hash, ssoId, now],
    );
    const row = rows[0];
    if (!row) {
      const found = await tx.query<VoucherRow>(
        'SELECT label, entitlements, period_days, access_until, redeem_by, redeemed_by FROM vouchers WHERE code_hash = $1',
        [hash],
      );
      const known = found.rows[0];
      if (!known) return refusal(404, VOUCHER_ERRORS.unknown, VOUCHER_MESSAGES.unknown);
      if (known.redeem_by && new Date(known.redeem_by).getTime() <= now.getTime()) {
        return refusal(410, VOUCHER_ERRORS.expired, VOUCHER_MESSAGES.expired);
      }
      return refusal(409, VOUCHER_ERRORS.used, VOUCHER_MESSAGES.used);
    }
    const accessEndsAt = row.access_until
      ? new Date(row.access_until)
      : new Date(now.getTime() + (row.period_days ?? 0) * DAY_MS);
    for (const code of row.entitlements) {
      await grantEntitlement(tx, { ssoId, code, source: 'voucher', now, expiresAt: accessEndsAt });
    }
    return { label: row.label, entitlements: row.entitlements, accessEndsAt };
  });
  if (outcome instanceof HttpError) {
    await recordFailure(db, keys, now);
    throw outcome;
  }
  return outcome;
}
