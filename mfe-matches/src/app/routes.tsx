import type { RemoteRouteTable } from '@club/shared/federation';
import { NotFoundPage } from '@club/shared/ui';
import { FixturesPage } from '../features/fixtures/components/fixtures-page.tsx';
import { TeamsPage } from '../features/teams/components/teams-page.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

const notFound = { path: '*', element: <NotFoundPage /> };

/**
 * mfe-matches's pages under the prefixes the shell gives it: /teams now; /matches, /match and
 * /players as they arrive. Any other path under those prefixes is a 404.
 */
export const routes: RemoteRouteTable = {
  teams: [{ index: true, element: <TeamsPage /> }, notFound],
  matches: [
    { index: true, element: <FixturesPage /> },
    { path: ':team', element: <FixturesPage /> },
    { path: ':team/:season', element: <FixturesPage /> },
    notFound,
  ],
  match: [notFound],
  players: [notFound],
};
