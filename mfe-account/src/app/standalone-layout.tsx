import { Outlet } from '@club/shared/router';
import { OVERLAY_IDS } from '@club/shared/site';
import { $accountHeaderOpen, $user, toggleAccountHeader } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { AccountPanel } from '../features/account/components/account-panel.tsx';

/**
 * Standalone only: a stand-in for the shell's layout, with a profile button (same `aria-controls`)
 * and the panel in its slot, inside the router as in the shell, so the panel's links work.
 */
export function StandaloneLayout() {
  const open = useStore($accountHeaderOpen);
  const { loggedIn } = useStore($user);
  return (
    <>
      <p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={OVERLAY_IDS.accountPanel}
          onClick={toggleAccountHeader}
        >
          Account panel ({loggedIn ? 'signed in' : 'signed out'})
        </button>
      </p>
      <AccountPanel />
      <Outlet />
    </>
  );
}
