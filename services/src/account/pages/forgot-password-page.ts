// GET/POST {account}/forgot-password (spec 001 §2 "forgot-password", §4 "Forgot password, then
// confirm with code and new password"). Step one asks for the email and says the same whether or
// not an account uses it; step two takes the emailed code and the new password.
import {
  confirmForgotPasswordRequest,
  emailOnlyRequest,
  IDENTITY_ERRORS,
  validate,
} from '@club/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { PagesDeps } from './account-pages-deps.ts';
import { field, hiddenFields, html, link, pathWithQuery } from './html.ts';
import { carried, PAGE_TEXT, type ParsedLink } from './page-kit.ts';

/** Ours, except the spec's 'New Password' labels and mismatch message (spec 001 §5). */
export const FORGOT_TEXT = {
  title: 'Forgotten password',
  intro: 'Enter the email you log in with and we will email you a code to reset your password.',
  email: 'Email',
  send: 'Send code',
  resetTitle: 'Reset your password',
  codeSent: 'If an account uses that email, we have emailed it a 6-digit code.',
  code: 'Code',
  newPassword: 'New Password',
  newPasswordConfirmation: 'New Password Confirmation',
  mismatch: 'New Password does not match',
  reset: 'Reset password',
  backToLogIn: 'Back to Log In',
} as const;

export function registerForgotPasswordPage(app: FastifyInstance, deps: PagesDeps): void {
  const { kit, base, identity } = deps;

  const sendEmailForm = (
    reply: FastifyReply,
    parsed: ParsedLink,
    form: { email?: string | undefined; error?: string; status?: number } = {},
  ) =>
    kit.send(
      reply,
      form.status ?? 200,
      { title: FORGOT_TEXT.title, error: form.error },
      () => html`<p>${FORGOT_TEXT.intro}</p>
<form method="post" action="${base}/forgot-password">
${hiddenFields(carried(parsed.link))}
${field({ name: 'email', label: FORGOT_TEXT.email, type: 'email', autocomplete: 'username', value: form.email, autofocus: true })}
<button type="submit">${FORGOT_TEXT.send}</button>
</form>
<p>${link(`${base}/sign-in`, carried(parsed.link), FORGOT_TEXT.backToLogIn)}</p>`,
    );

  const sendResetForm = (
    reply: FastifyReply,
    parsed: ParsedLink,
    email: string,
    options: { status?: number; error?: string | undefined; notice?: string | undefined } = {},
  ) =>
    kit.send(
      reply,
      options.status ?? 200,
      { title: FORGOT_TEXT.resetTitle, error: options.error, notice: options.notice },
      () => html`<form method="post" action="${base}/forgot-password/confirm">
${hiddenFields(carried(parsed.link))}
${field({ name: 'email', label: FORGOT_TEXT.email, type: 'email', autocomplete: 'username', value: email })}
${field({ name: 'code', label: FORGOT_TEXT.code, autocomplete: 'one-time-code', inputmode: 'numeric', pattern: '[0-9]{6}', autofocus: true })}
${field({ name: 'newPassword', label: FORGOT_TEXT.newPassword, type: 'password', autocomplete: 'new-password', hint: deps.passwordHint })}
${field({ name: 'newPasswordConfirmation', label: FORGOT_TEXT.newPasswordConfirmation, type: 'password', autocomplete: 'new-password' })}
<button type="submit">${FORGOT_TEXT.reset}</button>
</form>`,
    );

  app.get('/forgot-password', async (request, reply) => {
    const parsed = kit.readLink(request, reply, request.query);
    return parsed ? sendEmailForm(reply, parsed, { email: parsed.link.email }) : reply;
  });

  app.post('/forgot-password', async (request, reply) => {
    const post = kit.readPost(request, reply);
    if (!post) return reply;
    const { parsed, values } = post;
    const input = validate(emailOnlyRequest, { email: values.email ?? '' });
    if (!input.ok)
      return sendEmailForm(reply, parsed, {
        email: values.email,
        status: 400,
        error: PAGE_TEXT.invalidEmail,
      });
    try {
      await identity.forgotPassword(input.value);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendEmailForm(reply, parsed, {
        email: input.value.email,
        status: error.status,
        error: error.title,
      });
    }
    return sendResetForm(reply, parsed, input.value.email, { notice: FORGOT_TEXT.codeSent });
  });

  app.post('/forgot-password/confirm', async (request, reply) => {
    const post = kit.readPost(request, reply);
    if (!post) return reply;
    const { parsed, values } = post;
    const email = values.email ?? '';
    // Spec 001 §5: a new password that differs from its confirmation is not sent at all.
    if ((values.newPassword ?? '') !== (values.newPasswordConfirmation ?? '')) {
      return sendResetForm(reply, parsed, email, { status: 400, error: FORGOT_TEXT.mismatch });
    }
    const input = validate(confirmForgotPasswordRequest, {
      email,
      code: values.code ?? '',
      newPassword: values.newPassword ?? '',
    });
    if (!input.ok)
      return sendResetForm(reply, parsed, email, { status: 400, error: input.problems.join('; ') });
    try {
      await identity.confirmForgotPassword(input.value);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const message =
        error.code === IDENTITY_ERRORS.invalidPassword ? (error.detail ?? error.title) : error.title;
      return sendResetForm(reply, parsed, input.value.email, { status: error.status, error: message });
    }
    const signIn = pathWithQuery(`${base}/sign-in`, {
      ...carried(parsed.link),
      email: input.value.email,
      notice: 'password-reset',
    });
    return reply.redirect(signIn, 303);
  });
}
