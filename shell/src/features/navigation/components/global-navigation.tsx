import { CLUB_NAME } from '@club/shared/site';
import { $accountHeaderOpen, $user, toggleAccountHeader } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import styles from './global-navigation.module.css';

/** Spec 000 §2 / 001 §2: the profile button's labels. */
export const PROFILE_LABEL_SIGNED_IN = 'Profile';
export const PROFILE_LABEL_SIGNED_OUT = 'Log In';

/** The global navigation bar: club strip and the profile button that toggles the account panel. */
export function GlobalNavigation() {
  const { loggedIn } = useStore($user);
  const open = useStore($accountHeaderOpen);
  return (
    <div className={styles.bar}>
      <span className={styles.strip}>{CLUB_NAME}</span>
      <button
        type="button"
        className={styles.profile}
        aria-expanded={open}
        aria-controls="account-panel"
        onClick={toggleAccountHeader}
      >
        {loggedIn ? PROFILE_LABEL_SIGNED_IN : PROFILE_LABEL_SIGNED_OUT}
      </button>
    </div>
  );
}
