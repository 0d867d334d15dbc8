import { $errorNotification, closeErrorNotification } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { closingIn, ERROR_NOTIFICATION_CLOSE } from '../constants.ts';
import styles from './error-notification.module.css';

/**
 * The error notification bar (spec 000 §2, spec 001 §2): title, message, 'Close' and the 'Closing in
 * N' countdown the store runs from 30. At the bottom on small screens, at the top from 760 px. Only
 * the title and message are the alert; the countdown is outside it so it is not read out every
 * second.
 */
export function ErrorNotification() {
  const { display, title, message, secondsLeft } = useStore($errorNotification);
  const shown = display && message !== null;
  return (
    <div className={shown ? styles.bar : undefined}>
      <div className={styles.text} role="alert">
        {shown && (
          <>
            <p className={styles.title}>{title}</p>
            <p className={styles.message}>{message}</p>
          </>
        )}
      </div>
      {shown && (
        <div className={styles.controls}>
          <span className={styles.countdown}>{closingIn(secondsLeft)}</span>
          <button type="button" className={styles.close} onClick={closeErrorNotification}>
            {ERROR_NOTIFICATION_CLOSE}
          </button>
        </div>
      )}
    </div>
  );
}
