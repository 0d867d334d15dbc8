// Billing-portal sessions: a short-lived link, made by create-portal-redirect, that shows one
// customer's purchases and lets them cancel a subscription.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { PORTAL_SESSION_ID_PREFIX } from './constants.ts';

export interface PortalSession {
  id: string;
  ssoId: string;
  customerId: string;
  returnUrl: string;
  /** The supporter's time zone, for the dates the portal shows; null shows them in UK time. */
  timeZone: string | null;
  createdAt: Date;
  expiresAt: Date;
}

interface PortalSessionRow {
  id: string;
  sso_id: string;
  customer_id: string;
  return_url: string;
  time_zone: string | null;
  created_at: Date;
  expires_at: Date;
}

export const newPortalSessionId = () => `${PORTAL_SESSION_ID_PREFIX}${randomBytes(16).toString('hex')}`;

export async function insertPortalSession(db: Queryable, session: PortalSession): Promise<void> {
  await db.query(
    `INSERT INTO portal_sessions (id, sso_id, customer_id, return_url, created_at, expires_at, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.id,
      session.ssoId,
      session.customerId,
      session.returnUrl,
      session.createdAt,
      session.expiresAt,
      session.timeZone,
    ],
  );
}

export async function findPortalSession(db: Queryable, id: string): Promise<PortalSession | undefined> {
  const { rows } = await db.query<PortalSessionRow>(
    `SELECT id, sso_id, customer_id, return_url, time_zone, created_at, expires_at
     FROM portal_sessions WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      ssoId: row.sso_id,
      customerId: row.customer_id,
      returnUrl: row.return_url,
      timeZone: row.time_zone,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
    }
  );
}

export const isPortalSessionLive = (session: PortalSession, now: Date) =>
  session.expiresAt.getTime() > now.getTime();
