import { loginEmail, validate } from '@club/shared/contracts';
import { Link, Navigate, useNavigate, useSearchParams } from '@club/shared/router';
import { $user, displayNameOf, setLoggedInUser } from '@club/shared/stores';
import { PageLoader, usePageTitle } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { previousRoute } from '../../../../lib/previous-route.ts';
import {
  $leavingForReturnAddress,
  returnToStoredAddress,
  storedReturnAddress,
  storeReturnAddress,
} from '../../../../lib/return-address.ts';
import { LoginForm } from '../../components/login-form.tsx';
import { INVALID_EMAIL_MESSAGE } from '../../constants.ts';
import { logOut } from '../../stores/session.ts';
import { changePassword } from '../api/change-password.ts';
import { confirmForgotPassword } from '../api/confirm-forgot-password.ts';
import { confirmSignUp } from '../api/confirm-sign-up.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { globalSignOut } from '../api/global-sign-out.ts';
import { resendCode } from '../api/resend-code.ts';
import { signUp } from '../api/sign-up.ts';
import { updateAttributes } from '../api/update-attributes.ts';
import * as T from '../constants.ts';
import { identityErrorMessage } from '../lib/identity-errors.ts';
import { IdentityForm } from './identity-form.tsx';
import styles from './identity-pages.module.css';

const EMAIL = { name: 'email', label: T.EMAIL_FIELD, type: 'email', autoComplete: 'email' } as const;
const CODE = { name: 'code', label: T.CODE_FIELD, type: 'text', autoComplete: 'one-time-code' } as const;
const NEW_PASSWORD = {
  name: 'newPassword',
  label: T.NEW_PASSWORD_FIELD,
  type: 'password',
  autoComplete: 'new-password',
  hint: T.PASSWORD_RULES_TEXT,
} as const;

/** Runs an identity call; resolves with the error to show, or null when it worked. */
async function attempt(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    return identityErrorMessage(error);
  }
}

const emailProblem = (email: string) => (validate(loginEmail, email).ok ? null : INVALID_EMAIL_MESSAGE);
const checkedEmail = (email: string) => {
  const checked = validate(loginEmail, email);
  return checked.ok ? checked.value : email;
};

/** A same-site path to go back to after logging in, else the profile page. */
function routeAfter(returnTo: string | null): string {
  return returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : T.PROFILE_PATH;
}

function IdentityPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/**
 * The page of the site a supporter left for the login page (a locked video's 'Log in' link),
 * stored as the return address (spec 001 §4) so that it survives signing up and confirming on the
 * way; the account's own pages are not pages to come back to. Same site: no session token.
 */
function rememberWhereFrom(): void {
  const previous = previousRoute();
  if (!previous || previous.pathname === '/account' || previous.pathname.startsWith('/account/')) return;
  storeReturnAddress(`${previous.pathname}${previous.search}${previous.hash}`, {
    suppressSessionToken: true,
  });
}

/**
 * /account/login (spec 001 §2, §4): the login form, then (§4 "Login form" step 4) the stored return
 * address if there is one, else the `returnTo` route, else the profile.
 */
export function LoginPage() {
  const { loggedIn } = useStore($user);
  const [query] = useSearchParams();
  const returnTo = query.get('returnTo');
  useEffect(() => {
    if (!returnTo) rememberWhereFrom();
  }, [returnTo]);
  const leaving = useStore($leavingForReturnAddress);
  // Already logged in on arrival with an address waiting (the login form goes there itself otherwise).
  const [waiting] = useState(() => loggedIn && storedReturnAddress() !== null);
  useEffect(() => {
    if (waiting) void returnToStoredAddress();
  }, [waiting]);
  if (loggedIn && (leaving || waiting)) return <PageLoader label={T.LOGIN_TITLE} />;
  if (loggedIn) return <Navigate to={routeAfter(returnTo)} replace />;
  return (
    <IdentityPage title={T.LOGIN_TITLE}>
      <LoginForm siteLinks={{ forgotPassword: T.FORGOT_PASSWORD_PATH, register: T.SIGN_UP_PATH }} />
    </IdentityPage>
  );
}

/** /account/signup (spec 001 §4 "Sign up"): email, password and a display name; the code is emailed. */
export function SignUpPage() {
  const navigate = useNavigate();
  return (
    <IdentityPage title={T.SIGN_UP_TITLE}>
      <IdentityForm
        fields={[
          EMAIL,
          { ...NEW_PASSWORD, name: 'password', label: T.PASSWORD_FIELD },
          { name: 'name', label: T.NAME_FIELD, type: 'text', autoComplete: 'nickname' },
        ]}
        submitLabel={T.SIGN_UP_BUTTON}
        onSubmit={async ({ email = '', password = '', name = '' }) => {
          const problem = emailProblem(email);
          if (problem) return problem;
          const attributes = name.trim() ? [{ name: 'name', value: name.trim() }] : [];
          return attempt(async () => {
            const answer = await signUp({ email: checkedEmail(email), password, attributes });
            navigate(`${T.CONFIRM_SIGN_UP_PATH}?email=${encodeURIComponent(checkedEmail(email))}`, {
              state: { destination: answer.codeDeliveryDetails.destination },
            });
          });
        }}
      />
      <p>
        {T.HAVE_ACCOUNT_TEXT} <Link to={T.LOGIN_PATH}>{T.LOG_IN_LINK}</Link>
      </p>
    </IdentityPage>
  );
}

/** /account/signup/confirm: the emailed code confirms the registration; a new code on request. */
export function ConfirmSignUpPage() {
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const [confirmed, setConfirmed] = useState(false);
  return (
    <IdentityPage title={T.CONFIRM_SIGN_UP_TITLE}>
      {confirmed ? (
        <p role="status" className={styles.success}>
          {T.CONFIRMED_TEXT} <Link to={T.LOGIN_PATH}>{T.LOG_IN_LINK}</Link>
        </p>
      ) : (
        <>
          <IdentityForm
            fields={[{ ...EMAIL, defaultValue: email }, CODE]}
            submitLabel={T.CONFIRM_BUTTON}
            onSubmit={async ({ email: typed = '', code = '' }) => {
              const problem = emailProblem(typed);
              if (problem) return problem;
              const error = await attempt(() =>
                confirmSignUp({ email: checkedEmail(typed), code: code.trim() }),
              );
              if (error === null) setConfirmed(true);
              return error;
            }}
          />
          <IdentityForm
            heading={T.RESEND_CODE_BUTTON}
            fields={[{ ...EMAIL, name: 'resendEmail', defaultValue: email }]}
            submitLabel={T.RESEND_CODE_BUTTON}
            successText={T.codeSentText(email || T.EMAIL_FIELD.toLowerCase())}
            onSubmit={async ({ resendEmail = '' }) =>
              emailProblem(resendEmail) ?? attempt(() => resendCode({ email: checkedEmail(resendEmail) }))
            }
          />
        </>
      )}
    </IdentityPage>
  );
}

/** /account/forgot-password (spec 001 §4 "Forgot password"): a reset code is emailed. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <IdentityPage title={T.FORGOT_PASSWORD_TITLE}>
      <IdentityForm
        fields={[EMAIL]}
        submitLabel={T.SEND_CODE_BUTTON}
        onSubmit={async ({ email = '' }) =>
          emailProblem(email) ??
          attempt(async () => {
            await forgotPassword({ email: checkedEmail(email) });
            navigate(`${T.CONFIRM_FORGOT_PASSWORD_PATH}?email=${encodeURIComponent(checkedEmail(email))}`);
          })
        }
      />
      <p>
        <Link to={T.LOGIN_PATH}>{T.LOG_IN_LINK}</Link>
      </p>
    </IdentityPage>
  );
}

/** /account/forgot-password/confirm: the code and a new password. */
export function ConfirmForgotPasswordPage() {
  const [query] = useSearchParams();
  const [done, setDone] = useState(false);
  return (
    <IdentityPage title={T.CONFIRM_FORGOT_PASSWORD_TITLE}>
      {done ? (
        <p role="status" className={styles.success}>
          {T.PASSWORD_RESET_TEXT} <Link to={T.LOGIN_PATH}>{T.LOG_IN_LINK}</Link>
        </p>
      ) : (
        <IdentityForm
          fields={[{ ...EMAIL, defaultValue: query.get('email') ?? '' }, CODE, NEW_PASSWORD]}
          submitLabel={T.RESET_PASSWORD_BUTTON}
          onSubmit={async ({ email = '', code = '', newPassword = '' }) => {
            const problem = emailProblem(email);
            if (problem) return problem;
            const error = await attempt(() =>
              confirmForgotPassword({ email: checkedEmail(email), code: code.trim(), newPassword }),
            );
            if (error === null) setDone(true);
            return error;
          }}
        />
      )}
    </IdentityPage>
  );
}

/**
 * /account/profile (spec 001 §4 "Change password. Update attributes. Sign out."): the password and
 * the display name, each with the spec's success text, sign out and sign out everywhere.
 */
export function ProfilePage() {
  const user = useStore($user);
  const navigate = useNavigate();
  const [everywhere, setEverywhere] = useState<string | null>(null);
  if (!user.loginCheckCompleted) {
    return (
      <IdentityPage title={T.PROFILE_TITLE}>
        <PageLoader label={T.PROFILE_TITLE} />
      </IdentityPage>
    );
  }
  if (!user.loggedIn) {
    return (
      <IdentityPage title={T.PROFILE_TITLE}>
        <p role="status">{everywhere ?? T.NOT_SIGNED_IN_TEXT}</p>
        <p>
          <Link to={`${T.LOGIN_PATH}?returnTo=${encodeURIComponent(T.PROFILE_PATH)}`}>{T.LOG_IN_LINK}</Link>
        </p>
      </IdentityPage>
    );
  }
  return (
    <IdentityPage title={T.PROFILE_TITLE}>
      <IdentityForm
        heading={T.CHANGE_PASSWORD_HEADING}
        fields={[
          {
            name: 'oldPassword',
            label: T.CURRENT_PASSWORD_FIELD,
            type: 'password',
            autoComplete: 'current-password',
          },
          NEW_PASSWORD,
        ]}
        submitLabel={T.CHANGE_PASSWORD_BUTTON}
        successText={T.PASSWORD_UPDATED}
        onSubmit={({ oldPassword = '', newPassword = '' }) =>
          attempt(() => changePassword({ oldPassword, newPassword }))
        }
      />
      <IdentityForm
        heading={T.DETAILS_HEADING}
        fields={[
          {
            name: 'name',
            label: T.NAME_FIELD,
            type: 'text',
            autoComplete: 'nickname',
            defaultValue: displayNameOf(user) ?? '',
          },
        ]}
        submitLabel={T.SAVE_DETAILS_BUTTON}
        successText={T.DETAILS_UPDATED}
        onSubmit={({ name = '' }) =>
          attempt(async () => {
            await updateAttributes({ attributes: [{ name: 'name', value: name.trim() }] });
            const { ssoID, email } = $user.get();
            if (ssoID && email) setLoggedInUser({ ssoID, email, userDisplayName: name.trim() || null });
          })
        }
      />
      <section className={styles.form} aria-labelledby="profile-sessions">
        <h2 id="profile-sessions" className={styles.subheading}>
          {T.SESSIONS_HEADING}
        </h2>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void logOut().then(() => navigate('/'))}
        >
          {T.SIGN_OUT_BUTTON}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            void attempt(globalSignOut).then(async (error) => {
              await logOut();
              setEverywhere(error ?? T.SIGNED_OUT_EVERYWHERE_TEXT);
            })
          }
        >
          {T.SIGN_OUT_EVERYWHERE_BUTTON}
        </button>
      </section>
    </IdentityPage>
  );
}
