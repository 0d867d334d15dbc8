import { NotFoundPage } from '@club/shared/ui';
import type { RouteObject } from 'react-router';
import { TeamsPage } from '../features/teams/components/teams-page.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

/**
 * mfe-matches's pages, with absolute paths under the prefixes the shell gives it: /teams now;
 * /matches, /match and /players as they arrive. Any other path under those prefixes is a 404.
 */
export const routes: RouteObject[] = [
  { path: '/teams', element: <TeamsPage /> },
  { path: '*', element: <NotFoundPage /> },
];
