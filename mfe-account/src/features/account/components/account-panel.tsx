import { OVERLAY_IDS } from '@club/shared/site';
import { $accountHeaderOpen, $user, closeAccountHeader } from '@club/shared/stores';
import { PageLoader, useDialogFocus } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { ACCOUNT_PANEL_LABEL, CHECKING_SESSION_LABEL, CLOSE_LABEL, CLOSE_PANEL_LABEL } from '../constants.ts';
import { $sessionCheck } from '../stores/session.ts';
import styles from './account-panel.module.css';
import { AccountSummary } from './account-summary.tsx';
import { LoginForm } from './login-form.tsx';

/** The id the shell's profile button points at with `aria-controls`. */
export const ACCOUNT_PANEL_ID = OVERLAY_IDS.accountPanel;

/**
 * The slide-in account panel (spec 001 §2): the login form when signed out, the account summary
 * when signed in. Mounting it starts the on-load session check; it renders while the account
 * header is open.
 */
export function AccountPanel() {
  const open = useStore($accountHeaderOpen);
  const check = useStore($sessionCheck);
  if (!open) return null;
  return <AccountDialog checking={check !== 'done'} />;
}

function AccountDialog({ checking }: { checking: boolean }) {
  const { loggedIn } = useStore($user);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Signed out, the panel is for signing in: the email field has the cursor (once the check is done).
  const emailField = useRef<HTMLInputElement>(null);
  useDialogFocus(dialogRef, closeAccountHeader, { initialFocus: emailField });

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.underlay}
        aria-label={CLOSE_PANEL_LABEL}
        tabIndex={-1}
        onClick={closeAccountHeader}
      />
      <div
        ref={dialogRef}
        id={ACCOUNT_PANEL_ID}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={ACCOUNT_PANEL_LABEL}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={closeAccountHeader}>
          {CLOSE_LABEL}
        </button>
        {checking && !loggedIn ? (
          <PageLoader label={CHECKING_SESSION_LABEL} />
        ) : loggedIn ? (
          <AccountSummary />
        ) : (
          <LoginForm emailRef={emailField} />
        )}
      </div>
    </div>
  );
}
