// Voucher codes really redeem (issue 19), over real HTTP: a signed-in supporter posts a seeded
// one-time code and what it names is theirs at once; used, expired and unknown codes each get
// their own answer; failed tries slow down the account and the address, so codes cannot be found
// by trying; a code is used once, however many race for it; only hashes of codes are kept.
import {
  type ApiErrorBody,
  type RedeemVoucherResponse,
  redeemVoucherResponse,
  VOUCHER_ERRORS,
  VOUCHER_MESSAGES,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  fromAddress,
  postJson,
  type RunningServer,
  signInDemo,
  startTestServer,
} from '../../test/helpers.ts';
import { ENTITLEMENTS, matchPassCode } from '../entitlements/package-codes.ts';
import { entitlementsOf } from '../payments/test-support.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { VOUCHER_ACCOUNT, VOUCHER_ADDRESS } from './vouchers.ts';
import { DEMO_VOUCHERS, MONTH_VOUCHER_DAYS } from './vouchers-seed.ts';

let now = SEED_BASE_DATE;
let server: RunningServer;
const HOME = '203.0.113.20';

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.db.query('DELETE FROM throttles');
});

type Answer = { status: number; body: RedeemVoucherResponse | ApiErrorBody; retryAfter: string | null };

async function redeem(email: string, code: unknown, address = HOME): Promise<Answer> {
  const token = await signInDemo(server, email);
  const response = await postJson<RedeemVoucherResponse | ApiErrorBody>(
    `${server.url}/streamline/vouchers/redeem`,
    { data: { attributes: { code } } },
    { ...bearer(token), ...fromAddress(address) },
  );
  return { status: response.status, body: response.body, retryAfter: response.headers.get('retry-after') };
}
const errorOf = (answer: Answer) => (answer.body as ApiErrorBody).errors[0];
/** What the account holds now (a 404 is nothing held, spec 001 §7). */
async function held(email: string): Promise<string[]> {
  const response = await entitlementsOf(server, await signInDemo(server, email), email);
  return response.status === 404 ? [] : response.body.data.attributes.entitlements;
}

describe('redeeming a voucher code', () => {
  it('grants the period it names at once, to the account that redeems it', async () => {
    const answer = await redeem('free@club.test', DEMO_VOUCHERS.month[0]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(validate(redeemVoucherResponse, answer.body).ok).toBe(true);
    expect((answer.body as RedeemVoucherResponse).data.attributes).toEqual({
      label: `${MONTH_VOUCHER_DAYS} days of live match video and replays`,
      entitlements: [ENTITLEMENTS.videoSubscriber],
      accessEndsAt: new Date(now.getTime() + MONTH_VOUCHER_DAYS * 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(await held('free@club.test')).toContain(ENTITLEMENTS.videoSubscriber);
    now = new Date(now.getTime() + MONTH_VOUCHER_DAYS * 24 * 60 * 60 * 1000);
    try {
      expect(await held('free@club.test')).not.toContain(ENTITLEMENTS.videoSubscriber);
    } finally {
      now = SEED_BASE_DATE;
    }
  });

  it('takes the code in any case, with spaces and without dashes', async () => {
    const typed = ` ${DEMO_VOUCHERS.commentary[0].toLowerCase().replaceAll('-', ' ')} `;
    const answer = await redeem('traveller@club.test', typed);
    expect(answer.status).toBe(200);
    expect((answer.body as RedeemVoucherResponse).data.attributes.entitlements).toEqual([
      ENTITLEMENTS.audioAnnual,
    ]);
  });

  it('grants a named match pass: that match only, until three days after its kick-off', async () => {
    const answer = await redeem('holder@club.test', DEMO_VOUCHERS.matchPass[0]);
    expect(answer.status).toBe(200);
    const { entitlements, label } = (answer.body as RedeemVoucherResponse).data.attributes;
    expect(label).toMatch(/^Match pass: Men's Team v |^Match pass: .+ v Men's Team$/);
    expect(entitlements).toHaveLength(1);
    expect(entitlements[0]).toMatch(/^match-pass:g\d+$/);
    expect(await held('holder@club.test')).toEqual(entitlements);
    expect(matchPassCode('x')).toBe('match-pass:x');
  });

  it('answers a used code, an expired code and an unknown code each in its own words', async () => {
    const used = await redeem('staff@club.test', DEMO_VOUCHERS.used);
    expect(used.status).toBe(409);
    expect(errorOf(used)).toMatchObject({ code: VOUCHER_ERRORS.used, title: VOUCHER_MESSAGES.used });
    const expired = await redeem('staff@club.test', DEMO_VOUCHERS.expired);
    expect(expired.status).toBe(410);
    expect(errorOf(expired)).toMatchObject({ code: VOUCHER_ERRORS.expired, title: VOUCHER_MESSAGES.expired });
    const unknown = await redeem('staff@club.test', 'NBFC-NOPE-NOPE-NOPE');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: VOUCHER_ERRORS.unknown, title: VOUCHER_MESSAGES.unknown });
    // Used once, used for everyone, the one who redeemed it included.
    expect((await redeem('free@club.test', DEMO_VOUCHERS.month[0])).status).toBe(409);
    expect(await held('staff@club.test')).toEqual([]);
  });

  it('gives a code raced for by two accounts to one of them', async () => {
    const code = DEMO_VOUCHERS.month[1];
    const answers = await Promise.all([
      redeem('audio@club.test', code),
      redeem('bypassed@club.test', code, '198.51.100.7'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('needs a signed-in supporter, and says what is wrong with a malformed body', async () => {
    const anonymous = await postJson<ApiErrorBody>(`${server.url}/streamline/vouchers/redeem`, {
      data: { attributes: { code: DEMO_VOUCHERS.month[2] } },
    });
    expect(anonymous.status).toBe(401);
    const empty = await redeem('free@club.test', '   ');
    expect(empty.status).toBe(400);
    expect(errorOf(empty)?.detail).toContain('data.attributes.code: is required');
    expect((await redeem('free@club.test', 42)).status).toBe(400);
  });

  it('keeps only hashes of the codes', async () => {
    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM vouchers');
    const stored = JSON.stringify(rows);
    for (const code of [...DEMO_VOUCHERS.month, DEMO_VOUCHERS.used]) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
  });
});

describe('trying codes', () => {
  it('slows down the account after five wrong codes, even for a right one, and says when to come back', async () => {
    for (let i = 0; i <= VOUCHER_ACCOUNT.freeFailures; i++) {
      expect((await redeem('subscriber@club.test', `NBFC-GUES-S000-000${i}`)).status).toBe(404);
    }
    const waiting = await redeem('subscriber@club.test', DEMO_VOUCHERS.month[2]);
    expect(waiting.status).toBe(429);
    expect(errorOf(waiting)?.code).toBe(VOUCHER_ERRORS.attempts);
    expect(waiting.retryAfter).toBe(String(VOUCHER_ACCOUNT.firstDelayMs / 1000));
    expect(errorOf(waiting)?.title).toBe(VOUCHER_MESSAGES.attempts(VOUCHER_ACCOUNT.firstDelayMs / 1000));
    // Another supporter at another address is not held back.
    expect((await redeem('holder@club.test', DEMO_VOUCHERS.matchPass[1], '198.51.100.8')).status).toBe(200);
    // After the wait the account is heard again.
    now = new Date(now.getTime() + VOUCHER_ACCOUNT.firstDelayMs);
    try {
      expect((await redeem('subscriber@club.test', DEMO_VOUCHERS.month[2])).status).toBe(200);
    } finally {
      now = SEED_BASE_DATE;
    }
  });

  it('slows down an address trying codes for many accounts', async () => {
    const accounts = [
      'free@club.test',
      'audio@club.test',
      'staff@club.test',
      'bypassed@club.test',
      'holder@club.test',
    ];
    const address = '198.51.100.99';
    for (let i = 0; i < VOUCHER_ADDRESS.freeFailures; i++) {
      const email = accounts[i % accounts.length] ?? 'free@club.test';
      expect((await redeem(email, `NBFC-ADDR-${String(i).padStart(4, '0')}-0000`, address)).status).toBe(404);
    }
    expect((await redeem('traveller@club.test', 'NBFC-ADDR-LAST-0000', address)).status).toBe(404);
    expect((await redeem('traveller@club.test', DEMO_VOUCHERS.commentary[1], address)).status).toBe(429);
    expect((await redeem('traveller@club.test', DEMO_VOUCHERS.commentary[1], HOME)).status).toBe(200);
  });
});
