import { resetStoresForTests } from '@club/shared/stores';
import { cleanup } from '@testing-library/react';
import { allTasks } from 'nanostores';
import { resetAccountStoresForTests } from '../features/account/stores/testing.ts';

/**
 * Ends a test cleanly: unmount first (a mounted panel would read the stores again and start a new
 * session check), let any session check in flight finish, then put every store back.
 */
export async function resetAfterTest(): Promise<void> {
  cleanup();
  await allTasks();
  resetStoresForTests();
  resetAccountStoresForTests();
}
