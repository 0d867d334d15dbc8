import { type AppConfigOptions, createAppConfig } from '../rspack.base.ts';
import { ROUTE_HINTS } from './src/app/route-hints.ts';

export default (env: AppConfigOptions['env'] = {}) =>
  createAppConfig({
    app: 'mfe-matches',
    exposes: {
      './routes': './src/exposes/routes.ts',
      // Pieces other remotes' pages mount (REMOTE_PIECES in @club/shared/federation).
      './NextMatchStrip': './src/exposes/next-match-strip.ts',
      './UpcomingFixtures': './src/exposes/upcoming-fixtures.ts',
      './MatchdayBanner': './src/exposes/matchday-banner.ts',
    },
    routeHints: ROUTE_HINTS,
    env,
  });
