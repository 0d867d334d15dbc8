// The signed-in user's entitlements as the account summary and the payment pages need them: one
// fetch (spec 001 §7), stored in the shared user store, and what it said for the summary (§8).
import { isApiError } from '@club/shared/api';
import { $user, setEntitlements } from '@club/shared/stores';
import { atom } from 'nanostores';
import { getEntitlements } from './get-entitlements.ts';

/**
 * What the entitlements fetch said for the account summary (spec 001 §8): held packages, none
 * (404, or an empty list), or a failure.
 */
export type EntitlementsCheck = 'idle' | 'loading' | 'held' | 'none' | 'failed';
export const $entitlementsCheck = atom<EntitlementsCheck>('idle');

/**
 * Fetches the user's entitlements (spec 001 §7): stored only when the answer is for the current
 * user; a 404 means no subscriptions; another failure is logged (spec 001 §8) and the summary says
 * there was an issue.
 */
export async function loadEntitlements(ssoID: string): Promise<void> {
  $entitlementsCheck.set('loading');
  try {
    const { attributes } = (await getEntitlements(ssoID)).data;
    if (!setEntitlements(attributes.userID, attributes.entitlements, attributes.stripeCustomerID)) return;
    $entitlementsCheck.set(attributes.entitlements.length > 0 ? 'held' : 'none');
  } catch (error) {
    if ($user.get().ssoID !== ssoID) return;
    if (isApiError(error) && error.kind === 'http' && error.status === 404) {
      setEntitlements(ssoID, [], null);
      $entitlementsCheck.set('none');
    } else {
      console.error('[mfe-account] the entitlements fetch failed', error);
      $entitlementsCheck.set('failed');
    }
  }
}
