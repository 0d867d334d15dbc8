import {
  apiErrorBody,
  type FixturesResponse,
  type MatchDetailResponse,
  type PlayerProfileResponse,
  type PlayersResponse,
  playerProfileResponse,
  playersResponse,
  type TeamDetailResponse,
  type TeamsResponse,
  teamDetailResponse,
  teamsResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('lists the four teams of spec 000 §3 in its order, with their ids, slugs and child-friendly flag', async () => {
  const response = await fetchJson<TeamsResponse>(`${server.url}/teams/teams`);
  expect(response.status).toBe(200);
  expect(validate(teamsResponse, response.body).ok).toBe(true);
  expect(response.body.data.map(({ name, id, slug }) => ({ name, id, slug }))).toEqual([
    { name: "Men's Team", id: 't3448', slug: '' },
    { name: 'Lionesses', id: 't18882', slug: 'lionesses' },
    { name: 'B-Team', id: 't17164', slug: 'b-team' },
    { name: 'Under-18s', id: 't15937', slug: 'under-18s' },
  ]);
  expect(response.body.data.filter((team) => team.childFriendly).map((team) => team.id)).toEqual(['t15937']);
});

type ErrorBody = { errors: Array<{ code: string; detail?: string }> };

async function teamDetail(key: string) {
  const response = await fetchJson<TeamDetailResponse>(`${server.url}/teams/teams/${key}`);
  expect(response.status).toBe(200);
  const check = validate(teamDetailResponse, response.body);
  expect(check.ok ? [] : check.problems).toEqual([]);
  return response.body.data;
}

async function profile(slug: string) {
  const response = await fetchJson<PlayerProfileResponse>(`${server.url}/teams/players/${slug}`);
  expect(response.status).toBe(200);
  const check = validate(playerProfileResponse, response.body);
  expect(check.ok ? [] : check.problems).toEqual([]);
  return response.body.data;
}

describe('GET /teams/teams/{team}', () => {
  it('finds a team by id, by slug, and the first team as first-team', async () => {
    expect((await teamDetail('first-team')).id).toBe('t3448');
    expect(await teamDetail('t3448')).toEqual(await teamDetail('first-team'));
    expect((await teamDetail('lionesses')).id).toBe('t18882');
    expect((await teamDetail('t17164')).slug).toBe('b-team');
    const under18s = await teamDetail('under-18s');
    expect(under18s).toMatchObject({ id: 't15937', name: 'Under-18s', childFriendly: true });
  });

  it('gives each team a squad of 20 to 26 grouped by position, with unique shirt numbers, and staff', async () => {
    for (const key of ['first-team', 'lionesses', 'b-team', 'under-18s']) {
      const team = await teamDetail(key);
      expect(team.squad.map((g) => g.position)).toEqual(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']);
      expect(team.squad.map((g) => g.label)).toEqual(['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards']);
      const players = team.squad.flatMap((g) => g.players);
      expect(players.length).toBeGreaterThanOrEqual(20);
      expect(players.length).toBeLessThanOrEqual(26);
      for (const group of team.squad) {
        expect(group.players.every((p) => p.position === group.position)).toBe(true);
        const numbers = group.players.map((p) => p.shirtNumber ?? 0);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
      const numbers = players.map((p) => p.shirtNumber);
      expect(new Set(numbers).size).toBe(numbers.length);
      for (const p of players) {
        expect(p).toMatchObject({ teamId: team.id, teamSlug: team.slug, imageKey: `players/${p.slug}.jpg` });
      }
      expect(team.staff.length).toBeGreaterThanOrEqual(3);
      expect(team.staff[0]?.role).toMatch(/Coach/);
    }
  });

  it('answers 404 not_found for an unknown team', async () => {
    const response = await fetchJson<ErrorBody>(`${server.url}/teams/teams/reserves`);
    expect(response.status).toBe(404);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(response.body.errors[0]?.code).toBe('not_found');
  });
});

describe('GET /teams/players', () => {
  it('lists every player once, or one team by id, slug or first-team', async () => {
    const all = await fetchJson<PlayersResponse>(`${server.url}/teams/players`);
    expect(all.status).toBe(200);
    expect(validate(playersResponse, all.body).ok).toBe(true);
    const slugs = all.body.data.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(all.body.data.map((p) => p.id)).size).toBe(slugs.length);
    const men = await fetchJson<PlayersResponse>(`${server.url}/teams/players?team=first-team`);
    expect(men.body.data.every((p) => p.teamId === 't3448')).toBe(true);
    const squad = (await teamDetail('t3448')).squad.flatMap((g) => g.players);
    expect(men.body.data).toEqual(squad);
    expect(all.body.data.slice(0, squad.length)).toEqual(squad);
  });

  it('answers 400 for an unknown team', async () => {
    const response = await fetchJson<ErrorBody>(`${server.url}/teams/players?team=zzz`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.code).toBe('invalid_request');
    expect(response.body.errors[0]?.detail).toContain('team:');
  });
});

describe('GET /teams/players/{player}', () => {
  it('gives a senior player a full profile with team, date of birth, bio and season stats', async () => {
    const [first] = (await teamDetail('lionesses')).squad.flatMap((g) => g.players);
    const player = await profile(first?.slug ?? '');
    expect(player).toMatchObject({ id: first?.id, teamId: 't18882', teamSlug: 'lionesses', isMinor: false });
    expect(player.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(player.dateOfBirth?.slice(0, 4)).toBe(String(player.birthYear));
    expect(player.heightCm).toBeGreaterThan(150);
    expect(player.bioHtml).toMatch(/^<p>.+<\/p>$/);
    expect(player.joined <= '2026-11-01').toBe(true);
    const seasons = player.stats.map((s) => s.season);
    expect(seasons).toEqual([...seasons].sort((a, b) => b - a));
  });

  it('counts goals and appearances from the match centre, clean sheets for goalkeepers only', async () => {
    const men = (await teamDetail('first-team')).squad.flatMap((g) => g.players);
    const profiles = await Promise.all(men.map((p) => profile(p.slug)));
    const season = (p: (typeof profiles)[number]) => p.stats.find((s) => s.season === 2025);
    const scorer = profiles
      .filter((p) => season(p))
      .sort((a, b) => (season(b)?.goals ?? 0) - (season(a)?.goals ?? 0))[0];
    expect(season(scorer as (typeof profiles)[number])?.goals).toBeGreaterThan(0);

    const list = await fetchJson<FixturesResponse>(
      `${server.url}/match-data/fixtures?team=t3448&season=2025`,
    );
    let goals = 0;
    let appearances = 0;
    for (const m of list.body.data) {
      const detail = await fetchJson<MatchDetailResponse>(`${server.url}/match-data/matches/${m.matchID}`);
      const { events, lineups, homeAway } = detail.body.data;
      goals += events.filter(
        (e) => (e.type === 'goal' || e.type === 'penalty-goal') && e.player.id === scorer?.id,
      ).length;
      const started = lineups[homeAway].starting.some((p) => p.id === scorer?.id);
      const cameOn = events.some((e) => e.type === 'substitution' && e.player.id === scorer?.id);
      if (started || cameOn) appearances++;
    }
    expect(season(scorer as (typeof profiles)[number])).toMatchObject({ goals, appearances });

    for (const p of profiles) {
      for (const s of p.stats) {
        if (p.position === 'Goalkeeper') expect(s.cleanSheets).toBeGreaterThanOrEqual(0);
        else expect(s.cleanSheets).toBeNull();
        expect(s.starts).toBeLessThanOrEqual(s.appearances);
      }
    }
  });

  it('shows an under-18s player (a minor) with the birth year only: no date of birth, height or socials', async () => {
    const players = (await teamDetail('under-18s')).squad.flatMap((g) => g.players);
    for (const card of players) {
      const player = await profile(card.slug);
      expect(player).toMatchObject({ isMinor: true, dateOfBirth: null, heightCm: null, social: [] });
      expect(player.birthYear).toBeGreaterThanOrEqual(2007);
    }
  });

  it('answers 404 not_found for an unknown player', async () => {
    const response = await fetchJson<ErrorBody>(`${server.url}/teams/players/nobody-at-all`);
    expect(response.status).toBe(404);
    expect(response.body.errors[0]?.code).toBe('not_found');
  });
});
