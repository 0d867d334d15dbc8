import type { RouteHint, RouteHintData } from '@club/shared/route-hints';

/** The club's teams, as `getTeams` asks for them (features/teams/api/get-teams.ts): every page here starts with them. */
const TEAMS: RouteHintData = { service: 'teams', path: '/teams' };

/**
 * The pages a first visit lands on, for the early hints of the shell's index.html
 * (@club/shared/federation route-hints.ts) and the stylesheets of a page the server renders: each
 * page's first calls as its API functions make them, and its own chunk.
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
  // Without a match the page looks it up first: its chunk only.
  { path: '/match', chunks: ['match-centre'] },
  { path: '/match/:team', chunks: ['match-centre'] },
  { path: '/match/:team/:season', chunks: ['match-centre'] },
  { path: '/teams/:team', chunks: ['team-page'] },
  { path: '/players', chunks: ['players-page'] },
  { path: '/players/:team', chunks: ['player-page'] },
  { path: '/players/:team/:player', chunks: ['player-page'] },
];
