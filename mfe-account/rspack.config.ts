import { type AppConfigOptions, createAppConfig } from '../rspack.base.ts';

export default (env: AppConfigOptions['env'] = {}) =>
  createAppConfig({
    app: 'mfe-account',
    exposes: {
      './routes': './src/exposes/routes.ts',
      './AccountPanel': './src/exposes/account-panel.ts',
      './LoginPrompt': './src/exposes/login-prompt.ts',
      './PackagesWidget': './src/exposes/packages-widget.ts',
      './PackagesModal': './src/exposes/packages-modal.ts',
      './VoucherForm': './src/exposes/voucher-form.ts',
    },
    env,
  });
