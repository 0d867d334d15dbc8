import { type AppConfigOptions, createAppConfig } from '../rspack.base.ts';
import { ROUTE_HINTS } from './src/app/route-hints.ts';

export default (env: AppConfigOptions['env'] = {}) =>
  createAppConfig({
    app: 'mfe-content',
    exposes: { './routes': './src/exposes/routes.ts' },
    routeHints: ROUTE_HINTS,
    env,
  });
