// Fixtures and results for the four teams, from the 2020-21 season through the season after the
// one the services' clock stands in (lastSeasonAt), so the seed never runs out of fixtures: a data
// directory kept into a new season is given the next one at its next start. Each season has a
// double round-robin league, the cup rounds the team reached and pre-season friendlies; every
// season is made by its own seeded generator, so adding one changes none before it. Every match is
// stored as it will be at full time; matches/match-clock.ts shows each as it stands at the
// server's clock (a fixture before kick-off, live until full time, a result after), so the data
// never ages: results behind today's date, fixtures ahead of it, and a live match whenever the
// clock stands in one. The Lionesses kick off at SEED_BASE_DATE (2026-11-01T12:00Z), so a server
// whose clock stands there shows a live match.
//
// Cup rounds are played out in order: a defeat ends the run. The lists show a cup round only once
// the previous one is over, since later draws have not been made.
import type {
  Competition,
  MatchDetail,
  MatchSide,
  MatchSummary,
  PlayerProfile,
} from '@club/shared/contracts';
import { seasonOf, seasonSlug } from '@club/shared/contracts';
import { CLUB_NAME, TICKETS_URL, TIMEZONE } from '@club/shared/site';
import { DateTime } from 'luxon';
import { isCollectionEmpty } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { slugify } from '../lib/slugify.ts';
import {
  type FixturesDocument,
  fixturesDocumentId,
  MATCH_COLLECTIONS,
  type SquadDocument,
} from '../matches/match-documents.ts';
import { type Dataset, documentDataset } from './datasets.ts';
import { buildMatchDetail } from './match-centre-seed.ts';
import { createPrng, type Prng } from './prng.ts';
import type { ScheduledMatch } from './scheduled-match.ts';
import { SEED_BASE_DATE } from './seed-base-date.ts';
import { buildSquads, type Squad } from './squads-seed.ts';
import { TEAMS } from './teams-seed.ts';

/** Spec 001 §3 filters: seasons from 2020; the seed's first season is 2020-21. */
export const FIRST_SEASON = 2020;
/**
 * The last season seeded at `now`: the one after the season under way, which is all fixtures, so
 * upcoming matches last well beyond today whatever today is.
 */
export const lastSeasonAt = (now: Date): number => Math.max(FIRST_SEASON, seasonOf(now) + 1);
/** The season the base date falls in: half results, half fixtures. */
export const SEASON_UNDER_WAY = 2026;

export const CLUB_SLUG = slugify(CLUB_NAME);
export const CLUB_CREST_KEY = `crest/${CLUB_SLUG}.png`;
const LONDON = { zone: TIMEZONE };
const CLUB_SHORT_NAME = CLUB_NAME.replace(/ FC$/, '');

/** A fictional opponent: the crest is the club's, whichever of its teams we play. */
interface Club {
  name: string;
  short: string;
  ground: string;
  city: string;
}

const CLUBS: Club[] = [
  { name: 'Eastport Athletic', short: 'Eastport', ground: 'The Dockside', city: 'Eastport' },
  { name: 'Kingsford Rovers', short: 'Kingsford', ground: 'Kingsford Lane', city: 'Kingsford' },
  { name: 'Valmont FC', short: 'Valmont', ground: 'Stade Valmont Park', city: 'Valmont' },
  { name: 'Harbourside City', short: 'Harbourside', ground: 'Harbour Road', city: 'Harbourside' },
  { name: 'Westmoor', short: 'Westmoor', ground: 'Moorside Stadium', city: 'Westmoor' },
  { name: 'Ashcombe Albion', short: 'Ashcombe', ground: 'The Albion Ground', city: 'Ashcombe' },
  { name: 'Redcliffe Town', short: 'Redcliffe', ground: 'Cliff Top Park', city: 'Redcliffe' },
  { name: 'Stonebridge Wanderers', short: 'Stonebridge', ground: 'Bridge End', city: 'Stonebridge' },
  { name: 'Oakmere City', short: 'Oakmere', ground: 'Oakmere Community Stadium', city: 'Oakmere' },
  { name: 'Lindenholm FC', short: 'Lindenholm', ground: 'Linden Park', city: 'Lindenholm' },
  { name: 'Caldervale', short: 'Caldervale', ground: 'Vale Road', city: 'Calderford' },
  { name: 'Porthaven Athletic', short: 'Porthaven', ground: 'Quayside Stadium', city: 'Porthaven' },
  { name: 'Fenwick County', short: 'Fenwick', ground: 'County Ground', city: 'Fenwick' },
  { name: 'Greyhaven Rangers', short: 'Greyhaven', ground: 'Rangers Park', city: 'Greyhaven' },
  { name: 'Castlegate United', short: 'Castlegate', ground: 'Castle Meadow', city: 'Castlegate' },
  { name: 'Riverside United', short: 'Riverside', ground: 'Riverside Stadium', city: 'Riverside' },
  { name: 'Marlow Town', short: 'Marlow', ground: 'Marlow Rec', city: 'Marlow' },
  { name: 'Hollins Park', short: 'Hollins Park', ground: 'Hollins Lane', city: 'Hollinsworth' },
  { name: 'Brookfield United', short: 'Brookfield', ground: 'Brookfield Road', city: 'Brookfield' },
  { name: 'Thornbury Town', short: 'Thornbury', ground: 'The Thorns', city: 'Thornbury' },
];

interface CupPlan {
  competition: Competition;
  /** Round names, first to final, and the week (after the first league week) each is played. */
  rounds: Array<{ name: string; week: number }>;
  weekday: number;
  kickoff: [hour: number, minute: number];
  /** The cup final's neutral ground. */
  finalVenue: { name: string; city: string };
}

interface TeamCalendar {
  teamId: string;
  seed: number;
  clubSide: Pick<MatchSide, 'name' | 'shortName'>;
  /** How the opponent's team of that club is named: 'Harbourside City Women'. */
  opponentName: (club: Club) => string;
  homeVenue: { name: string; city: string };
  awayVenue: (club: Club) => { name: string; city: string };
  league: Competition;
  leagueSize: number;
  /** The first league match day of season `year` (local date). */
  firstLeagueDay: (year: number) => DateTime;
  leagueKickoff: [hour: number, minute: number];
  /** Weeks (counted from the first league day) without a league match: internationals, cup days. */
  breakWeeks: number[];
  cups: CupPlan[];
  friendlies: number;
  /** Chances of scoring 0, 1, 2 ... goals, for the club and for the opponent. */
  goalsFor: number[];
  goalsAgainst: number[];
  attendance: { home: [number, number]; away: [number, number] };
}

const weekdayOnOrAfter = (date: DateTime, weekday: number) =>
  date.plus({ days: (weekday - date.weekday + 7) % 7 });
const cup = (name: string, type: Competition['type'] = 'cup'): Competition => ({
  id: slugify(name),
  name,
  type,
});
const NATIONAL_STADIUM = { name: 'National Stadium', city: 'London' };
const FRIENDLY = cup('Pre-season Friendly', 'friendly');
/** Development sides play about two weeks in three, so their season still runs to April. */
const everyThirdWeekAnd = (weeks: number[]) =>
  Array.from({ length: 52 }, (_, w) => w).filter((w) => w % 3 === 2 || weeks.includes(w));
const trainingGround = (club: Club) => ({ name: `${club.short} Training Ground`, city: club.city });

const CALENDARS: TeamCalendar[] = [
  {
    teamId: 't3448',
    seed: 53448,
    clubSide: { name: CLUB_NAME, shortName: CLUB_SHORT_NAME },
    opponentName: (club) => club.name,
    homeVenue: { name: 'Northbridge Park', city: 'Northbridge' },
    awayVenue: (club) => ({ name: club.ground, city: club.city }),
    league: cup('National Division One', 'league'),
    leagueSize: 16,
    // The second Saturday of August, 15:00.
    firstLeagueDay: (year) => weekdayOnOrAfter(DateTime.fromObject({ year, month: 8, day: 8 }, LONDON), 6),
    leagueKickoff: [15, 0],
    breakWeeks: [4, 9, 14, 21, 25, 29, 32, 36],
    cups: [
      {
        competition: cup('League Cup'),
        rounds: [
          { name: 'First Round', week: 1 },
          { name: 'Second Round', week: 3 },
          { name: 'Third Round', week: 7 },
          { name: 'Quarter-final', week: 16 },
          { name: 'Semi-final', week: 23 },
          { name: 'Final', week: 28 },
        ],
        weekday: 2,
        kickoff: [19, 45],
        finalVenue: NATIONAL_STADIUM,
      },
      {
        competition: cup('National Cup'),
        rounds: [
          { name: 'Third Round', week: 21 },
          { name: 'Fourth Round', week: 25 },
          { name: 'Fifth Round', week: 29 },
          { name: 'Quarter-final', week: 32 },
          { name: 'Semi-final', week: 36 },
          { name: 'Final', week: 40 },
        ],
        weekday: 6,
        kickoff: [15, 0],
        finalVenue: NATIONAL_STADIUM,
      },
    ],
    friendlies: 3,
    goalsFor: [20, 32, 26, 13, 6, 3],
    goalsAgainst: [32, 36, 20, 8, 3, 1],
    attendance: { home: [14_000, 24_500], away: [1_200, 3_000] },
  },
  {
    teamId: 't18882',
    seed: 518882,
    clubSide: { name: `${CLUB_NAME} Lionesses`, shortName: 'Lionesses' },
    opponentName: (club) => (club.name === 'Westmoor' ? 'Westmoor Ladies' : `${club.name} Women`),
    homeVenue: { name: 'The Meadow', city: 'Northbridge' },
    awayVenue: (club) => ({ name: club.ground, city: club.city }),
    league: cup("Women's Super Division", 'league'),
    leagueSize: 12,
    // The first Sunday of September, 12:00.
    firstLeagueDay: (year) => weekdayOnOrAfter(DateTime.fromObject({ year, month: 9, day: 1 }, LONDON), 7),
    leagueKickoff: [12, 0],
    breakWeeks: [5, 10, 12, 15, 16, 18, 21, 23, 25, 28, 30, 31],
    cups: [
      {
        competition: cup("Women's National Cup"),
        rounds: [
          { name: 'Fourth Round', week: 18 },
          { name: 'Fifth Round', week: 21 },
          { name: 'Quarter-final', week: 25 },
          { name: 'Semi-final', week: 28 },
          { name: 'Final', week: 34 },
        ],
        weekday: 7,
        kickoff: [14, 30],
        finalVenue: NATIONAL_STADIUM,
      },
    ],
    friendlies: 2,
    goalsFor: [18, 30, 27, 15, 7, 3],
    goalsAgainst: [35, 35, 19, 7, 3, 1],
    attendance: { home: [1_500, 6_500], away: [400, 2_500] },
  },
  {
    teamId: 't17164',
    seed: 517164,
    clubSide: { name: `${CLUB_NAME} B`, shortName: `${CLUB_SHORT_NAME} B` },
    opponentName: (club) => `${club.name} B`,
    homeVenue: { name: 'Northbridge Training Centre', city: 'Northbridge' },
    awayVenue: trainingGround,
    league: cup('Professional Development League', 'league'),
    leagueSize: 12,
    // The second Monday of August, 19:00.
    firstLeagueDay: (year) => weekdayOnOrAfter(DateTime.fromObject({ year, month: 8, day: 8 }, LONDON), 1),
    leagueKickoff: [19, 0],
    breakWeeks: everyThirdWeekAnd([18, 19, 27, 28]),
    cups: [
      {
        competition: cup('Development Cup'),
        rounds: [
          { name: 'Group Stage', week: 8 },
          { name: 'Round of 16', week: 14 },
          { name: 'Quarter-final', week: 21 },
          { name: 'Semi-final', week: 26 },
          { name: 'Final', week: 30 },
        ],
        weekday: 2,
        kickoff: [19, 0],
        finalVenue: { name: 'Northbridge Park', city: 'Northbridge' },
      },
    ],
    friendlies: 2,
    goalsFor: [24, 32, 24, 12, 5, 3],
    goalsAgainst: [28, 34, 22, 10, 4, 2],
    attendance: { home: [250, 900], away: [150, 600] },
  },
  {
    teamId: 't15937',
    seed: 515937,
    clubSide: { name: `${CLUB_NAME} U18`, shortName: `${CLUB_SHORT_NAME} U18` },
    opponentName: (club) => `${club.name} U18`,
    homeVenue: { name: 'Northbridge Training Centre', city: 'Northbridge' },
    awayVenue: trainingGround,
    league: cup('Under-18 Northern League', 'league'),
    leagueSize: 12,
    // The last Saturday of August, 11:00.
    firstLeagueDay: (year) => weekdayOnOrAfter(DateTime.fromObject({ year, month: 8, day: 25 }, LONDON), 6),
    leagueKickoff: [11, 0],
    breakWeeks: everyThirdWeekAnd([16, 17]),
    cups: [
      {
        competition: cup('Youth Cup'),
        rounds: [
          { name: 'Third Round', week: 10 },
          { name: 'Fourth Round', week: 15 },
          { name: 'Fifth Round', week: 20 },
          { name: 'Quarter-final', week: 24 },
          { name: 'Semi-final', week: 28 },
          { name: 'Final', week: 33 },
        ],
        weekday: 3,
        kickoff: [19, 0],
        finalVenue: { name: 'Brookfield Road', city: 'Brookfield' },
      },
    ],
    friendlies: 1,
    goalsFor: [18, 30, 26, 15, 7, 4],
    goalsAgainst: [30, 35, 21, 9, 4, 1],
    attendance: { home: [80, 450], away: [60, 300] },
  },
];

/**
 * The last schedule built, by its last season. Every start asks for it (the seed's check that the
 * stored seasons and replays are current, the vouchers' next match), and building it is about a
 * tenth of a second of date arithmetic; its callers read it and never change it.
 */
let scheduled: { lastSeason: number; matches: readonly ScheduledMatch[] } | undefined;

/** Every team's matches of seasons FIRST_SEASON to `lastSeason`, oldest kick-off first. Pure. */
export function buildSchedule(lastSeason: number): readonly ScheduledMatch[] {
  if (scheduled?.lastSeason === lastSeason) return scheduled.matches;
  const matches = CALENDARS.flatMap((calendar) => {
    const ofTeam: ScheduledMatch[] = [];
    for (let year = FIRST_SEASON; year <= lastSeason; year++) ofTeam.push(...scheduleSeason(calendar, year));
    return ofTeam;
  }).sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.matchID.localeCompare(b.matchID));
  scheduled = { lastSeason, matches };
  return matches;
}

interface Draft {
  competition: Competition;
  round: string;
  local: DateTime;
  club: Club;
  home: boolean;
  venue?: { name: string; city: string };
  /** Cup ties cannot end level: a draw goes to penalties. */
  knockout: boolean;
  /** Cup ties are decided as they are drawn up, since the run depends on them. */
  outcome?: Outcome;
}

function scheduleSeason(calendar: TeamCalendar, year: number): ScheduledMatch[] {
  const prng = createPrng(calendar.seed * 100 + (year - 2000));
  const team = TEAMS.find((t) => t.id === calendar.teamId);
  if (!team) throw new Error(`no team ${calendar.teamId}`);
  const teamIndex = TEAMS.indexOf(team);
  const start = calendar.firstLeagueDay(year).set({
    hour: calendar.leagueKickoff[0],
    minute: calendar.leagueKickoff[1],
  });
  const week = (n: number) => start.plus({ weeks: n });
  const drafts: Draft[] = [];

  // The league: every other club twice, home and away, the second half mirroring the first.
  const opponents = prng.shuffle(CLUBS.slice(0, 16)).slice(0, calendar.leagueSize - 1);
  const firstHalf = opponents.map((club, i) => ({ club, home: (i + prng.int(0, 1)) % 2 === 0 }));
  const rounds = [...firstHalf, ...firstHalf.map((r) => ({ club: r.club, home: !r.home }))];
  let w = 0;
  for (const [i, r] of rounds.entries()) {
    while (calendar.breakWeeks.includes(w)) w++;
    drafts.push({
      competition: calendar.league,
      round: `Matchday ${i + 1}`,
      local: week(w++),
      club: r.club,
      home: r.home,
      knockout: false,
    });
  }

  // Friendlies in the weeks before the season.
  const friendlyClubs = prng.shuffle(CLUBS.slice(14));
  for (let i = 0; i < calendar.friendlies; i++) {
    drafts.push({
      competition: FRIENDLY,
      round: 'Friendly',
      local: week(-(calendar.friendlies - i) - 1).plus({ days: i % 2 === 0 ? 0 : -4 }),
      club: friendlyClubs[i] as Club,
      home: i % 2 === 1,
      knockout: false,
    });
  }

  const played: ScheduledMatch[] = [];
  const base = SEED_BASE_DATE.getTime();
  const summaries = () => drafts.map((d) => ({ d, kickoff: d.local.toUTC() }));

  // Cups, round by round: a defeat ends the run.
  for (const plan of calendar.cups) {
    const cupClubs = prng.shuffle(CLUBS);
    for (const [i, round] of plan.rounds.entries()) {
      const final = i === plan.rounds.length - 1;
      const local = weekdayOnOrAfter(week(round.week).minus({ days: 6 }), plan.weekday).set({
        hour: plan.kickoff[0],
        minute: plan.kickoff[1],
      });
      const club = cupClubs[i] as Club;
      const home = prng.next() < 0.5;
      const draft: Draft = {
        competition: plan.competition,
        round: round.name,
        local,
        club,
        home,
        knockout: true,
        ...(final ? { venue: plan.finalVenue } : {}),
      };
      drafts.push(draft);
      // Decide this tie now: whether the run continues depends on it.
      const outcome = planOutcome(prng, calendar, true, home);
      draft.outcome = outcome;
      const won =
        outcome.for > outcome.against || (outcome.shootout?.for ?? 0) > (outcome.shootout?.against ?? 0);
      if (!won) break;
    }
  }

  const ordered = summaries().sort((a, b) => a.kickoff.toMillis() - b.kickoff.toMillis());
  for (const [i, { d, kickoff }] of ordered.entries()) {
    const matchID = `g${year}${teamIndex + 1}${String(i + 1).padStart(3, '0')}`;
    const outcome = d.outcome ?? planOutcome(prng, calendar, d.knockout, d.home);
    const venue = d.venue ?? (d.home ? calendar.homeVenue : calendar.awayVenue(d.club));
    const club: MatchSide = { ...calendar.clubSide, slug: CLUB_SLUG, crestImageKey: CLUB_CREST_KEY };
    const opponent: MatchSide = {
      name: calendar.opponentName(d.club),
      shortName: d.club.short,
      slug: slugify(d.club.name),
      crestImageKey: `crest/${slugify(d.club.name)}.png`,
    };
    const [lo, hi] = d.home ? calendar.attendance.home : calendar.attendance.away;
    played.push({
      matchID,
      teamId: team.id,
      teamSlug: team.slug,
      season: year,
      seasonSlug: seasonSlug(year),
      competition: d.competition,
      round: d.round,
      kickoff: kickoff.toJSDate().toISOString(),
      venue,
      homeAway: d.home ? 'home' : 'away',
      club,
      opponent,
      // As at full time: match-clock.ts shows it as a fixture or live before then.
      status: 'result',
      // Filled by match-centre-seed.ts from the events, so the two cannot disagree.
      score: null,
      attendance: prng.int(lo, hi),
      // Sold until kick-off (match-clock.ts drops it after).
      ticketUrl: d.home ? `${TICKETS_URL}matches/${matchID}` : null,
      // Set by match-clock.ts on the team's next few matches at the server's clock.
      streaming: null,
      seed: calendar.seed * 1000 + (year - 2000) * 100 + i,
      planned: outcome,
    });
  }
  // One fixture postponed (the B-Team lose players to international call-ups), so lists and the
  // next-match helper meet that status.
  if (team.id === 't17164' && year === SEASON_UNDER_WAY) {
    const first = played.find((m) => Date.parse(m.kickoff) >= base && m.competition.type === 'league');
    if (first) {
      first.status = 'postponed';
      first.ticketUrl = null;
      first.attendance = null;
      first.planned = null;
    }
  }
  return played;
}

interface Outcome {
  for: number;
  against: number;
  shootout: { for: number; against: number } | null;
}

function planOutcome(prng: Prng, calendar: TeamCalendar, knockout: boolean, home: boolean): Outcome {
  const goals = (weights: number[]) => {
    let roll = prng.next() * weights.reduce((a, b) => a + b, 0);
    for (const [n, weight] of weights.entries()) {
      roll -= weight;
      if (roll < 0) return n;
    }
    return 0;
  };
  let scored = goals(calendar.goalsFor);
  let conceded = goals(calendar.goalsAgainst);
  // A little home advantage.
  if (home && prng.next() < 0.12) scored++;
  if (!home && prng.next() < 0.12) conceded++;
  let shootout: Outcome['shootout'] = null;
  if (knockout && scored === conceded) {
    const suddenDeath = prng.next() < 0.15;
    const loser = suddenDeath ? prng.int(5, 6) : prng.int(2, 4);
    const winner = suddenDeath ? loser + 1 : prng.int(loser + 1, 5);
    shootout = prng.next() < 0.55 ? { for: winner, against: loser } : { for: loser, against: winner };
  }
  return { for: scored, against: conceded, shootout };
}

// ---- the documents ----------------------------------------------------------------------------

export interface MatchData {
  matches: MatchDetail[];
  players: PlayerProfile[];
  squads: SquadDocument[];
}

/** The last build, by its last season: the four match datasets are filled from one build. */
let built: { lastSeason: number; data: MatchData } | undefined;

/**
 * Squads, matches and players together, since each depends on the others, for the seasons up to
 * `lastSeason` (the one after the season under way at the clock). Pure.
 */
export function buildMatchData(lastSeason: number): MatchData {
  if (built?.lastSeason === lastSeason) return built.data;
  const squads = buildSquads();
  const squadOf = new Map(squads.map((s) => [s.team.id, s]));
  const matches = buildSchedule(lastSeason).map((m) => buildMatchDetail(m, squadOf.get(m.teamId) as Squad));
  // Season stats depend on the clock, so the teams service counts them as it answers.
  const players = squads.flatMap((s) => s.players.map((p) => ({ ...p, stats: [] })));
  const data = { matches, players, squads: squads.map((s) => ({ teamId: s.team.id, staff: s.staff })) };
  built = { lastSeason, data };
  return data;
}

/** The list shape of a match: the match centre without what happened in it. */
export function toSummary(match: MatchDetail): MatchSummary {
  const { events: _e, lineups: _l, stats: _s, officials: _o, report: _r, ...summary } = match;
  return summary;
}

/**
 * Whether the stored seasons stop short of the clock: the first team's last seeded season is
 * before the one after the season `now` stands in (a data directory kept into a new season).
 */
async function seasonsOutdated(tx: Queryable, now: Date): Promise<boolean> {
  if (await isCollectionEmpty(tx, MATCH_COLLECTIONS.fixtures)) return false;
  const { rows } = await tx.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM documents WHERE collection = $1 AND id = $2) AS any',
    [MATCH_COLLECTIONS.fixtures, fixturesDocumentId(CALENDARS[0]?.teamId ?? '', lastSeasonAt(now))],
  );
  return !rows[0]?.any;
}

/** The datasets of teams' squads, players, fixtures and the match centre, for SEED_DATASETS. */
export const MATCH_DATASETS: Dataset[] = [
  documentDataset(MATCH_COLLECTIONS.squads, (now) =>
    buildMatchData(lastSeasonAt(now)).squads.map((s) => ({ id: s.teamId, body: s })),
  ),
  documentDataset(MATCH_COLLECTIONS.players, (now) =>
    buildMatchData(lastSeasonAt(now)).players.map((p) => ({ id: p.slug, body: p })),
  ),
  // Before the fixtures, so it is checked against the fixtures before they are refilled.
  documentDataset(
    MATCH_COLLECTIONS.matches,
    (now) => buildMatchData(lastSeasonAt(now)).matches.map((m) => ({ id: m.matchID, body: m })),
    seasonsOutdated,
  ),
  documentDataset(
    MATCH_COLLECTIONS.fixtures,
    (now) => {
      const groups = new Map<string, FixturesDocument>();
      for (const match of buildMatchData(lastSeasonAt(now)).matches) {
        const id = fixturesDocumentId(match.teamId, match.season);
        const group = groups.get(id) ?? { teamId: match.teamId, season: match.season, matches: [] };
        group.matches.push(toSummary(match));
        groups.set(id, group);
      }
      return [...groups.entries()].map(([id, body]) => ({ id, body }));
    },
    seasonsOutdated,
  ),
];
