// Plans and upgrades (issue 19), over real HTTP: a monthly video subscriber moves to the season
// pass, and a season subscriber to the season with commentary; the checkout charges the new price
// (no proration), the new plan grants what it sells, and the plan it replaces stops renewing and
// ends with the period already paid for, so nobody pays twice and access never lapses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ENTITLEMENTS } from '../entitlements/package-codes.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { checkoutBody, createCheckout, entitlementsOf, payCheckout, signIn } from './test-support.ts';

const EMAIL = 'free@club.test';
let now = SEED_BASE_DATE;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());

interface PurchaseRow {
  price_id: string;
  status: string;
  amount: number;
  access_ends_at: Date | null;
}

async function buy(price: string, packageID: string): Promise<void> {
  const token = await signIn(server, EMAIL);
  const checkout = await createCheckout(server, token, checkoutBody(EMAIL, { price, packageID }));
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  expect((await payCheckout(server, checkout.body.id)).status).toBe(303);
}

async function purchases(): Promise<PurchaseRow[]> {
  const { rows } = await server.db.query<PurchaseRow>(
    `SELECT price_id, status, amount, access_ends_at FROM purchases p JOIN accounts a USING (sso_id)
     WHERE a.email = $1 ORDER BY p.created_at`,
    [EMAIL],
  );
  return rows;
}

const held = async () =>
  (await entitlementsOf(server, await signIn(server, EMAIL), EMAIL)).body.data.attributes.entitlements;

describe('upgrading a plan', () => {
  it('season pass over monthly: charged in full, the monthly plan ends with its paid month', async () => {
    now = SEED_BASE_DATE;
    await buy('price_video_monthly', 'video-monthly');
    expect(await held()).toEqual([ENTITLEMENTS.videoSubscriber]);

    now = new Date('2026-11-10T12:00:00Z');
    await buy('price_video_season', 'video-season');
    const [monthly, season] = await purchases();
    expect(season).toMatchObject({ price_id: 'price_video_season', status: 'active', amount: 7999 });
    expect(monthly).toMatchObject({ price_id: 'price_video_monthly', status: 'cancelled' });
    expect(new Date(monthly?.access_ends_at ?? 0).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(await held()).toEqual([ENTITLEMENTS.videoSubscriber, ENTITLEMENTS.videoSeason]);

    // Past the month paid for, the season pass still holds the video subscription.
    now = new Date('2026-12-02T12:00:00Z');
    expect(await held()).toEqual([ENTITLEMENTS.videoSubscriber, ENTITLEMENTS.videoSeason]);
  });

  it('video plus commentary over video alone: the season plan without commentary ends with its period', async () => {
    now = new Date('2026-12-05T12:00:00Z');
    await buy('price_video_season_with_commentary', 'video-season');
    const rows = await purchases();
    const season = rows.find((r) => r.price_id === 'price_video_season');
    const withCommentary = rows.find((r) => r.price_id === 'price_video_season_with_commentary');
    expect(withCommentary).toMatchObject({ status: 'active', amount: 9999 });
    expect(season?.status).toBe('cancelled');
    expect(new Date(season?.access_ends_at ?? 0).toISOString()).toBe('2027-11-10T12:00:00.000Z');
    expect(await held()).toEqual(
      [ENTITLEMENTS.audioAnnual, ENTITLEMENTS.videoSubscriber, ENTITLEMENTS.videoSeason].sort(),
    );
  });

  it('leaves a plan that sells something the new one does not', async () => {
    now = new Date('2026-12-06T12:00:00Z');
    await buy('price_audio_monthly', 'audio-monthly');
    // Video alone monthly again does not replace the audio plan (its code is not in it).
    await buy('price_video_monthly', 'video-monthly');
    const audio = (await purchases()).find((r) => r.price_id === 'price_audio_monthly');
    expect(audio?.status).toBe('active');
  });
});
