import { Link } from '@club/shared/router';
import { $user, closeAccountHeader, displayNameOf } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import {
  ACCOUNT_ID_LABEL,
  ACCOUNT_SUMMARY_HEADING,
  LOG_OUT_LABEL,
  MANAGE_ACCOUNT_LABEL,
  PROFILE_URL,
  RESTRICTIONS_BYPASSED_NOTE,
  SUBSCRIPTIONS_PATH,
  VIEW_SUBSCRIPTIONS_LABEL,
  WELCOME_BACK,
} from '../constants.ts';
import { $loggingOut, logOut } from '../stores/session.ts';
import styles from './account-panel.module.css';

/** The signed-in panel (spec 001 §2 "Account summary"). */
export function AccountSummary() {
  const user = useStore($user);
  const loggingOut = useStore($loggingOut);
  const name = displayNameOf(user);

  return (
    <section className={styles.summary} aria-labelledby="account-summary-heading">
      <h2 id="account-summary-heading" className={styles.heading}>
        {ACCOUNT_SUMMARY_HEADING}
      </h2>
      <p className={styles.welcome}>
        <span>{WELCOME_BACK}</span>
        {name && <span className={styles.name}>{name}</span>}
      </p>
      <dl className={styles.details}>
        <dt>{ACCOUNT_ID_LABEL}</dt>
        <dd>{user.ssoID}</dd>
      </dl>
      {user.bypassed && <p className={styles.note}>{RESTRICTIONS_BYPASSED_NOTE}</p>}
      <a className={styles.secondary} href={PROFILE_URL}>
        {MANAGE_ACCOUNT_LABEL}
      </a>
      <Link className={styles.secondary} to={SUBSCRIPTIONS_PATH} onClick={closeAccountHeader}>
        {VIEW_SUBSCRIPTIONS_LABEL}
      </Link>
      <button type="button" className={styles.primary} disabled={loggingOut} onClick={() => void logOut()}>
        {LOG_OUT_LABEL}
      </button>
    </section>
  );
}
