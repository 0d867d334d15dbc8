import type { RemoteRouteTable } from '@club/shared/federation';
import { NotFoundPage, PageLoader } from '@club/shared/ui';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { FixturesPage } from '../features/fixtures/components/fixtures-page.tsx';
import { TeamsPage } from '../features/teams/components/teams-page.tsx';

/** What the page shows while its code arrives. */
export const LOADING_PAGE = 'Loading the page';

export { release } from './release.ts';

const notFound = { path: '*', element: <NotFoundPage /> };

// Pages past the teams list load with their route, so /teams (the remote's entry route) stays small.
const TeamPage = lazy(() =>
  import('../features/teams/components/team-page.tsx').then((m) => ({ default: m.TeamPage })),
);
const PlayersPage = lazy(() =>
  import('../features/players/components/players-page.tsx').then((m) => ({ default: m.PlayersPage })),
);
const PlayerPage = lazy(() =>
  import('../features/players/components/player-page.tsx').then((m) => ({ default: m.PlayerPage })),
);
// Named for the route hints (route-hints.ts), which fetch it with the remote's entry on a match centre.
const MatchCentrePage = lazy(() =>
  import(
    /* webpackChunkName: "match-centre" */ '../features/match-centre/components/match-centre-page.tsx'
  ).then((m) => ({
    default: m.MatchCentrePage,
  })),
);
const page = (element: ReactNode) => (
  <Suspense fallback={<PageLoader label={LOADING_PAGE} />}>{element}</Suspense>
);

/**
 * mfe-matches's pages under the prefixes the shell gives it: /teams, /matches, /match and
 * /players. Any other path under those prefixes is a 404.
 */
export const routes: RemoteRouteTable = {
  teams: [{ index: true, element: <TeamsPage /> }, { path: ':team', element: page(<TeamPage />) }, notFound],
  matches: [
    { index: true, element: <FixturesPage /> },
    { path: ':team', element: <FixturesPage /> },
    { path: ':team/:season', element: <FixturesPage /> },
    notFound,
  ],
  match: [
    { index: true, element: page(<MatchCentrePage />) },
    { path: ':team', element: page(<MatchCentrePage />) },
    { path: ':team/:season', element: page(<MatchCentrePage />) },
    { path: ':team/:season/:matchID', element: page(<MatchCentrePage />) },
    notFound,
  ],
  // Spec 000 §2: /players/{player?}, the player optional; with none, every squad to choose from.
  players: [
    { index: true, element: page(<PlayersPage />) },
    { path: ':team', element: page(<PlayerPage />) },
    { path: ':team/:player', element: page(<PlayerPage />) },
    notFound,
  ],
};
