// The hosted account-site pages (spec 001 §2 "External account-site pages": sign-in, register,
// forgot-password, profile; and the logout link). Plain HTML forms that post back here: they work
// without scripts, set the session cookies themselves and send the browser back to the site.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import type { AccountSiteService } from './account-site-service.ts';
import { createIdentityService } from './identity-service.ts';
import { PASSWORD_HINT, type PagesDeps } from './pages/account-pages-deps.ts';
import { registerForgotPasswordPage } from './pages/forgot-password-page.ts';
import { registerLogoutPage } from './pages/logout-page.ts';
import { createPageKit } from './pages/page-kit.ts';
import { registerProfilePage } from './pages/profile-page.ts';
import { registerRegisterPage } from './pages/register-page.ts';
import { registerSignInPage } from './pages/sign-in-page.ts';

export interface AccountPagesOptions extends ServicePluginOptions {
  site: AccountSiteService;
}

export const accountPages: FastifyPluginAsync<AccountPagesOptions> = async (app, { ctx, site }) => {
  // Forms post url-encoded bodies; the parser is added here only, unless the app already has one.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  const deps: PagesDeps = {
    kit: createPageKit(ctx.siteOrigins),
    base: app.prefix,
    db: ctx.db,
    clock: ctx.clock,
    auth: ctx.auth,
    site,
    identity: createIdentityService({
      db: ctx.db,
      clock: ctx.clock,
      auth: ctx.auth,
      signingSecret: ctx.secret,
      logCodes: !ctx.testMode,
    }),
    passwordHint: PASSWORD_HINT,
    edge: ctx.edge,
  };
  registerSignInPage(app, deps);
  registerRegisterPage(app, deps);
  registerForgotPasswordPage(app, deps);
  registerProfilePage(app, deps);
  registerLogoutPage(app, deps);
};
