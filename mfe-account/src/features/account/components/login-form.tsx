import { $runtimeConfig } from '@club/shared/config';
import { useStore } from '@nanostores/react';
import { type FormEvent, type Ref, useEffect, useRef } from 'react';
import {
  EMAIL_LABEL,
  EMAIL_PLACEHOLDER,
  FORGOTTEN_PASSWORD_LABEL,
  LOG_IN_LABEL,
  LOGIN_HEADING,
  NEW_PASSWORD_CONFIRMATION_LABEL,
  NEW_PASSWORD_CONFIRMATION_PLACEHOLDER,
  NEW_PASSWORD_HEADING,
  NEW_PASSWORD_LABEL,
  NEW_PASSWORD_NOTE,
  NEW_PASSWORD_PLACEHOLDER,
  PASSWORD_LABEL,
  PASSWORD_PLACEHOLDER,
  REGISTER_HEADING,
  REGISTER_LINK_LABEL,
  SET_NEW_PASSWORD_LABEL,
  SOCIAL_SIGN_IN,
  SOCIAL_SIGN_IN_LABEL,
} from '../constants.ts';
import { accountLinks } from '../lib/account-links.ts';
import {
  $loginForm,
  clearLoginError,
  type LoginFormError,
  logIn,
  setNewPassword,
} from '../stores/login-form.ts';
import styles from './account-panel.module.css';

const ERROR_ID = 'account-login-error';

const fieldProps = (error: LoginFormError | null, field: LoginFormError['field']) =>
  error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};

function ErrorAlert({ error }: { error: LoginFormError | null }) {
  if (!error) return null;
  return (
    <p id={ERROR_ID} className={styles.error} role="alert">
      {error.message}
    </p>
  );
}

/**
 * The signed-out panel (spec 001 §2, §4 "Login form"): the standard fields (email, password, 'Log
 * In', the forgotten-password link, a registration box) or, when the account must change its
 * password, the newPass fields. `emailRef` is the first field, which the panel focuses on open.
 */
export function LoginForm({
  emailRef,
  siteLinks,
}: {
  emailRef?: Ref<HTMLInputElement>;
  /** The identity-layer pages' own forgotten-password and sign-up paths, instead of the account site's. */
  siteLinks?: { forgotPassword: string; register: string };
}) {
  const { fields } = useStore($loginForm);
  const settings = useStore($runtimeConfig)?.settings;
  const hosted = settings?.loginMode === 'hosted' && settings.signIn !== 'identity-layer' && !siteLinks;
  const links = siteLinks ?? accountLinks(window.location);
  return (
    <>
      {hosted ? (
        <HostedLogin href={accountLinks(window.location).login} />
      ) : fields === 'newPass' ? (
        <NewPasswordFields />
      ) : (
        <StandardFields emailRef={emailRef} />
      )}
      <a className={styles.link} href={links.forgotPassword}>
        {FORGOTTEN_PASSWORD_LABEL}
      </a>
      <SocialSignIn />
      <section className={styles.box} aria-labelledby="account-register-heading">
        <h3 id="account-register-heading" className={styles.boxHeading}>
          {REGISTER_HEADING}
        </h3>
        <a className={styles.secondary} href={links.register}>
          {REGISTER_LINK_LABEL}
        </a>
      </section>
    </>
  );
}

/**
 * Non-direct login (spec 001 §2 "In non-direct mode the login button links to a hosted login page"):
 * the account site's login link, which comes back with loginSuccess=true.
 */
function HostedLogin({ href }: { href: string }) {
  return (
    <section className={styles.form} aria-labelledby="account-login-heading">
      <h2 id="account-login-heading" className={styles.heading}>
        {LOGIN_HEADING}
      </h2>
      <a className={styles.primary} href={href}>
        {LOG_IN_LABEL}
      </a>
    </section>
  );
}

/**
 * Spec 001 §2: the optional social sign-in links (Google, Facebook, Apple), each shown only when
 * the runtime config gives its address; with none configured (this site) nothing at all.
 */
function SocialSignIn() {
  const config = useStore($runtimeConfig);
  const addresses = config?.settings.socialSignIn ?? {};
  const links = SOCIAL_SIGN_IN.flatMap(({ provider, label }) => {
    const href = addresses[provider];
    return href ? [{ provider, label, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-label={SOCIAL_SIGN_IN_LABEL}>
      <ul className={styles.socialList}>
        {links.map(({ provider, label, href }) => (
          <li key={provider}>
            <a className={styles.secondary} href={href}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StandardFields({ emailRef }: { emailRef?: Ref<HTMLInputElement> | undefined }) {
  const { submitting, error } = useStore($loginForm);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void logIn({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="account-login-heading">
      <h2 id="account-login-heading" className={styles.heading}>
        {LOGIN_HEADING}
      </h2>
      <label className={styles.label} htmlFor="account-login-email">
        {EMAIL_LABEL}
      </label>
      <input
        ref={emailRef}
        id="account-login-email"
        className={styles.input}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        placeholder={EMAIL_PLACEHOLDER}
        {...fieldProps(error, 'email')}
        onInput={clearLoginError}
      />
      <label className={styles.label} htmlFor="account-login-password">
        {PASSWORD_LABEL}
      </label>
      <input
        id="account-login-password"
        className={styles.input}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={PASSWORD_PLACEHOLDER}
        {...fieldProps(error, 'password')}
        onInput={clearLoginError}
      />
      <ErrorAlert error={error} />
      <button type="submit" className={styles.primary} disabled={submitting} aria-busy={submitting}>
        {LOG_IN_LABEL}
      </button>
    </form>
  );
}

/** Spec 001 §4: the newPass fields; they replace the standard ones, so the cursor moves into them. */
function NewPasswordFields() {
  const { submitting, error } = useStore($loginForm);
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstRef.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void setNewPassword(String(data.get('newPassword') ?? ''), String(data.get('confirmation') ?? ''));
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="account-new-password-heading">
      <h2 id="account-new-password-heading" className={styles.heading}>
        {NEW_PASSWORD_HEADING}
      </h2>
      <p>{NEW_PASSWORD_NOTE}</p>
      <label className={styles.label} htmlFor="account-new-password">
        {NEW_PASSWORD_LABEL}
      </label>
      <input
        ref={firstRef}
        id="account-new-password"
        className={styles.input}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        placeholder={NEW_PASSWORD_PLACEHOLDER}
        {...fieldProps(error, 'newPassword')}
        onInput={clearLoginError}
      />
      <label className={styles.label} htmlFor="account-new-password-confirmation">
        {NEW_PASSWORD_CONFIRMATION_LABEL}
      </label>
      <input
        id="account-new-password-confirmation"
        className={styles.input}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        placeholder={NEW_PASSWORD_CONFIRMATION_PLACEHOLDER}
        {...fieldProps(error, 'newPassword')}
        onInput={clearLoginError}
      />
      <ErrorAlert error={error} />
      <button type="submit" className={styles.primary} disabled={submitting} aria-busy={submitting}>
        {SET_NEW_PASSWORD_LABEL}
      </button>
    </form>
  );
}
