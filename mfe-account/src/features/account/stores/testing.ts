import { cleanStores } from 'nanostores';
import { clearTokens } from '../lib/token-storage.ts';
import { $loginForm } from './login-form.ts';
import { $loggingOut, $sessionCheck } from './session.ts';

/**
 * Puts the account remote's stores back to their page-load state and forgets stored tokens, so the
 * next test's first watcher of `$sessionCheck` starts a fresh session check.
 */
export function resetAccountStoresForTests(): void {
  cleanStores($sessionCheck, $loginForm, $loggingOut);
  $sessionCheck.set('idle');
  $loginForm.set({ submitting: false, error: null });
  $loggingOut.set(false);
  clearTokens();
}
