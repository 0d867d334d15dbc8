import { $accountNotification } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import styles from './account-notification.module.css';

/**
 * The account notification: a tick icon and a message such as 'Logged In' (spec 000 §2, spec 001
 * §2); the store closes it after 4 s. The status region stays in the page so screen readers hear
 * each message when it appears.
 */
export function AccountNotification() {
  const { display, message } = useStore($accountNotification);
  const shown = display && message !== null;
  return (
    <div className={styles.region} role="status">
      {shown && (
        <p className={styles.notification}>
          <svg
            className={styles.tick}
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path className={styles.tickMark} d="M7 12.5l3.2 3.2L17 9" />
          </svg>
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
