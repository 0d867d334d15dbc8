import { type AppConfigOptions, createAppConfig } from '../rspack.base.ts';

// The host is built with no remotes: it learns them from its runtime config at start.
export default (env: AppConfigOptions['env'] = {}) => createAppConfig({ app: 'shell', env });
