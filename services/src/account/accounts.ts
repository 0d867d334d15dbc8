// Data access for accounts. Emails arrive already trimmed and lowercased by the contract.
import type { Queryable } from '../db/database.ts';

export type AccountState = 'active' | 'blocked' | 'password_change_required';

export interface Account {
  ssoId: string;
  email: string;
  displayName: string | null;
  passwordHash: string;
  state: AccountState;
}

interface AccountRow {
  sso_id: string;
  email: string;
  display_name: string | null;
  password_hash: string;
  state: AccountState;
}

const toAccount = (row: AccountRow): Account => ({
  ssoId: row.sso_id,
  email: row.email,
  displayName: row.display_name,
  passwordHash: row.password_hash,
  state: row.state,
});

const COLUMNS = 'sso_id, email, display_name, password_hash, state';

export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE email = $1`, [email]);
  return rows[0] && toAccount(rows[0]);
}

export async function findAccountBySsoId(db: Queryable, ssoId: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE sso_id = $1`, [ssoId]);
  return rows[0] && toAccount(rows[0]);
}

export interface NewAccount extends Account {
  bypassed?: boolean;
  country?: string | null;
  /** Null leaves the account unconfirmed (sign-up waiting for its code). */
  confirmedAt: Date | null;
}

export async function insertAccount(db: Queryable, account: NewAccount, createdAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO accounts (sso_id, email, display_name, password_hash, state, created_at, bypassed, country, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
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
