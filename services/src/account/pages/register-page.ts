// GET/POST {account}/register (spec 001 §2 register link: short or long form, tenant id, return URL,
// success redirect) and its confirm-code step (§4 "Sign up, then confirm registration with a code").
// The short form asks for email and password; the long one also for the display name. A confirmed
// account goes on to the sign-in page with the same link parameters.
import {
  confirmSignUpRequest,
  DISPLAY_NAME_ATTRIBUTE,
  emailOnlyRequest,
  IDENTITY_ERRORS,
  signUpRequest,
  validate,
} from '@club/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { PagesDeps } from './account-pages-deps.ts';
import { field, hiddenFields, html, link, pathWithQuery } from './html.ts';
import { carried, PAGE_TEXT, type ParsedLink } from './page-kit.ts';

/** Ours: the register pages' words. */
export const REGISTER_TEXT = {
  title: 'Register',
  name: 'Display name',
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'Password Confirmation',
  mismatch: 'Password does not match',
  submit: 'Register',
  confirmTitle: 'Confirm your account',
  codeSent: 'We have emailed you a 6-digit code. Enter it below to confirm your account.',
  code: 'Code',
  confirm: 'Confirm',
  resend: 'Send a new code',
  resent: 'We have sent you a new code.',
  haveAccount: 'Already have an account? Log In',
  badCode: 'Please enter the 6-digit code from the email.',
} as const;

interface RegisterForm {
  email?: string | undefined;
  name?: string | undefined;
  error?: string | undefined;
  status?: number;
}

export function registerRegisterPage(app: FastifyInstance, deps: PagesDeps): void {
  const { kit, base, identity } = deps;

  const sendForm = (reply: FastifyReply, parsed: ParsedLink, form: RegisterForm = {}) => {
    const long = parsed.link.form === 'long';
    return kit.send(
      reply,
      form.status ?? 200,
      { title: REGISTER_TEXT.title, error: form.error },
      () => html`<form method="post" action="${base}/register">
${hiddenFields(carried(parsed.link))}
${long ? field({ name: 'name', label: REGISTER_TEXT.name, autocomplete: 'name', value: form.name, required: false, autofocus: true }) : ''}
${field({ name: 'email', label: REGISTER_TEXT.email, type: 'email', autocomplete: 'email', value: form.email, autofocus: !long })}
${field({ name: 'password', label: REGISTER_TEXT.password, type: 'password', autocomplete: 'new-password', hint: deps.passwordHint })}
${field({ name: 'passwordConfirmation', label: REGISTER_TEXT.passwordConfirmation, type: 'password', autocomplete: 'new-password' })}
<button type="submit">${REGISTER_TEXT.submit}</button>
</form>
<p>${link(`${base}/sign-in`, carried(parsed.link), REGISTER_TEXT.haveAccount)}</p>`,
    );
  };

  const sendConfirmForm = (
    reply: FastifyReply,
    parsed: ParsedLink,
    email: string,
    options: { status?: number; error?: string | undefined; notice?: string } = {},
  ) =>
    kit.send(
      reply,
      options.status ?? 200,
      {
        title: REGISTER_TEXT.confirmTitle,
        error: options.error,
        notice: options.notice ?? REGISTER_TEXT.codeSent,
      },
      () => html`<form method="post" action="${base}/register/confirm">
${hiddenFields(carried(parsed.link))}
${field({ name: 'email', label: REGISTER_TEXT.email, type: 'email', autocomplete: 'email', value: email, autofocus: !email })}
${field({ name: 'code', label: REGISTER_TEXT.code, autocomplete: 'one-time-code', inputmode: 'numeric', pattern: '[0-9]{6}', autofocus: !!email })}
<button type="submit">${REGISTER_TEXT.confirm}</button>
</form>
<form method="post" action="${base}/register/resend">
${hiddenFields({ ...carried(parsed.link), email })}
<button type="submit">${REGISTER_TEXT.resend}</button>
</form>`,
    );

  app.get('/register', async (request, reply) => {
    const parsed = kit.readLink(request, reply, request.query);
    return parsed ? sendForm(reply, parsed, { email: parsed.link.email }) : reply;
  });

  app.post('/register', async (request, reply) => {
    const post = kit.readPost(request, reply);
    if (!post) return reply;
    const { parsed, values } = post;
    const name = values.name?.trim() || undefined;
    const kept = { email: values.email, name, status: 400 };
    if ((values.password ?? '') !== (values.passwordConfirmation ?? '')) {
      return sendForm(reply, parsed, { ...kept, error: REGISTER_TEXT.mismatch });
    }
    const input = validate(signUpRequest, {
      email: values.email ?? '',
      password: values.password ?? '',
      attributes: name ? [{ name: DISPLAY_NAME_ATTRIBUTE, value: name }] : [],
    });
    if (!input.ok) {
      const badEmail = input.problems.some((p) => p.startsWith('email'));
      return sendForm(reply, parsed, {
        ...kept,
        error: badEmail ? PAGE_TEXT.invalidEmail : input.problems.join('; '),
      });
    }
    try {
      await identity.signUp(input.value);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const message =
        error.code === IDENTITY_ERRORS.invalidPassword ? (error.detail ?? error.title) : error.title;
      return sendForm(reply, parsed, { ...kept, status: error.status, error: message });
    }
    return sendConfirmForm(reply, parsed, input.value.email);
  });

  app.get('/register/confirm', async (request, reply) => {
    const parsed = kit.readLink(request, reply, request.query);
    if (!parsed) return reply;
    return sendConfirmForm(reply, parsed, parsed.link.email ?? '', { notice: '' });
  });

  app.post('/register/confirm', async (request, reply) => {
    const post = kit.readPost(request, reply);
    if (!post) return reply;
    const { parsed, values } = post;
    const input = validate(confirmSignUpRequest, { email: values.email ?? '', code: values.code ?? '' });
    if (!input.ok) {
      return sendConfirmForm(reply, parsed, values.email ?? '', {
        status: 400,
        error: REGISTER_TEXT.badCode,
        notice: '',
      });
    }
    try {
      await identity.confirmSignUp(input.value);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendConfirmForm(reply, parsed, input.value.email, {
        status: error.status,
        error: error.title,
        notice: '',
      });
    }
    const signIn = pathWithQuery(`${base}/sign-in`, {
      ...carried(parsed.link),
      email: input.value.email,
      notice: 'confirmed',
    });
    return reply.redirect(signIn, 303);
  });

  app.post('/register/resend', async (request, reply) => {
    const post = kit.readPost(request, reply);
    if (!post) return reply;
    const { parsed, values } = post;
    const input = validate(emailOnlyRequest, { email: values.email ?? '' });
    if (!input.ok)
      return sendConfirmForm(reply, parsed, '', { status: 400, error: PAGE_TEXT.invalidEmail, notice: '' });
    try {
      await identity.resendCode(input.value);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendConfirmForm(reply, parsed, input.value.email, {
        status: error.status,
        error: error.title,
        notice: '',
      });
    }
    return sendConfirmForm(reply, parsed, input.value.email, { notice: REGISTER_TEXT.resent });
  });
}
