import {
  NOT_FOUND_ROUTE,
  type RemoteRouteTable,
  type RouteMeta,
  readableSlug,
  withMeta,
} from '@club/shared/federation';
import type { Params } from '@club/shared/router';
import { LazyPage, type LazyPageCode, lazyPage } from '@club/shared/ui';
import { FixturesPage } from '../features/fixtures/components/fixtures-page.tsx';
import { TeamsPage } from '../features/teams/components/teams-page.tsx';

/** What the page shows while its code arrives. */
export const LOADING_PAGE = 'Loading the page';

export { release } from './release.ts';

const notFound = NOT_FOUND_ROUTE;

const MATCH_CENTRE_TITLE = 'Match Centre';
/** A route named by one of its parameters made readable (a team's, a player's slug). */
const titledBy =
  (param: string, meta: Omit<RouteMeta, 'title'>) =>
  (params: Params): RouteMeta => ({ ...meta, title: readableSlug(params[param] ?? '') });

// Pages past the teams list load with their route, so /teams (the remote's entry route) stays small.
// Each route's handle asks for its page's code ahead (the shell's landing routes, the server's render),
// and each chunk is named for the route hints (route-hints.ts), which fetch it with the remote's entry
// and link its stylesheets in a page the server renders.
const TeamPage = lazyPage(() =>
  import(/* webpackChunkName: "team-page" */ '../features/teams/components/team-page.tsx').then((m) => ({
    default: m.TeamPage,
  })),
);
const PlayersPage = lazyPage(() =>
  import(/* webpackChunkName: "players-page" */ '../features/players/components/players-page.tsx').then(
    (m) => ({ default: m.PlayersPage }),
  ),
);
const PlayerPage = lazyPage(() =>
  import(/* webpackChunkName: "player-page" */ '../features/players/components/player-page.tsx').then(
    (m) => ({ default: m.PlayerPage }),
  ),
);
const MatchCentrePage = lazyPage(() =>
  import(
    /* webpackChunkName: "match-centre" */ '../features/match-centre/components/match-centre-page.tsx'
  ).then((m) => ({ default: m.MatchCentrePage })),
);
/** A lazy page, saying what loads while its code arrives. */
const page = (code: LazyPageCode) => <LazyPage page={code} label={LOADING_PAGE} />;

/**
 * mfe-matches's pages under the prefixes the shell gives it: /teams, /matches, /match and
 * /players, each with its meta for the shell (body class, default title, page kind). Any other
 * path under those prefixes is a 404.
 */
export const routes: RemoteRouteTable = {
  teams: [
    {
      index: true,
      element: <TeamsPage />,
      handle: withMeta({ name: 'teams', title: 'Teams', kind: 'team' }),
    },
    {
      path: ':team',
      element: page(TeamPage),
      handle: withMeta(titledBy('team', { name: 'teams-team', kind: 'team' }), TeamPage.preload),
    },
    notFound,
  ],
  matches: [
    {
      index: true,
      element: <FixturesPage />,
      handle: withMeta({ name: 'matches', title: 'Matches', kind: 'matches' }),
    },
    {
      path: ':team',
      element: <FixturesPage />,
      handle: withMeta(titledBy('team', { name: 'matches-team', kind: 'matches' })),
    },
    {
      path: ':team/:season',
      element: <FixturesPage />,
      handle: withMeta(titledBy('team', { name: 'matches-team-season', kind: 'matches' })),
    },
    notFound,
  ],
  match: [
    {
      index: true,
      element: page(MatchCentrePage),
      handle: withMeta(
        { name: 'match', title: MATCH_CENTRE_TITLE, kind: 'match-centre' },
        MatchCentrePage.preload,
      ),
    },
    {
      path: ':team',
      element: page(MatchCentrePage),
      handle: withMeta(
        { name: 'match-team', title: MATCH_CENTRE_TITLE, kind: 'match-centre' },
        MatchCentrePage.preload,
      ),
    },
    {
      path: ':team/:season',
      element: page(MatchCentrePage),
      handle: withMeta(
        { name: 'match-team-season', title: MATCH_CENTRE_TITLE, kind: 'match-centre' },
        MatchCentrePage.preload,
      ),
    },
    {
      path: ':team/:season/:matchID',
      element: page(MatchCentrePage),
      handle: withMeta(
        {
          name: 'match-team-season-matchid',
          title: MATCH_CENTRE_TITLE,
          kind: 'match-centre',
        },
        MatchCentrePage.preload,
      ),
    },
    notFound,
  ],
  // Spec 000 §2: /players/{player?} and /players/{team?}/{player?}, the player optional; with none,
  // every squad to choose from. A single segment is a player (the page reads it as such).
  players: [
    {
      index: true,
      element: page(PlayersPage),
      handle: withMeta({ name: 'players', title: 'Players', kind: 'player-profile' }, PlayersPage.preload),
    },
    {
      path: ':team',
      element: page(PlayerPage),
      handle: withMeta(
        titledBy('team', { name: 'players-player', kind: 'player-profile' }),
        PlayerPage.preload,
      ),
    },
    {
      path: ':team/:player',
      element: page(PlayerPage),
      handle: withMeta(
        titledBy('player', { name: 'players-team-player', kind: 'player-profile' }),
        PlayerPage.preload,
      ),
    },
    notFound,
  ],
};
