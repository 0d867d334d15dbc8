import {
  apiErrorBody,
  type FixturesResponse,
  fixturesResponse,
  type MatchDetail,
  type MatchDetailResponse,
  type MatchSummary,
  matchDetailResponse,
  type NextMatchResponse,
  nextMatchResponse,
  type PlayersResponse,
  REPLAY_DURATION_S,
  validate,
} from '@club/shared/contracts';
import { formatClubTime } from '@club/shared/format';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { HOUR_MS } from '../lib/clock.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { matchStreamAssetId } from '../streams/match-stream-ids.ts';
import { STREAMED_MATCHES } from './streamed-matches.ts';

const TEAM_IDS = ['t3448', 't18882', 't17164', 't15937'];
const BASE = SEED_BASE_DATE.getTime();

let server: RunningServer;
beforeAll(async () => {
  // The clock stands at the seed's base date, the moment the seed divides results from fixtures.
  server = await startTestServer({ now: () => SEED_BASE_DATE });
});
afterAll(() => server?.close());
afterEach(async () => {
  await postJson(`${server.url}/__test/clock`, { reset: true });
});

async function fixtures(params: Record<string, string>): Promise<FixturesResponse> {
  const response = await fetchJson<FixturesResponse>(
    `${server.url}/match-data/fixtures?${new URLSearchParams(params)}`,
  );
  expect(response.status).toBe(200);
  const check = validate(fixturesResponse, response.body);
  expect(check.ok ? [] : check.problems).toEqual([]);
  return response.body;
}

async function matchCentre(matchID: string): Promise<MatchDetail> {
  const response = await fetchJson<MatchDetailResponse>(`${server.url}/match-data/matches/${matchID}`);
  expect(response.status).toBe(200);
  const check = validate(matchDetailResponse, response.body);
  expect(check.ok ? [] : check.problems).toEqual([]);
  return response.body.data;
}

async function next(team: string) {
  return fetchJson<NextMatchResponse>(`${server.url}/match-data/next?team=${team}`);
}

/** Goals per side as the events count them (an own goal for the other side). */
function scoreOf(events: MatchDetail['events']) {
  const score = { home: 0, away: 0 };
  for (const e of events) {
    if (e.type === 'goal' || e.type === 'penalty-goal') score[e.side]++;
    if (e.type === 'own-goal') score[e.side === 'home' ? 'away' : 'home']++;
  }
  return { home: score.home, away: score.away };
}

const kickoffs = (matches: MatchSummary[]) => matches.map((m) => m.kickoff);
const ascending = (list: string[]) => [...list].sort();

async function expectBadRequest(path: string, field: string) {
  const response = await fetchJson<{ errors: Array<{ code: string; detail: string }> }>(
    `${server.url}${path}`,
  );
  expect(response.status).toBe(400);
  expect(validate(apiErrorBody, response.body).ok).toBe(true);
  expect(response.body.errors[0]?.code).toBe('invalid_request');
  expect(response.body.errors[0]?.detail).toContain(`${field}:`);
}

describe('GET /match-data/fixtures', () => {
  it("defaults to the Men's Team in the season the clock stands in, and 2025-26 is all results", async () => {
    const current = await fixtures({});
    expect(current.meta.team).toEqual({ id: 't3448', slug: '', name: "Men's Team" });
    expect(current.meta.season).toEqual({ year: 2026, slug: '2026-27', label: '2026/27' });
    expect(current.data.every((m) => m.season === 2026)).toBe(true);
    const body = await fixtures({ season: '2025' });
    expect(body.meta.season).toEqual({ year: 2025, slug: '2025-26', label: '2025/26' });
    expect(body.data.length).toBeGreaterThanOrEqual(30);
    expect(body.meta.total).toBe(body.data.length);
    expect(kickoffs(body.data)).toEqual(ascending(kickoffs(body.data)));
    // The 2025-26 season is over: every match is a result, with a score and an attendance.
    for (const match of body.data) {
      expect(match.status).toBe('result');
      expect(match.score).not.toBeNull();
      expect(match.attendance).toBeGreaterThan(0);
      expect(match.season).toBe(2025);
      expect(match.seasonSlug).toBe('2025-26');
    }
    expect(new Set(body.data.map((m) => m.competition.type))).toEqual(new Set(['league', 'cup', 'friendly']));
  });

  it('names the seasons the team has matches in, newest first, whichever season is asked for', async () => {
    const current = await fixtures({});
    // Seeded at the base date: 2020-21 up to the one after the season under way.
    expect(current.meta.seasons).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect((await fixtures({ team: 'lionesses', season: '2030' })).meta.seasons).toEqual(
      current.meta.seasons,
    );
    // A season with nothing in it answers empty, and the list still says where the matches are.
    const empty = await fixtures({ season: '2030' });
    expect(empty.data).toEqual([]);
    expect(empty.meta.seasons).not.toContain(2030);
  });

  it('names a team by id, slug or first-team, and a season by year or slug, with the same answer', async () => {
    const byId = await fixtures({ team: 't3448', season: '2024' });
    const byAlias = await fixtures({ team: 'first-team', season: '2024-25' });
    const bySlug = await fixtures({ team: '', season: '2024' });
    expect(byAlias.data).toEqual(byId.data);
    expect(bySlug.data).toEqual(byId.data);
    const lionesses = await fixtures({ team: 'lionesses', season: '2024' });
    expect(lionesses.data).toEqual((await fixtures({ team: 't18882', season: '2024-25' })).data);
    expect(lionesses.data.every((m) => m.teamId === 't18882' && m.teamSlug === 'lionesses')).toBe(true);
    expect(lionesses.data.map((m) => m.matchID)).not.toEqual(byId.data.map((m) => m.matchID));
  });

  it('has results for every team in every season from 2020 to 2025', async () => {
    for (const team of TEAM_IDS) {
      for (let season = 2020; season <= 2025; season++) {
        const body = await fixtures({ team, season: String(season) });
        expect(body.data.length, `${team} ${season}`).toBeGreaterThanOrEqual(20);
        expect(body.data.every((m) => m.status === 'result')).toBe(true);
      }
    }
  });

  it('splits 2026-27 at the base date: results before it, fixtures after, and more to come well into 2027', async () => {
    for (const team of TEAM_IDS) {
      const body = await fixtures({ team, season: '2026-27' });
      for (const match of body.data) {
        if (Date.parse(match.kickoff) < BASE) expect(match.status).toBe('result');
        else expect(['fixture', 'live', 'postponed']).toContain(match.status);
      }
      const upcoming = body.data.filter((m) => m.status !== 'result');
      expect(upcoming.length).toBeGreaterThanOrEqual(8);
      expect((upcoming.at(-1)?.kickoff ?? '') >= '2027-04').toBe(true);
      expect(body.data.filter((m) => m.status === 'result').length).toBeGreaterThanOrEqual(5);
    }
    const later = await fixtures({ team: 'first-team', season: '2027' });
    expect(later.data.length).toBeGreaterThan(20);
    expect(later.data.every((m) => m.status === 'fixture' && m.score === null)).toBe(true);
  });

  it('filters by status: results newest first, fixtures (every unplayed match) oldest first, cut by limit', async () => {
    const all = await fixtures({ team: 'first-team', season: '2026' });
    const results = await fixtures({ team: 'first-team', season: '2026', status: 'result' });
    const upcoming = await fixtures({ team: 'first-team', season: '2026', status: 'fixture' });
    expect(results.data.every((m) => m.status === 'result')).toBe(true);
    expect(kickoffs(results.data)).toEqual(ascending(kickoffs(results.data)).reverse());
    expect(upcoming.data.every((m) => m.status !== 'result' && m.score === null)).toBe(true);
    expect(kickoffs(upcoming.data)).toEqual(ascending(kickoffs(upcoming.data)));
    expect(results.data.length + upcoming.data.length).toBe(all.data.length);
    expect(results.meta.status).toBe('result');

    const limited = await fixtures({ team: 'first-team', season: '2026', status: 'result', limit: '3' });
    expect(limited.data).toEqual(results.data.slice(0, 3));
    expect(limited.meta.total).toBe(results.data.length);
    // A season that is over has an empty fixture list: the site's 'New fixtures coming soon'.
    expect((await fixtures({ season: '2025', status: 'fixture' })).data).toEqual([]);
  });

  it('plays a fixture out as the clock moves: live with the minute and the score so far, then a result', async () => {
    const atBase = await fixtures({ team: 'first-team', season: '2026', status: 'fixture' });
    const [first, second] = atBase.data;
    const kickoff = Date.parse(first?.kickoff ?? '');
    await postJson(`${server.url}/__test/clock`, { advanceMs: kickoff - BASE + 30 * 60_000 });
    const live = await matchCentre(first?.matchID ?? '');
    expect(live.status).toBe('live');
    expect(live.liveClock).toEqual({ period: 'first-half', minute: 31, addedTime: 0 });
    expect(live.events.every((e) => e.minute <= 30)).toBe(true);
    expect(live.score).toMatchObject({ ...scoreOf(live.events), penalties: null });
    expect(live.report).toBeNull();
    expect(live.lineups.home.starting).toHaveLength(11);
    // The stats so far: shots on target at least the goals so far, none above the full-time figures.
    expect(live.stats.map((s) => s.key)).toContain('shotsOnTarget');
    const liveOnTarget = live.stats.find((s) => s.key === 'shotsOnTarget');
    const goalsBy = (side: 'home' | 'away') =>
      live.events.filter((e) => e.side === side && (e.type === 'goal' || e.type === 'penalty-goal')).length;
    expect(liveOnTarget?.home).toBeGreaterThanOrEqual(goalsBy('home'));
    expect(liveOnTarget?.away).toBeGreaterThanOrEqual(goalsBy('away'));
    const listed = await fixtures({ team: 'first-team', season: '2026', status: 'fixture' });
    expect(listed.data[0]).toMatchObject({ matchID: first?.matchID, status: 'live', score: live.score });

    await postJson(`${server.url}/__test/clock`, { advanceMs: 3 * HOUR_MS });
    const later = await fixtures({ team: 'first-team', season: '2026', status: 'fixture' });
    expect(later.data[0]?.matchID).toBe(second?.matchID);
    expect(later.data).toHaveLength(atBase.data.length - 1);
    // Once over it is a result with the full-time score its events add up to.
    const result = await matchCentre(first?.matchID ?? '');
    expect(result.status).toBe('result');
    expect(result.liveClock ?? null).toBeNull();
    expect(result.score).toMatchObject(scoreOf(result.events));
    expect(result.events.length).toBeGreaterThanOrEqual(live.events.length);
    expect(result.report).not.toBeNull();
    for (const stat of live.stats) {
      const full = result.stats.find((s) => s.key === stat.key);
      expect(stat.home).toBeLessThanOrEqual(full?.home ?? 0);
      expect(stat.away).toBeLessThanOrEqual(full?.away ?? 0);
    }
    // The clock moved back (a test replaying a match in play at the real time): live again, as at first.
    await postJson(`${server.url}/__test/clock`, { advanceMs: -3 * HOUR_MS });
    expect(await matchCentre(first?.matchID ?? '')).toEqual(live);
  });

  it("names a finished match's full replay, held back until 12 noon UK time the next day, and the videos service releases it then", async () => {
    const atBase = await fixtures({ team: 'first-team', season: '2026', status: 'fixture' });
    const match = atBase.data.find((m) => m.competition.type !== 'friendly');
    const kickoff = Date.parse(match?.kickoff ?? '');
    const fixture = await matchCentre(match?.matchID ?? '');
    expect(fixture.replay ?? null).toBeNull();
    // Three hours after kick-off: over, its replay named but held back.
    await postJson(`${server.url}/__test/clock`, { advanceMs: kickoff - BASE + 3 * HOUR_MS });
    const over = await matchCentre(match?.matchID ?? '');
    expect(over.status).toBe('result');
    expect(over.replay).toMatchObject({ available: false });
    const release = Date.parse(over.replay?.availableFrom ?? '');
    expect(formatClubTime(new Date(release))).toBe('12:00');
    expect(release - kickoff).toBeGreaterThan(12 * HOUR_MS);
    expect(release - kickoff).toBeLessThan(48 * HOUR_MS);
    const videoUrl = `${server.url}/videos/videos/${over.replay?.videoId}`;
    expect((await fetchJson(videoUrl)).status).toBe(404);
    // At noon the next day: released, and the videos service finds it.
    await postJson(`${server.url}/__test/clock`, { reset: true });
    await postJson(`${server.url}/__test/clock`, { advanceMs: release - BASE });
    expect((await matchCentre(match?.matchID ?? '')).replay).toMatchObject({ available: true });
    const video = await fetchJson<{ data: { metaData: { SysEntryEntitlements: string[] } } }>(videoUrl);
    expect(video.status).toBe(200);
    expect(video.body.data.metaData.SysEntryEntitlements.length).toBeGreaterThan(0);
    // A team whose matches are not streamed has no replays.
    const bTeam = await fixtures({ team: 'b-team', season: '2025', status: 'result', limit: '1' });
    expect((await matchCentre(bTeam.data[0]?.matchID ?? '')).replay ?? null).toBeNull();
  });

  it('keeps results behind the clock and fixtures ahead of it whatever the date: a year on', async () => {
    await postJson(`${server.url}/__test/clock`, { advanceMs: 365 * 24 * HOUR_MS });
    const now = BASE + 365 * 24 * HOUR_MS;
    const current = await fixtures({ team: 'lionesses' });
    expect(current.meta.season.year).toBe(2027);
    for (const season of ['2026', '2027']) {
      for (const match of (await fixtures({ team: 'lionesses', season })).data) {
        const over = Date.parse(match.kickoff) + 115 * 60_000 <= now;
        expect(match.status, match.matchID).toBe(over ? 'result' : 'fixture');
        expect(match.score === null, match.matchID).toBe(!over);
      }
    }
    expect((await fixtures({ team: 'lionesses', season: '2026', status: 'fixture' })).data).toEqual([]);
  });

  it('answers an empty list, not an error, for a valid team in a season without matches', async () => {
    const body = await fixtures({ team: 'under-18s', season: '2015-16' });
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
    expect(body.meta.season).toEqual({ year: 2015, slug: '2015-16', label: '2015/16' });
  });

  it('gives each match its sides, crests, venue and, for upcoming home games only, a ticket URL', async () => {
    const body = await fixtures({ team: 'first-team', season: '2026' });
    for (const match of body.data) {
      expect(match.club).toMatchObject({ name: 'Northbridge FC', crestImageKey: 'crest/northbridge-fc.png' });
      expect(match.opponent.crestImageKey).toBe(`crest/${match.opponent.slug}.png`);
      expect(match.opponent.slug).toMatch(/^[a-z0-9-]+$/);
      expect(match.venue.name.length).toBeGreaterThan(0);
      const upcomingHome =
        match.status !== 'result' && match.homeAway === 'home' && match.status !== 'postponed';
      if (upcomingHome) expect(match.ticketUrl).toMatch(/^https:\/\/.+\/matches\/g\d+$/);
      else expect(match.ticketUrl).toBeNull();
    }
    expect(body.data.some((m) => m.ticketUrl !== null)).toBe(true);
  });

  it("streams a few upcoming Men's Team and Lionesses matches, each on stream assets of its own", async () => {
    const men = (await fixtures({ team: 'first-team', season: '2026' })).data.filter((m) => m.streaming);
    const lionesses = (await fixtures({ team: 'lionesses', season: '2026' })).data.filter((m) => m.streaming);
    expect(men.length).toBe(STREAMED_MATCHES.t3448?.count);
    expect(lionesses.length).toBe(STREAMED_MATCHES.t18882?.count);
    for (const m of [...men, ...lionesses]) {
      expect(m.status).not.toBe('result');
      expect(m.streaming).toEqual({
        videoAssetId: matchStreamAssetId(m.matchID, 'video'),
        audioAssetId: matchStreamAssetId(m.matchID, 'audio'),
      });
    }
    const assetIds = [...men, ...lionesses].map((m) => m.streaming?.videoAssetId);
    expect(new Set(assetIds).size).toBe(assetIds.length);
    const bTeam = (await fixtures({ team: 'b-team', season: '2026' })).data;
    expect(bTeam.some((m) => m.streaming)).toBe(false);
  });

  it.each([
    ['team=zzz', 'team'],
    ['team=T3448', 'team'],
    ['season=abc', 'season'],
    ['season=20255', 'season'],
    ['season=2025-27', 'season'],
    ['season=2025-2026', 'season'],
    ['status=live', 'status'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
  ])('answers 400 invalid_request for %s', async (query, field) => {
    await expectBadRequest(`/match-data/fixtures?${query}`, field);
  });
});

describe('GET /match-data/matches/{matchID}', () => {
  it('answers 404 not_found for an unknown match', async () => {
    const response = await fetchJson<{ errors: Array<{ code: string }> }>(
      `${server.url}/match-data/matches/g0000`,
    );
    expect(response.status).toBe(404);
    expect(response.body.errors[0]?.code).toBe('not_found');
  });

  it('gives an upcoming fixture no events, line-ups, stats, officials or report', async () => {
    const upcoming = (await fixtures({ team: 'first-team', season: '2026', status: 'fixture' })).data[0];
    const match = await matchCentre(upcoming?.matchID ?? '');
    expect(match.status).toBe('fixture');
    expect(match.score).toBeNull();
    expect(match.events).toEqual([]);
    expect(match.stats).toEqual([]);
    expect(match.officials).toEqual([]);
    expect(match.report).toBeNull();
    expect(match.lineups.home).toEqual({ formation: null, starting: [], substitutes: [] });
  });

  it('gives a result events that add up to the score, and our line-up from the squad', async () => {
    const squad = await fetchJson<PlayersResponse>(`${server.url}/teams/players`);
    const players = new Map(squad.body.data.map((p) => [p.id, p]));
    let shootouts = 0;
    let ownGoals = 0;
    for (const team of TEAM_IDS) {
      const season = await fixtures({ team, season: '2025' });
      for (const summary of season.data) {
        const match = await matchCentre(summary.matchID);
        const where = `${match.matchID}`;
        expect(match.score, where).toEqual(summary.score);

        // Every goal is in the events: own goals count for the other side.
        const goals = { home: 0, away: 0, halfHome: 0, halfAway: 0 };
        for (const e of match.events) {
          const side = e.type === 'own-goal' ? (e.side === 'home' ? 'away' : 'home') : e.side;
          if (!['goal', 'penalty-goal', 'own-goal'].includes(e.type)) continue;
          goals[side]++;
          if (e.minute <= 45) goals[side === 'home' ? 'halfHome' : 'halfAway']++;
          if (e.type === 'own-goal') ownGoals++;
        }
        expect([goals.home, goals.away], where).toEqual([match.score?.home, match.score?.away]);
        expect([goals.halfHome, goals.halfAway], where).toEqual([
          match.score?.halfTime.home,
          match.score?.halfTime.away,
        ]);
        if (match.score?.penalties) {
          shootouts++;
          expect(match.competition.type).toBe('cup');
          expect(match.score.home).toBe(match.score.away);
          expect(match.score.penalties.home).not.toBe(match.score.penalties.away);
        }

        // Events in time order (45+2 before 46), each by someone named in that side's team sheet.
        const keys = match.events.map((e) => e.minute * 100 + e.addedTime);
        expect(keys).toEqual([...keys].sort((a, b) => a - b));
        for (const side of ['home', 'away'] as const) {
          const lineup = match.lineups[side];
          expect(lineup.starting).toHaveLength(11);
          expect(lineup.starting.filter((p) => p.position === 'Goalkeeper')).toHaveLength(1);
          expect(lineup.starting.filter((p) => p.captain)).toHaveLength(1);
          const sheet = [...lineup.starting, ...lineup.substitutes];
          const numbers = sheet.map((p) => p.shirtNumber);
          expect(new Set(numbers).size, where).toBe(numbers.length);
          const names = new Set(sheet.map((p) => p.name));
          for (const e of match.events.filter((e) => e.side === side)) {
            expect(names.has(e.player.name), `${where} ${e.player.name}`).toBe(true);
            if (e.type === 'substitution') {
              expect(lineup.substitutes.map((p) => p.name)).toContain(e.player.name);
              expect(lineup.starting.map((p) => p.name)).toContain(e.playerOff?.name);
            }
            if (e.assist) expect(names.has(e.assist.name)).toBe(true);
          }
        }

        // Our players carry the squad's ids and slugs, so the site can link to /players.
        const ours = match.lineups[match.homeAway];
        const linked = [...ours.starting, ...ours.substitutes].filter((p) => p.id !== null);
        for (const p of linked) {
          const player = players.get(p.id ?? '');
          expect(player, `${where} ${p.name}`).toBeDefined();
          expect(player?.teamId).toBe(team);
          expect(p).toMatchObject({
            slug: player?.slug,
            name: player?.name,
            shirtNumber: player?.shirtNumber,
          });
        }
        if (season.meta.season.year === 2025 && team !== 't15937') expect(linked.length).toBeGreaterThan(5);
        const opponents = match.lineups[match.homeAway === 'home' ? 'away' : 'home'];
        expect(opponents.starting.every((p) => p.id === null)).toBe(true);

        // Stats: possession adds to 100, no more on target than shots, no fewer than goals scored.
        const stat = (key: string) => match.stats.find((s) => s.key === key);
        expect(match.stats.map((s) => s.key)).toEqual([
          'possession',
          'shots',
          'shotsOnTarget',
          'corners',
          'fouls',
          'offsides',
          'passes',
          'passAccuracy',
        ]);
        expect((stat('possession')?.home ?? 0) + (stat('possession')?.away ?? 0)).toBe(100);
        for (const side of ['home', 'away'] as const) {
          const onTarget = stat('shotsOnTarget')?.[side] ?? 0;
          expect(onTarget).toBeLessThanOrEqual(stat('shots')?.[side] ?? 0);
          const scored = match.events.filter(
            (e) => e.side === side && (e.type === 'goal' || e.type === 'penalty-goal'),
          ).length;
          expect(onTarget).toBeGreaterThanOrEqual(scored);
        }
        expect(match.officials.find((o) => o.role === 'Referee')).toBeDefined();
        expect(match.report?.headline).toContain(`${match.score?.home}-${match.score?.away}`);
      }
    }
    // The season is long enough to meet the rarer cases too.
    expect(shootouts).toBeGreaterThan(0);
    expect(ownGoals).toBeGreaterThan(0);
  });
});

describe('GET /match-data/next', () => {
  it('answers the first match not yet over at the server clock, moving when the clock moves', async () => {
    // At the base date the Lionesses are kicking off: live, with their stream assets.
    const live = await next('lionesses');
    expect(live.status).toBe(200);
    expect(validate(nextMatchResponse, live.body).ok).toBe(true);
    expect(live.body.data.status).toBe('live');
    expect(live.body.data.kickoff).toBe(SEED_BASE_DATE.toISOString());
    expect(live.body.data.streaming?.videoAssetId).toBe(matchStreamAssetId(live.body.data.matchID, 'video'));
    const list = await fixtures({ team: 'lionesses', season: '2026', status: 'fixture' });
    expect(list.data[0]).toEqual(live.body.data);

    await postJson(`${server.url}/__test/clock`, { advanceMs: 3 * HOUR_MS });
    const after = await next('t18882');
    expect(after.body.data.status).toBe('fixture');
    expect(Date.parse(after.body.data.kickoff)).toBeGreaterThan(BASE + 3 * HOUR_MS);
    expect(after.body.data.matchID).not.toBe(live.body.data.matchID);
    expect(after.body.data.matchID).toBe(list.data[1]?.matchID);
  });

  it("gives the Men's Team's next match (the default team) with its streams, skipping nothing played", async () => {
    const men = await next('first-team');
    expect(men.status).toBe(200);
    expect(Date.parse(men.body.data.kickoff)).toBeGreaterThan(BASE);
    expect(men.body.data.streaming?.videoAssetId).toBe(matchStreamAssetId(men.body.data.matchID, 'video'));
    const byDefault = await fetchJson<NextMatchResponse>(`${server.url}/match-data/next`);
    expect(byDefault.body.data.matchID).toBe(men.body.data.matchID);
  });

  it('skips a postponed match', async () => {
    const list = await fixtures({ team: 'b-team', season: '2026', status: 'fixture' });
    const postponed = list.data.find((m) => m.status === 'postponed');
    expect(postponed).toBeDefined();
    const first = await next('b-team');
    expect(first.body.data.status).toBe('fixture');
    // Step the clock past each fixture in turn: the postponed one is never the answer.
    const until = Date.parse(postponed?.kickoff ?? '') + 7 * 24 * HOUR_MS;
    let at = BASE;
    while (at < until) {
      const answer = await next('b-team');
      expect(answer.body.data.matchID).not.toBe(postponed?.matchID);
      const step = Date.parse(answer.body.data.kickoff) + 3 * HOUR_MS - at;
      await postJson(`${server.url}/__test/clock`, { advanceMs: step });
      at += step;
    }
  });

  it('answers 404 when the team has nothing left to play, and 400 for an unknown team', async () => {
    await postJson(`${server.url}/__test/clock`, { advanceMs: 3 * 365 * 24 * HOUR_MS });
    const none = await next('under-18s');
    expect(none.status).toBe(404);
    expect(validate(apiErrorBody, none.body).ok).toBe(true);
    await expectBadRequest('/match-data/next?team=reserves', 'team');
  });
});

describe('GET /match-data/replays/{entryId} (issue 24 item 1)', () => {
  it('answers a full-match replay with its match, as the match centre has it; anything else is 404', async () => {
    const { rows } = await server.db.query<{ entry_id: string; match_id: string; duration_s: number }>(
      'SELECT entry_id, match_id, duration_s FROM videos WHERE match_id IS NOT NULL ORDER BY start_at LIMIT 1',
    );
    const replay = rows[0];
    if (!replay) throw new Error('the seed has no match replay');
    expect(replay.duration_s).toBe(REPLAY_DURATION_S);

    const found = await fetchJson<MatchDetailResponse>(`${server.url}/match-data/replays/${replay.entry_id}`);
    expect(found.status).toBe(200);
    expect(validate(matchDetailResponse, found.body).ok).toBe(true);
    const direct = await fetchJson<MatchDetailResponse>(
      `${server.url}/match-data/matches/${replay.match_id}`,
    );
    expect(found.body).toEqual(direct.body);
    expect(found.body.data.replay?.videoId).toBe(replay.entry_id);

    const { rows: others } = await server.db.query<{ entry_id: string }>(
      "SELECT entry_id FROM videos WHERE match_id IS NULL AND media_type = 'OnDemand' LIMIT 1",
    );
    expect((await fetchJson(`${server.url}/match-data/replays/${others[0]?.entry_id}`)).status).toBe(404);
    expect((await fetchJson(`${server.url}/match-data/replays/no-such-video`)).status).toBe(404);
  });
});

describe('GET /match-data/streams/{assetId} (issue 24 item 1)', () => {
  it("answers a streamed match's own video or commentary stream with its match; any other stream is 404", async () => {
    const list = await fixtures({ team: 'first-team', status: 'fixture' });
    const streamed = list.data.find((match) => match.streaming?.videoAssetId);
    if (!streamed?.streaming?.videoAssetId) throw new Error('no upcoming streamed match');
    const direct = await fetchJson<MatchDetailResponse>(
      `${server.url}/match-data/matches/${streamed.matchID}`,
    );
    for (const assetId of [streamed.streaming.videoAssetId, streamed.streaming.audioAssetId]) {
      const found = await fetchJson<MatchDetailResponse>(`${server.url}/match-data/streams/${assetId}`);
      expect(found.status).toBe(200);
      expect(validate(matchDetailResponse, found.body).ok).toBe(true);
      expect(found.body).toEqual(direct.body);
    }
    // The standing streams show no one match; an unknown match's stream id names nothing.
    expect((await fetchJson(`${server.url}/match-data/streams/live-video`)).status).toBe(404);
    expect((await fetchJson(`${server.url}/match-data/streams/match-video-g0`)).status).toBe(404);
  });
});
