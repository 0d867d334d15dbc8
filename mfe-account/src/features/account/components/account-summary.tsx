import { $runtimeConfig } from '@club/shared/config';
import { MANAGE_SUBSCRIPTIONS_TEXT } from '@club/shared/contracts';
import { Link } from '@club/shared/router';
import { CLUB_CREST_IMAGE_KEY, CLUB_LOGO_ALT } from '@club/shared/site';
import { $user, closeAccountHeader, displayNameOf } from '@club/shared/stores';
import { ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { $entitlementsCheck } from '../../../lib/entitlements.ts';
import {
  ACCOUNT_ID_LABEL,
  ACCOUNT_SUMMARY_HEADING,
  CLUB_LOGO_BOX,
  ENTITLEMENTS_LABEL,
  LOG_OUT_LABEL,
  MANAGE_ACCOUNT_LABEL,
  NO_SUBSCRIPTIONS_HELD_TEXT,
  RESTRICTIONS_BYPASSED_NOTE,
  SUBSCRIPTIONS_CHECK_FAILED_TEXT,
  SUBSCRIPTIONS_PATH,
  VIEW_SUBSCRIPTIONS_LABEL,
  WELCOME_BACK,
} from '../constants.ts';
import { accountLinks } from '../lib/account-links.ts';
import { openBillingPortal } from '../stores/billing-portal.ts';
import { $loggingOut, logOut } from '../stores/session.ts';
import styles from './account-panel.module.css';

const ENTITLEMENT_TEXTS = {
  none: NO_SUBSCRIPTIONS_HELD_TEXT,
  failed: SUBSCRIPTIONS_CHECK_FAILED_TEXT,
} as const;

/** The signed-in panel (spec 001 §2 "Account summary", §8 for the entitlement failures). */
export function AccountSummary() {
  const user = useStore($user);
  const loggingOut = useStore($loggingOut);
  const entitlements = useStore($entitlementsCheck);
  const name = displayNameOf(user);
  // Spec 001 §2: the entitlements held are shown for debugging only, behind a setting.
  const settings = useStore($runtimeConfig)?.settings;
  const showEntitlements = settings?.showEntitlements === true;
  const hosted = settings?.loginMode === 'hosted' && settings.signIn !== 'identity-layer';
  const entitlementText =
    entitlements === 'none' || entitlements === 'failed' ? ENTITLEMENT_TEXTS[entitlements] : null;

  return (
    <section className={styles.summary} aria-labelledby="account-summary-heading">
      <div className={styles.summaryHead}>
        <h2 id="account-summary-heading" className={styles.heading}>
          {ACCOUNT_SUMMARY_HEADING}
        </h2>
        <ServiceImage
          imageKey={CLUB_CREST_IMAGE_KEY}
          box={CLUB_LOGO_BOX}
          alt={CLUB_LOGO_ALT}
          className={styles.clubLogo}
        />
      </div>
      <p className={styles.welcome}>
        <span>{WELCOME_BACK}</span>
        {name && <span className={styles.name}>{name}</span>}
      </p>
      <dl className={styles.details}>
        <dt>{ACCOUNT_ID_LABEL}</dt>
        <dd>{user.ssoID}</dd>
      </dl>
      {user.bypassed && <p className={styles.note}>{RESTRICTIONS_BYPASSED_NOTE}</p>}
      {entitlementText && <p className={styles.note}>{entitlementText}</p>}
      {showEntitlements && user.entitlements && user.entitlements.length > 0 && (
        <dl className={styles.details}>
          <dt>{ENTITLEMENTS_LABEL}</dt>
          <dd>{user.entitlements.join(', ')}</dd>
        </dl>
      )}
      <a className={styles.secondary} href={accountLinks(window.location).profile}>
        {MANAGE_ACCOUNT_LABEL}
      </a>
      {user.stripeCustomerID && (
        <button type="button" className={styles.secondary} onClick={() => void openBillingPortal()}>
          {MANAGE_SUBSCRIPTIONS_TEXT}
        </button>
      )}
      <Link className={styles.secondary} to={SUBSCRIPTIONS_PATH} onClick={closeAccountHeader}>
        {VIEW_SUBSCRIPTIONS_LABEL}
      </Link>
      {hosted ? (
        // Non-direct login (spec 001 §2): the account site logs out and comes back with logoutSuccess=true.
        <a className={styles.primary} href={accountLinks(window.location).logout}>
          {LOG_OUT_LABEL}
        </a>
      ) : (
        <button type="button" className={styles.primary} disabled={loggingOut} onClick={() => void logOut()}>
          {LOG_OUT_LABEL}
        </button>
      )}
    </section>
  );
}
