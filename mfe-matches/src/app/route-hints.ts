import type { RouteHint, RouteHintData } from '@club/shared/route-hints';

/** The club's teams, as `getTeams` asks for them (features/teams/api/get-teams.ts): every page here starts with them. */
const TEAMS: RouteHintData = { service: 'teams', path: '/teams' };

/**
 * The pages a first visit lands on, for the early hints of the shell's index.html
 * (@club/shared/federation route-hints.ts): each page's first calls as its API functions make them.
 * The teams come first everywhere (the fixtures and the match centre need the team's id), so
 * hinting them takes one round trip out of every page. route-hints.test.tsx holds each hint
 * against the requests the page really makes.
 */
export const ROUTE_HINTS: readonly RouteHint[] = [
  { path: '/teams', data: [TEAMS] },
  { path: '/matches', data: [TEAMS] },
  { path: '/matches/:team', data: [TEAMS] },
  { path: '/matches/:team/:season', data: [TEAMS] },
  {
    // A match centre by its address: the teams, the match (get-match.ts) and the page's own chunk.
    path: '/match/:team/:season/:matchID',
    data: [TEAMS, { service: 'matchData', path: '/matches/:matchID' }],
    chunks: ['match-centre'],
  },
];
