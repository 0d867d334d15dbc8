import { resetStoresForTests } from '@club/shared/stores';
import { cleanup } from '@testing-library/react';
import { allTasks } from 'nanostores';
import { resetAccountStoresForTests } from '../features/account/stores/testing.ts';
import { resetRoutesForTests } from '../lib/previous-route.ts';
import { resetReturnAddressForTests } from '../lib/return-address.ts';
import { type FakeAccountSite, resetFakeAccountSite } from './account-services.ts';

/**
 * Ends a test cleanly: unmount first (a mounted panel would read the stores again and start a new
 * session check), let any session check in flight finish, then put every store and the fake
 * account site back.
 */
export async function resetAfterTest(site?: FakeAccountSite): Promise<void> {
  cleanup();
  await allTasks();
  resetStoresForTests();
  resetAccountStoresForTests();
  resetReturnAddressForTests();
  resetRoutesForTests();
  if (site) resetFakeAccountSite(site);
}
