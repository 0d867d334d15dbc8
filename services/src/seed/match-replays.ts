// The full match replays the seed writes into the video catalogue (videos-seed.ts): from the
// 2026-27 season on, the streaming service's first, every league and cup match of the teams whose
// matches are streamed live has one (matches/streamed-matches.ts); friendlies are not streamed.
// What a replay is and when it is released: matches/match-replays.ts.
import type { MatchSummary } from '@club/shared/contracts';
import { type MatchReplay, replayOf } from '../matches/match-replays.ts';
import { fixtureTitle } from '../matches/streamed-matches.ts';
import { buildSchedule, lastSeasonAt } from './fixtures-seed.ts';
import { TEAMS } from './teams-seed.ts';

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
    const fixture = fixtureTitle(match, TEAMS);
    return [
      {
        ...replay,
        title: `Full match replay: ${fixture}`,
        description: `${occasion}: the whole match, from kick-off to the final whistle.`,
        kickoff: new Date(match.kickoff),
        fixture,
        occasion,
        teamId: match.teamId,
        matchID: match.matchID,
        competitionType: match.competition.type,
      },
    ];
  });
}
