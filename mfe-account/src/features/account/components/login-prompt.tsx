import { $loginPrompt, closeLoginPrompt, closePackages, openAccountHeader } from '@club/shared/stores';
import { ModalDialog } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { CLOSE_LABEL, CLOSE_PROMPT_LABEL, LOGIN_PROMPT_BUTTON, LOGIN_PROMPT_TEXT } from '../constants.ts';
import styles from './login-prompt.module.css';

/**
 * 'Log In Or Register': the prompt gives way to the account panel with its login form, in front
 * (the packages overlay, which sits above the panel, closes too).
 */
function logInOrRegister(): void {
  closeLoginPrompt();
  closePackages();
  openAccountHeader();
}

/**
 * The login prompt (spec 001 §8 "Restricted media prompt"), shown while `$loginPrompt` has a
 * message: the spec's text, the message it was opened with when that says more (such as 'You must
 * be logged in to purchase'), and 'Log In Or Register', which opens the account panel.
 */
export function LoginPrompt() {
  const { message } = useStore($loginPrompt);
  if (message === null) return null;
  return (
    <ModalDialog
      labelledBy="login-prompt-title"
      describedBy={message && message !== LOGIN_PROMPT_TEXT ? 'login-prompt-message' : undefined}
      backdropLabel={CLOSE_PROMPT_LABEL}
      onClose={closeLoginPrompt}
      layerClassName={styles.layer}
      className={styles.dialog}
    >
      <button type="button" className={styles.close} onClick={closeLoginPrompt}>
        {CLOSE_LABEL}
      </button>
      <h2 id="login-prompt-title" className={styles.title}>
        {LOGIN_PROMPT_TEXT}
      </h2>
      {message && message !== LOGIN_PROMPT_TEXT && (
        <p id="login-prompt-message" className={styles.message}>
          {message}
        </p>
      )}
      <button type="button" className={styles.primary} onClick={logInOrRegister}>
        {LOGIN_PROMPT_BUTTON}
      </button>
    </ModalDialog>
  );
}
