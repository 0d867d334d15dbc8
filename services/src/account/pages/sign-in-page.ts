// GET/POST {account}/sign-in (spec 001 §2 login link: tenant, return URL, success redirect,
// loginSuccess=true, mandatory=true). Email and password, or the new-password step when the
// account must change its password (§4 "Login form"). On success the session cookies are set and
// the browser goes to the success redirect with loginSuccess=true, or, when the link carried a
// redirect_uri, to that address with a one-time code=.
import { IDENTITY_ERRORS, signInRequest, validate } from '@club/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { DEVICE_COOKIE } from '../constants.ts';
import { LimitExceededError } from '../limit-exceeded.ts';
import { sendIssuedCookies } from '../session-cookie.ts';
import { signInOrigin } from '../sign-in-throttle.ts';
import { noticeFor, type PagesDeps } from './account-pages-deps.ts';
import { field, hiddenFields, html, link, type SafeHtml } from './html.ts';
import { carried, PAGE_TEXT, type ParsedLink } from './page-kit.ts';
import { withParams } from './redirect-targets.ts';

/** Spec 001 §5 and §8: the new-password step's labels and its one client-side message. */
export const SIGN_IN_TEXT = {
  title: 'Log In',
  email: 'Email',
  password: 'Password',
  newPassword: 'New Password',
  newPasswordConfirmation: 'New Password Confirmation',
  newPasswordTitle: 'Choose a new password',
  newPasswordIntro: 'Your account needs a new password before you can log in.',
  mismatch: 'New Password does not match',
  forgotten: 'Forgotten password?',
  register: 'Register',
  back: 'Back to the site',
  signedInTitle: 'You are logged in',
  manage: 'Manage Account',
  notConfirmed: 'Your account is not confirmed yet. Enter the code we emailed you to confirm it.',
  confirmLink: 'Confirm your account',
} as const;

interface SignInForm {
  email?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
  fieldError?: { email?: string; password?: string };
  status?: number;
  /** Shown between the form and the links (the confirm link of an unconfirmed account). */
  extra?: SafeHtml;
}

export function registerSignInPage(app: FastifyInstance, deps: PagesDeps): void {
  const { kit, base, auth, site } = deps;
  const action = `${base}/sign-in`;

  const linksBelow = (parsed: ParsedLink, email?: string): SafeHtml => {
    const keep = carried(parsed.link);
    const back = parsed.link.mandatory !== 'true' ? parsed.targets.back : undefined;
    return html`<nav aria-label="Account links"><ul>
<li>${link(`${base}/forgot-password`, { ...keep, email }, SIGN_IN_TEXT.forgotten)}</li>
<li>${link(`${base}/register`, keep, SIGN_IN_TEXT.register)}</li>
${back ? html`<li><a href="${back.toString()}">${SIGN_IN_TEXT.back}</a></li>` : ''}
</ul></nav>`;
  };

  /** The standard form (spec 001 §4: email and password). */
  const sendForm = (reply: FastifyReply, parsed: ParsedLink, form: SignInForm = {}) =>
    kit.send(
      reply,
      form.status ?? 200,
      { title: SIGN_IN_TEXT.title, error: form.error, notice: form.notice },
      () => html`<form method="post" action="${action}">
${hiddenFields(carried(parsed.link))}
${field({ name: 'email', label: SIGN_IN_TEXT.email, type: 'email', autocomplete: 'username', value: form.email, error: form.fieldError?.email, autofocus: !form.email })}
${field({ name: 'password', label: SIGN_IN_TEXT.password, type: 'password', autocomplete: 'current-password', error: form.fieldError?.password, autofocus: !!form.email })}
<button type="submit">${SIGN_IN_TEXT.title}</button>
</form>
${form.extra}
${linksBelow(parsed, form.email)}`,
    );

  /** The newPass form (spec 001 §4): the email and current password ride along, hidden. */
  const sendNewPasswordForm = (
    reply: FastifyReply,
    parsed: ParsedLink,
    credentials: { email: string; password: string },
    error?: string,
  ) =>
    kit.send(
      reply,
      error ? 400 : 403,
      { title: SIGN_IN_TEXT.newPasswordTitle, error },
      () => html`<p>${SIGN_IN_TEXT.newPasswordIntro}</p>
<form method="post" action="${action}">
${hiddenFields({ ...carried(parsed.link), email: credentials.email, password: credentials.password })}
${field({ name: 'newPassword', label: SIGN_IN_TEXT.newPassword, type: 'password', autocomplete: 'new-password', autofocus: true, hint: deps.passwordHint })}
${field({ name: 'newPasswordConfirmation', label: SIGN_IN_TEXT.newPasswordConfirmation, type: 'password', autocomplete: 'new-password' })}
<button type="submit">${SIGN_IN_TEXT.title}</button>
</form>`,
    );

  app.get('/sign-in', async (request: FastifyRequest, reply) => {
    const parsed = kit.readLink(request, reply, request.query);
    if (!parsed) return reply;
    const notice = noticeFor((request.query as Record<string, unknown>).notice);
    return sendForm(reply, parsed, { email: parsed.link.email, notice });
  });

  app.post('/sign-in', async (request, reply) => {
    const post = kit.readPost(request, reply);
    if (!post) return reply;
    const { parsed, values } = post;
    const email = values.email ?? '';
    const password = values.password ?? '';
    const newPassword = values.newPassword || undefined;
    const credentials = validate(signInRequest, { email, password, ...(newPassword ? { newPassword } : {}) });
    if (!credentials.ok) {
      const badEmail = credentials.problems.some((p) => p.startsWith('email'));
      return sendForm(reply, parsed, {
        email,
        status: 400,
        error: badEmail ? PAGE_TEXT.invalidEmail : PAGE_TEXT.unableToSignIn,
        fieldError: badEmail ? { email: PAGE_TEXT.invalidEmail } : {},
      });
    }
    // Spec 001 §5: a new password that differs from its confirmation is not sent at all.
    if (newPassword !== undefined && newPassword !== values.newPasswordConfirmation) {
      return sendNewPasswordForm(reply, parsed, { email, password }, SIGN_IN_TEXT.mismatch);
    }

    let issued: Awaited<ReturnType<typeof auth.signIn>>;
    try {
      issued = await auth.signIn(credentials.value, signInOrigin(request, deps.edge, DEVICE_COOKIE));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const kept = { email: credentials.value.email };
      switch (error.code) {
        case IDENTITY_ERRORS.passwordChangeRequired:
          return sendNewPasswordForm(reply, parsed, { email: credentials.value.email, password });
        case IDENTITY_ERRORS.invalidPassword:
          return sendNewPasswordForm(
            reply,
            parsed,
            { email: credentials.value.email, password },
            error.detail,
          );
        case IDENTITY_ERRORS.userNotConfirmed:
          return sendForm(reply, parsed, {
            ...kept,
            status: 403,
            error: SIGN_IN_TEXT.notConfirmed,
            extra: html`<p>${link(`${base}/register/confirm`, { ...carried(parsed.link), email: kept.email }, SIGN_IN_TEXT.confirmLink)}</p>`,
          });
        case IDENTITY_ERRORS.limitExceeded:
          if (error instanceof LimitExceededError) reply.header('retry-after', String(error.retryAfterS));
          return sendForm(reply, parsed, {
            ...kept,
            status: 429,
            error: `${error.title} ${error.detail ?? ''}`.trim(),
          });
        case IDENTITY_ERRORS.notAuthorized:
          return sendForm(reply, parsed, { ...kept, status: 401, error: error.title });
        default:
          return sendForm(reply, parsed, { ...kept, status: error.status, error: PAGE_TEXT.unableToSignIn });
      }
    }

    sendIssuedCookies(request, reply, issued);
    const { targets, link: query } = parsed;
    if (targets.redirectUri) {
      const code = await site.createCode(issued.session.id, query.redirect_uri ?? '');
      return reply.redirect(withParams(targets.redirectUri, { code, state: query.state }), 303);
    }
    if (targets.success) return reply.redirect(withParams(targets.success, { loginSuccess: 'true' }), 303);
    return kit.send(
      reply,
      200,
      { title: SIGN_IN_TEXT.signedInTitle },
      () => html`<nav aria-label="Account links"><ul>
<li><a href="${base}/profile">${SIGN_IN_TEXT.manage}</a></li>
</ul></nav>`,
    );
  });
}
