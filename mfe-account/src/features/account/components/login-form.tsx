import { useStore } from '@nanostores/react';
import type { FormEvent, Ref } from 'react';
import {
  EMAIL_LABEL,
  EMAIL_PLACEHOLDER,
  FORGOT_PASSWORD_URL,
  FORGOTTEN_PASSWORD_LABEL,
  LOG_IN_LABEL,
  LOGIN_HEADING,
  PASSWORD_LABEL,
  PASSWORD_PLACEHOLDER,
  REGISTER_HEADING,
  REGISTER_LINK_LABEL,
  REGISTER_URL,
} from '../constants.ts';
import { $loginForm, clearLoginError, logIn } from '../stores/login-form.ts';
import styles from './account-panel.module.css';

const ERROR_ID = 'account-login-error';

/**
 * The signed-out panel (spec 001 §2): email and password, 'Log In', the forgotten-password link and a
 * registration box. `emailRef` is the email field, which the panel focuses when it opens.
 */
export function LoginForm({ emailRef }: { emailRef?: Ref<HTMLInputElement> }) {
  const { submitting, error } = useStore($loginForm);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void logIn({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  const invalid = (field: 'email' | 'password') => (error?.field === field ? true : undefined);
  const describedBy = (field: 'email' | 'password') => (error?.field === field ? ERROR_ID : undefined);

  return (
    <>
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
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
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
          aria-invalid={invalid('password')}
          aria-describedby={describedBy('password')}
          onInput={clearLoginError}
        />
        {error && (
          <p id={ERROR_ID} className={styles.error} role="alert">
            {error.message}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={submitting} aria-busy={submitting}>
          {LOG_IN_LABEL}
        </button>
        <a className={styles.link} href={FORGOT_PASSWORD_URL}>
          {FORGOTTEN_PASSWORD_LABEL}
        </a>
      </form>
      <section className={styles.box} aria-labelledby="account-register-heading">
        <h3 id="account-register-heading" className={styles.boxHeading}>
          {REGISTER_HEADING}
        </h3>
        <a className={styles.secondary} href={REGISTER_URL}>
          {REGISTER_LINK_LABEL}
        </a>
      </section>
    </>
  );
}
