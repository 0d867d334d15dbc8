// Data access for accounts. Emails arrive already trimmed and lowercased by the contract.
import type { Queryable } from '../db/database.ts';

export type AccountState = 'active' | 'blocked' | 'password_change_required';

export interface Account {
  ssoId: string;
  email: string;
  displayName: string | null;
  passwordHash: string;
  state: AccountState;
  /** Null while a sign-up waits for its code: such an account cannot sign in. */
  confirmedAt: Date | null;
  /** The identity layer's own name/value attributes, beside email and display name. */
  attributes: Record<string, string>;
  /** Spec 001 §6: restrictions bypassed (no country, blackout or concurrency rule). */
  bypassed: boolean;
}

export interface AccountRow {
  sso_id: string;
  email: string;
  display_name: string | null;
  password_hash: string;
  state: AccountState;
  confirmed_at: Date | null;
  attributes: Record<string, string> | null;
  bypassed: boolean | null;
}

export const toAccount = (row: AccountRow): Account => ({
  ssoId: row.sso_id,
  email: row.email,
  displayName: row.display_name,
  passwordHash: row.password_hash,
  state: row.state,
  confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  attributes: row.attributes ?? {},
  bypassed: row.bypassed === true,
});

const COLUMN_NAMES = [
  'sso_id',
  'email',
  'display_name',
  'password_hash',
  'state',
  'confirmed_at',
  'attributes',
  'bypassed',
] as const;
const COLUMNS = COLUMN_NAMES.join(', ');
/** The columns of an AccountRow, named with their table, for a query that joins accounts. */
export const QUALIFIED_ACCOUNT_COLUMNS = COLUMN_NAMES.map((name) => `accounts.${name}`).join(', ');

export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE email = $1`, [email]);
  return rows[0] && toAccount(rows[0]);
}

export async function findAccountBySsoId(db: Queryable, ssoId: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE sso_id = $1`, [ssoId]);
  return rows[0] && toAccount(rows[0]);
}

export interface NewAccount extends Omit<Account, 'attributes' | 'bypassed'> {
  bypassed?: boolean;
  country?: string | null;
  attributes?: Record<string, string>;
  /** 'staff', 'season-ticket-holder' (payments/coupons.ts). */
  flags?: string[];
}

export async function insertAccount(db: Queryable, account: NewAccount, createdAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO accounts (sso_id, email, display_name, password_hash, state, created_at, bypassed, country, confirmed_at,
       attributes, flags)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      account.ssoId,
      account.email,
      account.displayName,
      account.passwordHash,
      account.state,
      createdAt,
      account.bypassed ?? false,
      account.country ?? null,
      account.confirmedAt,
      JSON.stringify(account.attributes ?? {}),
      account.flags ?? [],
    ],
  );
}

/** Sets a new password and clears a pending password-change requirement. */
export async function replacePassword(db: Queryable, ssoId: string, passwordHash: string): Promise<void> {
  await db.query(
    `UPDATE accounts SET password_hash = $2,
       state = CASE WHEN state = 'password_change_required' THEN 'active' ELSE state END
     WHERE sso_id = $1`,
    [ssoId, passwordHash],
  );
}

/** Confirms a sign-up; false when the account was already confirmed (or is gone). */
export async function confirmAccount(db: Queryable, ssoId: string, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE accounts SET confirmed_at = $2 WHERE sso_id = $1 AND confirmed_at IS NULL',
    [ssoId, now],
  );
  return result.rowCount === 1;
}

/** Sets the display name (when given) and merges name/value attributes into the stored ones. */
export async function updateProfile(
  db: Queryable,
  ssoId: string,
  change: { displayName?: string | null; attributes: Record<string, string> },
): Promise<void> {
  await db.query(
    `UPDATE accounts SET
       display_name = CASE WHEN $2 THEN $3 ELSE display_name END,
       attributes = attributes || $4::jsonb
     WHERE sso_id = $1`,
    [ssoId, change.displayName !== undefined, change.displayName ?? null, JSON.stringify(change.attributes)],
  );
}
