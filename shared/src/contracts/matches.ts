// Match data: fixtures and results, the match centre and the next match. The spec lists the match
// data service among the base addresses (spec 000 §7) and says its shapes are "not shown", so
// these are designed; services/README.md describes them.
import * as v from '@club/shared/schema';
import { playerPosition } from './players.ts';
import { seasonSlug } from './seasons.ts';
import { queryInteger } from './validate.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const timestamp = v.pipe(v.string(), v.isoTimestamp());

/**
 * A season in a query: its first year ('2025') or its slug ('2025-26'). The slug's second half
 * must be the year after, so '2025-27' is refused rather than guessed.
 */
export const seasonParam = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^\d{4}(-\d{2})?$/, 'must be a year (2025) or a season slug (2025-26)'),
  v.check((raw) => raw.length === 4 || seasonSlug(Number(raw.slice(0, 4))) === raw, 'is not a season slug'),
  v.transform((raw) => Number(raw.slice(0, 4))),
);

export const season = v.looseObject({ year: v.number(), slug: v.string(), label: v.string() });
export type Season = v.InferOutput<typeof season>;

export const MATCH_STATUSES = ['fixture', 'live', 'result', 'postponed'] as const;
export const matchStatus = v.picklist(MATCH_STATUSES);
export type MatchStatus = v.InferOutput<typeof matchStatus>;

export const COMPETITION_TYPES = ['league', 'cup', 'friendly'] as const;
export const competition = v.looseObject({
  id: v.string(),
  name: v.string(),
  type: v.picklist(COMPETITION_TYPES),
});
export type Competition = v.InferOutput<typeof competition>;

/** One side of a match: the club's team or its opponent. The crest key is `crest/<slug>.png`. */
export const matchSide = v.looseObject({
  name: v.string(),
  shortName: v.string(),
  slug: v.string(),
  crestImageKey: v.string(),
});
export type MatchSide = v.InferOutput<typeof matchSide>;

const homeAwayCount = v.looseObject({ home: count, away: count });

/** Goals by the home and away side; `penalties` only after a drawn cup tie went to a shoot-out. */
export const matchScore = v.looseObject({
  home: count,
  away: count,
  halfTime: homeAwayCount,
  penalties: v.nullable(homeAwayCount),
});
export type MatchScore = v.InferOutput<typeof matchScore>;

/** Where a live match stands: the period and the minute (45+2 is minute 45, addedTime 2). */
export const MATCH_PERIODS = ['first-half', 'half-time', 'second-half'] as const;
export const matchClock = v.looseObject({
  period: v.picklist(MATCH_PERIODS),
  minute: count,
  addedTime: count,
});
export type MatchClock = v.InferOutput<typeof matchClock>;

/** Stream asset ids (the streams service's) that carry the match live, when it is streamed. */
export const matchStreaming = v.looseObject({
  videoAssetId: v.nullable(v.string()),
  audioAssetId: v.nullable(v.string()),
});

/**
 * A fixture or result as lists show it. `homeAway` says where the club's team plays; the `home`
 * and `away` of the score follow the venue, not the club.
 */
export const matchSummary = v.looseObject({
  matchID: v.string(),
  teamId: v.string(),
  teamSlug: v.string(),
  season: v.number(),
  seasonSlug: v.string(),
  competition,
  round: v.string(),
  /** Kick-off in UTC, ISO 8601. */
  kickoff: timestamp,
  venue: v.looseObject({ name: v.string(), city: v.string() }),
  homeAway: v.picklist(['home', 'away']),
  club: matchSide,
  opponent: matchSide,
  /** 'live' is the clock's word: a fixture between kick-off and full time. */
  status: matchStatus,
  score: v.nullable(matchScore),
  attendance: v.nullable(count),
  /** Upcoming home games only. */
  ticketUrl: v.nullable(v.pipe(v.string(), v.url())),
  streaming: v.nullable(matchStreaming),
  /** Live matches only: the period and minute at the server's clock. */
  liveClock: v.optional(v.nullable(matchClock)),
});
export type MatchSummary = v.InferOutput<typeof matchSummary>;

/** The fixture list filter: 'fixture' is what is still to come (fixture, live, postponed). */
export const FIXTURE_FILTERS = ['fixture', 'result'] as const;
export const FIXTURES_MAX_LIMIT = 500;

/** GET {matchData}/fixtures: team is an id, a slug or 'first-team'; season defaults to the current one. */
export const fixturesQuery = v.object({
  team: v.optional(v.string()),
  season: v.optional(seasonParam),
  status: v.optional(v.picklist(FIXTURE_FILTERS)),
  limit: v.optional(queryInteger(1, FIXTURES_MAX_LIMIT)),
});
export type FixturesQuery = v.InferOutput<typeof fixturesQuery>;

/**
 * GET {matchData}/fixtures. Oldest kick-off first, except with status=result, which lists the
 * newest result first; `total` counts the matches before `limit` cut the list.
 */
export const fixturesResponse = v.object({
  data: v.array(matchSummary),
  meta: v.looseObject({
    team: v.looseObject({ id: v.string(), slug: v.string(), name: v.string() }),
    season,
    status: v.nullable(v.picklist(FIXTURE_FILTERS)),
    total: count,
    /**
     * The seasons (by first year, newest first) in which the team has a match the service can tell
     * of, so a season switcher never offers one with nothing in it. A service that leaves it out
     * names no limit.
     */
    seasons: v.optional(v.array(v.pipe(v.number(), v.integer()))),
  }),
});
export type FixturesResponse = v.InferOutput<typeof fixturesResponse>;

/** A person named in a line-up or an event. Only the club's current players have an id and slug. */
export const matchPerson = v.looseObject({
  id: v.nullable(v.string()),
  slug: v.nullable(v.string()),
  name: v.string(),
  shirtNumber: v.number(),
});
export type MatchPerson = v.InferOutput<typeof matchPerson>;

export const MATCH_EVENT_TYPES = [
  'goal',
  'penalty-goal',
  'own-goal',
  'penalty-missed',
  'yellow-card',
  'second-yellow-card',
  'red-card',
  'substitution',
] as const;

/**
 * One match event. `side` is the side of `player`, always, so an own goal counts for the other
 * side. For a substitution `player` comes on and `playerOff` goes off. Added time is the minutes
 * past 45 or 90 (45+2 is minute 45, addedTime 2), 0 otherwise.
 */
export const matchEvent = v.looseObject({
  id: v.string(),
  type: v.picklist(MATCH_EVENT_TYPES),
  minute: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)),
  addedTime: count,
  side: v.picklist(['home', 'away']),
  player: matchPerson,
  assist: v.nullable(matchPerson),
  playerOff: v.nullable(matchPerson),
});
export type MatchEvent = v.InferOutput<typeof matchEvent>;

/** What each kind of event is called, in the match centre's timeline and the replays' key moments. */
export const MATCH_EVENT_LABELS: Record<MatchEvent['type'], string> = {
  goal: 'Goal',
  'penalty-goal': 'Penalty goal',
  'own-goal': 'Own goal',
  'penalty-missed': 'Penalty missed',
  'yellow-card': 'Yellow card',
  'second-yellow-card': 'Second yellow card',
  'red-card': 'Red card',
  substitution: 'Substitution',
};

/** The match clock as supporters read it: 34', 45+2'. */
export const minuteText = (minute: number, addedTime = 0): string =>
  addedTime > 0 ? `${minute}+${addedTime}'` : `${minute}'`;

export const lineupPlayer = v.looseObject({
  ...matchPerson.entries,
  position: playerPosition,
  captain: v.boolean(),
});
export type LineupPlayer = v.InferOutput<typeof lineupPlayer>;

/** A side's team sheet; empty with a null formation until the line-ups are announced. */
export const teamLineup = v.looseObject({
  formation: v.nullable(v.string()),
  starting: v.array(lineupPlayer),
  substitutes: v.array(lineupPlayer),
});
export type TeamLineup = v.InferOutput<typeof teamLineup>;

export const MATCH_STAT_KEYS = [
  'possession',
  'shots',
  'shotsOnTarget',
  'corners',
  'fouls',
  'offsides',
  'passes',
  'passAccuracy',
] as const;
export const matchStat = v.looseObject({
  key: v.picklist(MATCH_STAT_KEYS),
  label: v.string(),
  home: count,
  away: count,
  /** '%' for possession and pass accuracy. */
  unit: v.nullable(v.string()),
});
export type MatchStat = v.InferOutput<typeof matchStat>;

export const matchOfficial = v.looseObject({ role: v.string(), name: v.string() });

/** A match in the match centre: the summary plus what happened. Upcoming fixtures have empty lists. */
export const matchDetail = v.looseObject({
  ...matchSummary.entries,
  events: v.array(matchEvent),
  lineups: v.looseObject({ home: teamLineup, away: teamLineup }),
  stats: v.array(matchStat),
  officials: v.array(matchOfficial),
  report: v.nullable(v.looseObject({ headline: v.string(), summary: v.string() })),
  /**
   * A finished match's full replay: its video (an entry of the videos service, played by the
   * site's player, whose own checks decide who may watch) and when it is released, after the
   * holdback until 12 noon UK time the next day (spec 001 §9); `available` is whether it is
   * released at the server's clock. Absent or null for a match with none (not over, not streamed).
   */
  replay: v.optional(
    v.nullable(v.looseObject({ videoId: v.string(), availableFrom: timestamp, available: v.boolean() })),
  ),
});
export type MatchDetail = v.InferOutput<typeof matchDetail>;

/** GET {matchData}/matches/{matchID}. */
export const matchDetailResponse = v.object({ data: matchDetail });
export type MatchDetailResponse = v.InferOutput<typeof matchDetailResponse>;

/** GET {matchData}/next?team=: the team's first match not yet over at the server's clock. */
export const nextMatchQuery = v.object({ team: v.optional(v.string()) });
export const nextMatchResponse = v.object({ data: matchSummary });
export type NextMatchResponse = v.InferOutput<typeof nextMatchResponse>;
