import { cleanStores } from 'nanostores';
import { $entitlementsCheck } from '../../../lib/entitlements.ts';
import { $loginForm, resetLoginForm } from './login-form.ts';
import { $loggingOut, $sessionCheck, resetSessionForTests } from './session.ts';

/**
 * Puts the account remote's stores back to their page-load state and forgets the access token, so
 * the next test's first watcher of `$sessionCheck` starts a fresh session check.
 */
export function resetAccountStoresForTests(): void {
  cleanStores($sessionCheck, $loginForm, $loggingOut, $entitlementsCheck);
  $sessionCheck.set('idle');
  resetLoginForm();
  $loggingOut.set(false);
  resetSessionForTests();
}
