import { type AppConfigOptions, createAppConfig } from '../rspack.base.ts';

export default (env: AppConfigOptions['env'] = {}) =>
  createAppConfig({
    app: 'mfe-matches',
    exposes: { './routes': './src/exposes/routes.ts' },
    env,
  });
