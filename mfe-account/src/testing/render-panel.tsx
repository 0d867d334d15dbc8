import { $accountHeaderOpen, toggleAccountHeader } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AccountPanel } from '../features/account/components/account-panel.tsx';

/** The name of the stand-in for the shell's profile button. */
export const OPENER_NAME = 'Open account';

/** The shell's layout as far as the panel sees it: the profile button that controls it, and the router. */
function Layout() {
  const open = useStore($accountHeaderOpen);
  const location = useLocation();
  return (
    <>
      <button type="button" aria-controls="account-panel" aria-expanded={open} onClick={toggleAccountHeader}>
        {OPENER_NAME}
      </button>
      <AccountPanel />
      <output aria-label="Current path">{location.pathname}</output>
    </>
  );
}

/** Renders the account panel in a router beside a profile button, as the shell mounts it. */
export function renderAccountPanel() {
  const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: ['/news'] });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}
