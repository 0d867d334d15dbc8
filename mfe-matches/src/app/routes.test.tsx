import { NOT_FOUND_MESSAGE } from '@club/shared/site';
import { routeMetaIn } from '@club/shared/testing';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** The meta the shell reads for a path: the route this remote's table matches (spec 000 §2 route table). */
const metaAt = (path: string) => routeMetaIn('mfe-matches', routes, path);

describe("mfe-matches's pages name themselves for the shell", () => {
  it.each([
    ['/matches', 'matches', 'Matches', 'matches'],
    ['/matches/lionesses', 'matches-team', 'Lionesses', 'matches'],
    ['/matches/lionesses/2025-26', 'matches-team-season', 'Lionesses', 'matches'],
    ['/match', 'match', 'Match Centre', 'match-centre'],
    ['/match/mens-team/2025-26/m-101', 'match-team-season-matchid', 'Match Centre', 'match-centre'],
    ['/teams', 'teams', 'Teams', 'team'],
    ['/teams/lionesses', 'teams-team', 'Lionesses', 'team'],
    ['/players', 'players', 'Players', 'player-profile'],
    ['/players/jane-doe', 'players-player', 'Jane Doe', 'player-profile'],
    ['/players/lionesses/jane-doe', 'players-team-player', 'Jane Doe', 'player-profile'],
  ])('%s is %s, titled %s, of kind %s', (path, name, title, kind) => {
    expect(metaAt(path)).toEqual({ name, title, kind });
  });

  it("names an unknown page under its prefixes 'not-found'", () => {
    expect(metaAt('/teams/lionesses/squad/extra')).toEqual({ name: 'not-found', title: NOT_FOUND_MESSAGE });
  });
});
