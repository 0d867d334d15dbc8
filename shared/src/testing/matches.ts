// Match data as the match data service answers it, for the tests of the remotes that show matches
// (mfe-matches) and play their replays (mfe-streaming).
import { type MatchDetail, type MatchEvent, type MatchSummary, seasonSlug } from '@club/shared/contracts';

/** A Men's Team match with plausible fields; override what a test is about. */
export function aMatch(
  match: Partial<MatchSummary> & Pick<MatchSummary, 'matchID' | 'kickoff'>,
): MatchSummary {
  const season = match.season ?? 2026;
  return {
    teamId: 't3448',
    teamSlug: '',
    season,
    seasonSlug: seasonSlug(season),
    competition: { id: 'national-division-one', name: 'National Division One', type: 'league' },
    round: 'Matchday 1',
    venue: { name: 'Northbridge Park', city: 'Northbridge' },
    homeAway: 'home',
    club: {
      name: 'Northbridge FC',
      shortName: 'Northbridge',
      slug: 'northbridge-fc',
      crestImageKey: 'crest/northbridge-fc.png',
    },
    opponent: {
      name: 'Eastport Athletic',
      shortName: 'Eastport',
      slug: 'eastport-athletic',
      crestImageKey: 'crest/eastport-athletic.png',
    },
    status: 'fixture',
    score: null,
    attendance: null,
    ticketUrl: null,
    streaming: null,
    liveClock: null,
    ...match,
  };
}

/** A result's score with the half-time score alike. */
export const aScore = (home: number, away: number): NonNullable<MatchSummary['score']> => ({
  home,
  away,
  halfTime: { home: 0, away: 0 },
  penalties: null,
});

/** A match-centre answer with empty lists; override what a test is about. */
export function aMatchDetail(
  match: Partial<MatchDetail> & Pick<MatchSummary, 'matchID' | 'kickoff'>,
): MatchDetail {
  return {
    ...aMatch(match),
    events: [],
    lineups: {
      home: { formation: null, starting: [], substitutes: [] },
      away: { formation: null, starting: [], substitutes: [] },
    },
    stats: [],
    officials: [],
    report: null,
    ...match,
  };
}

/**
 * An event of the home side by 'A Player' at `minute` (and `addedTime`); override what a test is
 * about (the side, the player, an assist, the player taken off).
 */
export function aMatchEvent(
  type: MatchEvent['type'],
  minute: number,
  { addedTime = 0, ...extra }: Partial<MatchEvent> = {},
): MatchEvent {
  return {
    id: `${type}-${minute}-${addedTime}`,
    type,
    minute,
    addedTime,
    side: 'home',
    player: { id: null, slug: null, name: 'A Player', shirtNumber: 9 },
    assist: null,
    playerOff: null,
    ...extra,
  };
}
