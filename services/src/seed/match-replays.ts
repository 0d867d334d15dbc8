// Full match replays of the streamed teams' matches, modelled as the streaming side models a
// replay (videos-seed.ts): an on-demand entry published at full time and held back until 12 noon
// UK time the next day (spec 001 §9), for subscribers and the match's pass holders. From the
// 2026-27 season on, the streaming service's first, every league and cup match of the teams whose
// matches are streamed live has one; friendlies are not streamed. The match centre names its
// match's replay (matches-routes.ts) and the videos service serves it like any other entry, so the
// player's own checks decide who may watch.
import type { MatchSummary } from '@club/shared/contracts';
import { TIMEZONE } from '@club/shared/site';
import { DateTime } from 'luxon';
import { MATCH_LIVE_WINDOW_MS } from '../matches/match-clock.ts';
import { ENTITLEMENTS, matchPassCode } from './catalogue.ts';
import { entryIdFor } from './entry-id.ts';
import { buildSchedule, lastSeasonAt, STREAMED_MATCHES } from './fixtures-seed.ts';
import { TEAMS } from './teams-seed.ts';

/** Spec 001 §9 (streaming FAQ): "Replay holdback is generally until 12 noon UK time the next day". */
export const REPLAY_HOLDBACK_HOUR = 12;

/** The streaming service's first season: the first with match replays. */
export const FIRST_REPLAY_SEASON = 2026;

/** Noon UK time on the day after `at`: when a replay published at `at` is released. */
export const holdbackRelease = (at: Date): Date =>
  DateTime.fromJSDate(at, { zone: TIMEZONE })
    .plus({ days: 1 })
    .set({ hour: REPLAY_HOLDBACK_HOUR, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();

export interface MatchReplay {
  /** Its entry id in the videos service (`0_` and eight base-36 characters). */
  entryId: string;
  /** Published at full time. */
  publishedAt: Date;
  /** Released (found, listed, playable) from noon UK time the next day. */
  releaseFrom: Date;
}

type ReplayableMatch = Pick<
  MatchSummary,
  'matchID' | 'teamId' | 'season' | 'kickoff' | 'competition' | 'status'
>;

/**
 * Whether a match is streamed: a league or cup match of a streamed team from the streaming
 * service's first season on (friendlies and postponed matches are not). A streamed match has its
 * own live streams, its match pass and its replay.
 */
export function isStreamedMatch(match: ReplayableMatch): boolean {
  if (!STREAMED_MATCHES[match.teamId] || match.season < FIRST_REPLAY_SEASON) return false;
  return match.competition.type !== 'friendly' && match.status !== 'postponed';
}

/** "Men's Team v Eastport Athletic", home side first. */
export function fixtureTitle(match: Pick<MatchSummary, 'teamId' | 'homeAway' | 'club' | 'opponent'>): string {
  const team = TEAMS.find((t) => t.id === match.teamId)?.name ?? match.club.shortName;
  const [home, away] = match.homeAway === 'home' ? [team, match.opponent.name] : [match.opponent.name, team];
  return `${home} v ${away}`;
}

/** A match's replay, or null when it has none (a team not streamed, a friendly, an older season). */
export function replayOf(match: ReplayableMatch): MatchReplay | null {
  if (!isStreamedMatch(match)) return null;
  const publishedAt = new Date(Date.parse(match.kickoff) + MATCH_LIVE_WINDOW_MS);
  return {
    entryId: entryIdFor(`match-replay-${match.matchID}`),
    publishedAt,
    releaseFrom: holdbackRelease(publishedAt),
  };
}

export interface MatchReplayDraft extends MatchReplay {
  title: string;
  description: string;
  teamId: string;
  matchID: string;
  competitionType: MatchSummary['competition']['type'];
  /** The match itself, for its live entries: kick-off, "Men's Team v Eastport Athletic", "League, round 9". */
  kickoff: Date;
  fixture: string;
  occasion: string;
}

/** Every replay of the seasons seeded at `now`, oldest first. */
export function buildMatchReplays(now: Date): MatchReplayDraft[] {
  return buildSchedule(lastSeasonAt(now)).flatMap((match) => {
    const replay = replayOf(match);
    if (!replay) return [];
    const occasion = `${match.competition.name}, ${match.round}`;
    return [
      {
        ...replay,
        title: `Full match replay: ${fixtureTitle(match)}`,
        description: `${occasion}: the whole match, from kick-off to the final whistle.`,
        kickoff: new Date(match.kickoff),
        fixture: fixtureTitle(match),
        occasion,
        teamId: match.teamId,
        matchID: match.matchID,
        competitionType: match.competition.type,
      },
    ];
  });
}

/** Entitlements of a match replay: the video subscription, or that match's own pass. */
export const matchReplayEntitlements = (matchID: string): string[] => [
  ENTITLEMENTS.videoSubscriber,
  matchPassCode(matchID),
];
