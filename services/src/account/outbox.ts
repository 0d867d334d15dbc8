// The identity layer's "emails". There is no mail server here: each message is written to the
// outbox table, which test mode exposes at GET /__test/outbox so browser tests can read codes;
// outside test mode the code is also printed to the server log so a person can sign up by hand.
import type { OutboxMessage } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import type { CodePurpose } from './verification-codes.ts';

const SUBJECTS: Record<CodePurpose, string> = {
  confirm_sign_up: 'Your verification code',
  reset_password: 'Your password reset code',
};

const hours = (ms: number) => Math.round(ms / 3_600_000);

export async function sendCodeEmail(
  db: Queryable,
  message: {
    to: string;
    purpose: CodePurpose;
    code: string;
    ttlMs: number;
    now: Date;
    logToConsole: boolean;
  },
): Promise<void> {
  const subject = SUBJECTS[message.purpose];
  const lifetime = hours(message.ttlMs) === 1 ? '1 hour' : `${hours(message.ttlMs)} hours`;
  const body = `Your code is ${message.code}. It can be used once and expires in ${lifetime}.`;
  await db.query(
    'INSERT INTO outbox (email, purpose, subject, body, code, sent_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [message.to, message.purpose, subject, body, message.code, message.now],
  );
  if (message.logToConsole) console.info(`[identity] email to ${message.to}: ${subject}: ${message.code}`);
}

interface OutboxRow {
  email: string;
  purpose: CodePurpose;
  subject: string;
  body: string;
  code: string;
  sent_at: Date;
}

/** Messages sent, newest first; to one address when given. */
export async function listOutbox(db: Queryable, email?: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT email, purpose, subject, body, code, sent_at FROM outbox
     WHERE $1::text IS NULL OR email = $1 ORDER BY id DESC LIMIT 100`,
    [email ?? null],
  );
  return rows.map((row) => ({
    to: row.email,
    purpose: row.purpose,
    subject: row.subject,
    body: row.body,
    code: row.code,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
