import { $user } from '@club/shared/stores';
import { navigateTo } from '../../../lib/navigate.ts';
import { createPortalRedirect } from '../api/create-portal-redirect.ts';

/**
 * 'Manage Subscriptions' in the account summary (spec 001 §4, §7 create-portal-redirect): the
 * billing portal for the user's payments customer, coming back to this page. A failure is logged
 * only (spec 001 §7); resolves false then.
 */
export async function openBillingPortal(): Promise<boolean> {
  const customerID = $user.get().stripeCustomerID;
  if (!customerID) return false;
  try {
    const { url } = await createPortalRedirect(customerID, window.location.href);
    navigateTo(url);
    return true;
  } catch (error) {
    console.error('[mfe-account] the billing portal could not be opened', error);
    return false;
  }
}
