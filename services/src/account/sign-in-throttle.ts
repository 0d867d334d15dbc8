// How failed sign-ins slow down whoever makes them, without letting anyone lock a supporter out
// (issue 19). A per-email lockout let an attacker keep known supporters out at kick-off by failing
// with their emails; instead each failure counts against:
// - the email together with the address it came from (SIGN_IN_EMAIL_AT_ADDRESS): a guesser at one
//   address waits, the supporter at home does not;
// - the address alone (SIGN_IN_ADDRESS), with far more free failures (a stadium's wifi is one
//   address): one address trying many emails waits;
// - or, from a browser that signed in to that account before, only that browser's device
//   (SIGN_IN_DEVICE): its device cookie, set by an earlier success, lets it past everyone else's
//   failures, and its own failures slow only it.
// Change-password guesses (with a signed-in token) count against the account (PASSWORD_CHANGE):
// only whoever holds that session can make them.

import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { deriveKey, signToken, verifyToken } from '../lib/signed-token.ts';
import { blockedUntil, type ThrottleKey, type ThrottlePolicy } from '../lib/throttle.ts';
import { clientAddress, type TrustedEdge } from '../lib/trusted-edge.ts';
import { LimitExceededError } from './limit-exceeded.ts';

const MINUTE_MS = 60_000;

/** One email from one address: five tries, then 30 s, 1, 2, 4 ... up to 15 minutes between tries. */
export const SIGN_IN_EMAIL_AT_ADDRESS: ThrottlePolicy = {
  freeFailures: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE_MS,
  forgetAfterMs: 60 * MINUTE_MS,
};
/** One address, whatever the emails: room for a crowd behind one address, then the same growth. */
export const SIGN_IN_ADDRESS: ThrottlePolicy = { ...SIGN_IN_EMAIL_AT_ADDRESS, freeFailures: 50 };
/** A browser that signed in to the account before, trying it again. */
export const SIGN_IN_DEVICE: ThrottlePolicy = SIGN_IN_EMAIL_AT_ADDRESS;
/** Wrong old passwords on change-password, by account. */
export const PASSWORD_CHANGE: ThrottlePolicy = SIGN_IN_EMAIL_AT_ADDRESS;

/** The device cookie lasts a year from the last sign-in on that browser. */
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * MINUTE_MS;

/** Where a sign-in comes from: the browser's address and the device cookie it sent, if any. */
export interface SignInOrigin {
  address: string;
  deviceToken?: string | undefined;
  userAgent?: string | undefined;
}

/** The origin of a sign-in request (the address behind the trusted edge, the device cookie). */
export function signInOrigin(request: FastifyRequest, edge: TrustedEdge, deviceCookie: string): SignInOrigin {
  return {
    address: clientAddress(request, edge),
    deviceToken: request.cookies[deviceCookie] || undefined,
    userAgent: request.headers['user-agent'],
  };
}

interface DeviceClaims {
  /** The account this browser signed in to. */
  sub: string;
  /** The browser's own id, which its failures count against. */
  did: string;
  iat: number;
  exp: number;
}

const deviceKey = (secret: Buffer) => deriveKey(secret, 'sign-in-device');

/** The device a cookie names, when it is genuine and unexpired. */
export async function readDevice(
  token: string | undefined,
  secret: Buffer,
  now: Date,
): Promise<{ ssoId: string; deviceId: string } | undefined> {
  if (!token) return undefined;
  const check = await verifyToken<DeviceClaims>(
    token,
    deviceKey(secret),
    now,
    (c) => typeof c.sub === 'string' && typeof c.did === 'string',
  );
  return check.ok ? { ssoId: check.claims.sub, deviceId: check.claims.did } : undefined;
}

/** A device cookie for a browser that just signed in to `ssoId` (keeping its id if it had one). */
export function signDevice(
  device: { ssoId: string; deviceId?: string | undefined },
  secret: Buffer,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + DEVICE_COOKIE_TTL_MS);
  const claims: DeviceClaims = {
    sub: device.ssoId,
    did: device.deviceId ?? randomBytes(16).toString('hex'),
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  return signToken(claims, deviceKey(secret)).then((token) => ({ token, expiresAt }));
}

/**
 * What a sign-in for `email` is counted against: the browser's device when it signed in to this
 * account before, else the email at the address and the address alone.
 */
export function signInKeys(
  email: string,
  origin: SignInOrigin,
  trustedDevice: { deviceId: string } | undefined,
): ThrottleKey[] {
  if (trustedDevice)
    return [{ scope: 'sign-in:device', key: trustedDevice.deviceId, policy: SIGN_IN_DEVICE }];
  return [
    {
      scope: 'sign-in:email-address',
      key: `${email.toLowerCase()} ${origin.address}`,
      policy: SIGN_IN_EMAIL_AT_ADDRESS,
    },
    { scope: 'sign-in:address', key: origin.address, policy: SIGN_IN_ADDRESS },
  ];
}

export const passwordChangeKeys = (ssoId: string): ThrottleKey[] => [
  { scope: 'password-change:account', key: ssoId, policy: PASSWORD_CHANGE },
];

/** Throws 429 LimitExceededException (with when to come back) while any of `keys` must wait. */
export async function assertNotThrottled(db: Queryable, keys: ThrottleKey[], now: Date): Promise<void> {
  const until = await blockedUntil(db, keys, now);
  if (until) throw new LimitExceededError(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
}
