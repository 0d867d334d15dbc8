// The demo voucher codes (README's demo table): a month of video, the season's commentary, a named
// match pass (the next streamed Men's Team match when the data is made), one already used and one
// expired, to try each answer. A few of each kind, since each works once.

import { ENTITLEMENTS, matchPassCode } from '../entitlements/package-codes.ts';
import { fixtureTitle, isStreamedMatch } from '../matches/streamed-matches.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts-seed.ts';
import { type Dataset, isTableEmpty } from '../seed/datasets.ts';
import { buildSchedule, lastSeasonAt } from '../seed/fixtures-seed.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { TEAMS } from '../seed/teams-seed.ts';
import { MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS } from './package-documents.ts';
import { SEASON_ENDS_AT } from './packages-seed.ts';
import { insertVoucher, type VoucherSeed } from './vouchers.ts';

/** The Men's Team: the team whose next match the demo pass vouchers name. */
const MENS_TEAM = 't3448';

export const DEMO_VOUCHERS = {
  month: ['NBFC-MNTH-4K7Q-2XPD', 'NBFC-MNTH-8HZT-6WQN', 'NBFC-MNTH-3JRC-5VLB'],
  commentary: ['NBFC-AUDI-9TJA-3MFV', 'NBFC-AUDI-2PXE-7QKN'],
  matchPass: ['NBFC-PASS-5RBW-7CYE', 'NBFC-PASS-6DHU-1ZLM'],
  used: 'NBFC-USED-0000-0001',
  expired: 'NBFC-OLD0-2025-0001',
} as const;

/** Days of video a month voucher gives. */
export const MONTH_VOUCHER_DAYS = 30;

export function buildVouchers(now: Date): VoucherSeed[] {
  const next = buildSchedule(lastSeasonAt(now)).find(
    (m) => m.teamId === MENS_TEAM && isStreamedMatch(m) && Date.parse(m.kickoff) > now.getTime(),
  );
  const subscriber = DEMO_ACCOUNTS.find((a) => a.email === 'subscriber@club.test');
  const month = (code: string): VoucherSeed => ({
    code,
    label: `${MONTH_VOUCHER_DAYS} days of live match video and replays`,
    entitlements: [ENTITLEMENTS.videoSubscriber],
    periodDays: MONTH_VOUCHER_DAYS,
    accessUntil: null,
    redeemBy: SEASON_ENDS_AT,
  });
  const vouchers: VoucherSeed[] = [
    ...DEMO_VOUCHERS.month.map(month),
    ...DEMO_VOUCHERS.commentary.map((code) => ({
      code,
      label: 'Live commentary until the end of the season',
      entitlements: [ENTITLEMENTS.audioAnnual],
      periodDays: null,
      accessUntil: SEASON_ENDS_AT,
      redeemBy: SEASON_ENDS_AT,
    })),
    {
      ...month(DEMO_VOUCHERS.used),
      ...(subscriber ? { redeemed: { ssoId: subscriber.ssoId, at: SEED_BASE_DATE } } : {}),
    },
    { ...month(DEMO_VOUCHERS.expired), redeemBy: new Date('2026-01-01T00:00:00Z') },
  ];
  if (next) {
    const until = new Date(Date.parse(next.kickoff) + MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS);
    for (const code of DEMO_VOUCHERS.matchPass) {
      vouchers.push({
        code,
        label: `Match pass: ${fixtureTitle(next, TEAMS)}`,
        entitlements: [matchPassCode(next.matchID)],
        periodDays: null,
        accessUntil: until,
        redeemBy: until,
      });
    }
  }
  return vouchers;
}

export const vouchersDataset: Dataset = {
  name: 'vouchers',
  isEmpty: (tx) => isTableEmpty(tx, 'vouchers'),
  async fill(tx, _prepared, now) {
    for (const voucher of buildVouchers(now)) await insertVoucher(tx, voucher);
  },
};
