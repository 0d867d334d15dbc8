// GET/POST {account}/profile (spec 001 §2 "profile (manage account)"): the signed-in account by its
// _sa_sso_upid cookie, with forms to change the display name and the password, and a way out.
// Without a live session it sends the browser to sign in and back here.
import {
  changePasswordRequest,
  DISPLAY_NAME_ATTRIBUTE,
  IDENTITY_ERRORS,
  updateAttributesRequest,
  validate,
} from '@club/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { findAccountBySsoId } from '../accounts.ts';
import type { SessionUser } from '../identity-service.ts';
import { LimitExceededError } from '../limit-exceeded.ts';
import { readSessionCookie } from '../session-cookie.ts';
import { findActiveSessionByCookie } from '../sessions.ts';
import type { PagesDeps } from './account-pages-deps.ts';
import { field, html, pathWithQuery } from './html.ts';
import { formValues } from './page-kit.ts';

/** Spec 001 §2 and §8 where they have words for it; the rest ours. */
export const PROFILE_TEXT = {
  title: 'Manage Account',
  accountId: 'Account ID',
  email: 'Email',
  detailsHeading: 'Your details',
  name: 'Display name',
  saveDetails: 'Save details',
  detailsSaved: 'Your details have been successfully updated',
  passwordHeading: 'Change password',
  oldPassword: 'Current password',
  newPassword: 'New Password',
  newPasswordConfirmation: 'New Password Confirmation',
  mismatch: 'New Password does not match',
  changePassword: 'Change password',
  passwordSaved: 'Your password has been successfully updated',
  logOut: 'Log Out',
} as const;

export function registerProfilePage(app: FastifyInstance, deps: PagesDeps): void {
  const { kit, base, db, clock, identity } = deps;

  async function currentUser(request: FastifyRequest): Promise<SessionUser | undefined> {
    const cookieValue = readSessionCookie(request);
    const session = cookieValue && (await findActiveSessionByCookie(db, cookieValue, clock.now()));
    const account = session && (await findAccountBySsoId(db, session.ssoId));
    return session && account ? { session, account } : undefined;
  }

  const toSignIn = (reply: FastifyReply) =>
    reply.redirect(pathWithQuery(`${base}/sign-in`, { successRedirect: `${base}/profile` }), 303);

  const sendProfile = (
    reply: FastifyReply,
    user: SessionUser,
    options: { status?: number; error?: string | undefined; notice?: string } = {},
  ) =>
    kit.send(
      reply,
      options.status ?? 200,
      { title: PROFILE_TEXT.title, error: options.error, notice: options.notice },
      () => html`<dl>
<dt>${PROFILE_TEXT.email}</dt><dd>${user.account.email}</dd>
<dt>${PROFILE_TEXT.accountId}</dt><dd>${user.account.ssoId}</dd>
</dl>
<section aria-labelledby="details-heading">
<h2 id="details-heading">${PROFILE_TEXT.detailsHeading}</h2>
<form method="post" action="${base}/profile/details">
${field({ name: 'name', label: PROFILE_TEXT.name, autocomplete: 'name', value: user.account.displayName ?? '', required: false })}
<button type="submit">${PROFILE_TEXT.saveDetails}</button>
</form>
</section>
<section aria-labelledby="password-heading">
<h2 id="password-heading">${PROFILE_TEXT.passwordHeading}</h2>
<form method="post" action="${base}/profile/password">
${field({ name: 'oldPassword', label: PROFILE_TEXT.oldPassword, type: 'password', autocomplete: 'current-password' })}
${field({ name: 'newPassword', label: PROFILE_TEXT.newPassword, type: 'password', autocomplete: 'new-password', hint: deps.passwordHint })}
${field({ name: 'newPasswordConfirmation', label: PROFILE_TEXT.newPasswordConfirmation, type: 'password', autocomplete: 'new-password' })}
<button type="submit">${PROFILE_TEXT.changePassword}</button>
</form>
</section>
<nav aria-label="Account links"><ul>
<li><a href="${base}/logout?forcelogout=true">${PROFILE_TEXT.logOut}</a></li>
</ul></nav>`,
    );

  app.get('/profile', async (request, reply) => {
    const user = await currentUser(request);
    return user ? sendProfile(reply, user) : toSignIn(reply);
  });

  app.post('/profile/details', async (request, reply) => {
    if (!kit.guardPost(request, reply)) return reply;
    const user = await currentUser(request);
    if (!user) return toSignIn(reply);
    const values = formValues(request.body);
    const input = validate(updateAttributesRequest, {
      attributes: [{ name: DISPLAY_NAME_ATTRIBUTE, value: values.name ?? '' }],
    });
    if (!input.ok) return sendProfile(reply, user, { status: 400, error: input.problems.join('; ') });
    await identity.updateAttributesFor(user, input.value);
    const updated = await currentUser(request);
    return sendProfile(reply, updated ?? user, { notice: PROFILE_TEXT.detailsSaved });
  });

  app.post('/profile/password', async (request, reply) => {
    if (!kit.guardPost(request, reply)) return reply;
    const user = await currentUser(request);
    if (!user) return toSignIn(reply);
    const values = formValues(request.body);
    // Spec 001 §5: a new password that differs from its confirmation is not sent at all.
    if ((values.newPassword ?? '') !== (values.newPasswordConfirmation ?? '')) {
      return sendProfile(reply, user, { status: 400, error: PROFILE_TEXT.mismatch });
    }
    const input = validate(changePasswordRequest, {
      oldPassword: values.oldPassword ?? '',
      newPassword: values.newPassword ?? '',
    });
    if (!input.ok) return sendProfile(reply, user, { status: 400, error: input.problems.join('; ') });
    try {
      await identity.changePasswordFor(user, input.value);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error instanceof LimitExceededError) reply.header('retry-after', String(error.retryAfterS));
      const message =
        error.code === IDENTITY_ERRORS.invalidPassword ? (error.detail ?? error.title) : error.title;
      return sendProfile(reply, user, { status: error.status, error: message });
    }
    return sendProfile(reply, user, { notice: PROFILE_TEXT.passwordSaved });
  });
}
