import {
  apiErrorBody,
  entitlementsResponse,
  type FixturesResponse,
  MAX_PACKAGE_GROUPS,
  type PackageGroupsResponse,
  type PackagesResponse,
  packageGroupsResponse,
  packagesResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ENTITLEMENTS, matchCommentaryCode, matchPassCode } from '../entitlements/package-codes.ts';
import { DAY_MS } from '../lib/clock.ts';
import { demoAccount, signIn } from '../payments/test-support.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { COMMENTARY_SUPPLEMENT } from './match-passes.ts';
import { MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS } from './package-documents.ts';

let server: RunningServer;
let now = SEED_BASE_DATE;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());

async function packages(type: string) {
  const response = await fetchJson<PackagesResponse>(
    `${server.url}/streamline/packages?filter.packageType=${type}`,
  );
  expect(response.status).toBe(200);
  expect(validate(packagesResponse, response.body).ok).toBe(true);
  return response.body.data;
}

/** A team's fixtures still to come at the server clock, as the match data service lists them. */
async function fixtures(team: string) {
  const response = await fetchJson<FixturesResponse>(
    `${server.url}/match-data/fixtures?team=${team}&status=fixture`,
  );
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('GET /streamline/packages', () => {
  it('lists the four memberships with their recurring and one-off prices, in seed order', async () => {
    const memberships = await packages('membership');
    expect(memberships.map((p) => p.id)).toEqual([
      'video-monthly',
      'video-season',
      'audio-monthly',
      'audio-season',
    ]);
    for (const pkg of memberships) {
      expect(pkg.attributes.packageType).toBe('membership');
      expect(pkg.attributes.imageData.imageKey).toBe(`packages/${pkg.id}.jpg`);
      expect(pkg.attributes.successfulPaymentPage).toMatch(
        /^\/videos\/subscriptions\?payment=success&package=/,
      );
      expect(pkg.attributes.cancelledPaymentPage).toMatch(
        /^\/videos\/subscriptions\?payment=cancelled&package=/,
      );
      for (const price of pkg.attributes.priceData) expect(price.id).toMatch(/^price_/);
    }
    const season = memberships.find((p) => p.id === 'video-season');
    // More than two prices: the card grows (spec 001 §2).
    expect(season?.attributes.priceData.length).toBe(3);
    expect(new Set(season?.attributes.priceData.map((p) => p.type))).toEqual(
      new Set(['recurring', 'one-off']),
    );
    const codes = memberships.flatMap((p) =>
      p.attributes.priceData.flatMap((price) => price.accessData.entitlements),
    );
    expect(new Set(codes)).toEqual(
      new Set([
        ENTITLEMENTS.videoSubscriber,
        ENTITLEMENTS.videoSeason,
        ENTITLEMENTS.audioAnnual,
        ENTITLEMENTS.audioMonthly,
      ]),
    );
  });

  it('uses both display types, with a background image key only on background-image cards', async () => {
    const all = [...(await packages('membership')), ...(await packages('match-pass'))];
    const types = new Set(all.map((p) => p.attributes.styleData.displayType));
    expect(types).toEqual(new Set(['icon-only', 'background-image']));
    for (const { id, attributes } of all) {
      const style = attributes.styleData;
      if (style.displayType === 'background-image') {
        expect(style.backgroundImageKey).toBe(`packages/${id}-background.jpg`);
      } else {
        expect(style.backgroundImageKey).toBeNull();
        expect(style.icon).toBeTruthy();
      }
    }
  });

  it('lists a pass for each match announced as streamed, each granting codes of its own match only', async () => {
    const passes = await packages('match-pass');
    const streamed = [
      ...(await fixtures('first-team')).filter((m) => m.streaming),
      ...(await fixtures('lionesses')).filter((m) => m.streaming),
    ].sort((a, b) => a.kickoff.localeCompare(b.kickoff));
    expect(passes.map((p) => p.id)).toEqual(streamed.map((m) => `match-pass-${m.matchID}`));
    expect(passes.some((p) => p.attributes.title.includes("Men's Team"))).toBe(true);
    expect(passes.some((p) => p.attributes.title.includes('Lionesses'))).toBe(true);
    for (const [i, pass] of passes.entries()) {
      const matchID = streamed[i]?.matchID ?? '';
      const [video, commentary] = pass.attributes.priceData;
      expect(pass.attributes.priceData).toHaveLength(2);
      expect(video?.accessData.entitlements).toEqual([matchPassCode(matchID)]);
      expect(commentary?.accessData.entitlements).toEqual([
        matchPassCode(matchID),
        matchCommentaryCode(matchID),
      ]);
      expect((commentary?.amount ?? 0) - (video?.amount ?? 0)).toBe(COMMENTARY_SUPPLEMENT);
      for (const price of pass.attributes.priceData) {
        expect(price.type).toBe('one-off');
        expect(new Date(price.accessData.validUntil ?? 0).getTime()).toBe(
          Date.parse(streamed[i]?.kickoff ?? '') + MATCH_PASS_ACCESS_AFTER_KICK_OFF_MS,
        );
        expect(price.furtherInformation).toContain('<li>');
      }
    }
    const codes = passes.flatMap((p) => p.attributes.priceData[0]?.accessData.entitlements ?? []);
    expect(new Set(codes).size).toBe(passes.length);
  });

  it('offers passes only for matches still to come, and the one live now', async () => {
    const before = (await packages('match-pass')).map((p) => p.id);
    now = new Date(SEED_BASE_DATE.getTime() + 400 * DAY_MS);
    try {
      const later = (await packages('match-pass')).map((p) => p.id);
      expect(later.length).toBe(before.length);
      for (const id of later) expect(before).not.toContain(id);
      // The season's one-off prices end; the subscriptions go on.
      const memberships = await packages('membership');
      expect(memberships.flatMap((p) => p.attributes.priceData.map((price) => price.type))).not.toContain(
        'one-off',
      );
      expect(memberships).toHaveLength(4);
    } finally {
      now = SEED_BASE_DATE;
    }
  });

  it.each([
    ['', 'filter.packageType'],
    ['?filter.packageType=', 'filter.packageType'],
    ['?filter.packageType=season', 'filter.packageType'],
    ['?packageType=membership', 'filter.packageType'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await fetchJson(`${server.url}/streamline/packages${query}`);
    expect(response.status).toBe(400);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(JSON.stringify(response.body)).toContain(field);
  });
});

describe('GET /streamline/package-groups (spec 001 §2: the switcher offers up to three)', () => {
  it('lists the groups by orderPosition, at most three, and files every package on sale under one of them', async () => {
    const response = await fetchJson<PackageGroupsResponse>(`${server.url}/streamline/package-groups`);
    expect(response.status).toBe(200);
    expect(validate(packageGroupsResponse, response.body).ok).toBe(true);
    const groups = response.body.data;
    expect(groups.map((group) => [group.id, group.attributes.title])).toEqual([
      ['video', 'Watch'],
      ['audio', 'Listen'],
    ]);
    expect(groups.length).toBeLessThanOrEqual(MAX_PACKAGE_GROUPS);
    const ids = new Set(groups.map((group) => group.id));
    for (const pkg of [...(await packages('membership')), ...(await packages('match-pass'))])
      expect(ids.has(pkg.attributes.groupId ?? ''), pkg.id).toBe(true);
    const audio = (await packages('membership')).filter((pkg) => pkg.attributes.groupId === 'audio');
    expect(audio.map((pkg) => pkg.id)).toEqual(['audio-monthly', 'audio-season']);
  });

  it('answers a group document edited into the wrong shape with a bare 500', async () => {
    await server.db.query(
      `UPDATE documents SET body = jsonb_set(body, '{attributes,orderPosition}', '"first"') WHERE collection = 'package-groups' AND id = 'video'`,
    );
    try {
      const response = await fetchJson(`${server.url}/streamline/package-groups`);
      expect(response.status).toBe(500);
      expect(validate(apiErrorBody, response.body).ok).toBe(true);
    } finally {
      await server.db.query(
        `UPDATE documents SET body = jsonb_set(body, '{attributes,orderPosition}', '1') WHERE collection = 'package-groups' AND id = 'video'`,
      );
    }
  });
});

describe('GET /streamline/users/entitlements/{ssoID}', () => {
  const url = (email: string) => `${server.url}/streamline/users/entitlements/${demoAccount(email).ssoId}`;

  it("answers the signed-in user's active codes, with no customer before a purchase", async () => {
    const token = await signIn(server, 'traveller@club.test');
    const response = await fetchJson(url('traveller@club.test'), { headers: bearer(token) });
    expect(response.status).toBe(200);
    const parsed = validate(entitlementsResponse, response.body);
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    expect(parsed.value.data.attributes).toEqual({
      userID: demoAccount('traveller@club.test').ssoId,
      entitlements: [ENTITLEMENTS.audioAnnual, ENTITLEMENTS.videoSubscriber].sort(),
      stripeCustomerID: null,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for an account that holds nothing and has no payments customer', async () => {
    const token = await signIn(server, 'free@club.test');
    const response = await fetchJson(url('free@club.test'), { headers: bearer(token) });
    expect(response.status).toBe(404);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
  });

  it("refuses another user's entitlements with 403", async () => {
    const token = await signIn(server, 'free@club.test');
    const response = await fetchJson(url('subscriber@club.test'), { headers: bearer(token) });
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toContain(ENTITLEMENTS.videoSubscriber);
  });

  it('answers 401 without a bearer token or with a tampered one', async () => {
    expect((await fetchJson(url('subscriber@club.test'))).status).toBe(401);
    const token = await signIn(server, 'subscriber@club.test');
    const tampered = `${token.slice(0, -2)}xx`;
    expect((await fetchJson(url('subscriber@club.test'), { headers: bearer(tampered) })).status).toBe(401);
  });

  it('stops counting a grant once it expires', async () => {
    const token = await signIn(server, 'free@club.test');
    const ssoId = demoAccount('free@club.test').ssoId;
    await server.db.query(
      `INSERT INTO entitlements (sso_id, code, source, granted_at, expires_at) VALUES ($1, 'match-pass:g1', 'seed', $2, $3)`,
      [ssoId, now, new Date(now.getTime() + 60_000)],
    );
    try {
      const held = await fetchJson<{ data: { attributes: { entitlements: string[] } } }>(
        url('free@club.test'),
        {
          headers: bearer(token),
        },
      );
      expect(held.body.data.attributes.entitlements).toEqual(['match-pass:g1']);
      now = new Date(now.getTime() + 61_000);
      expect((await fetchJson(url('free@club.test'), { headers: bearer(token) })).status).toBe(404);
    } finally {
      now = SEED_BASE_DATE;
      await server.db.query(`DELETE FROM entitlements WHERE sso_id = $1`, [ssoId]);
    }
  });
});
