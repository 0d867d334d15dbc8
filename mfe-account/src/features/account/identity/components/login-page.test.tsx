import { routeTree } from '@club/shared/federation';
import { recordRoute, setLoggedInUser } from '@club/shared/stores';
import { mockServices } from '@club/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../../app/routes.tsx';
import { interceptNavigationForTests } from '../../../../lib/navigate.ts';
import { followRoutes } from '../../../../lib/previous-route.ts';
import { storedReturnAddress, storeReturnAddress } from '../../../../lib/return-address.ts';
import {
  accountServices,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USER,
  newServiceCalls,
} from '../../../../testing/account-services.ts';
import { resetAfterTest } from '../../../../testing/reset.ts';

const site = newServiceCalls();
mockServices(...accountServices(site));

// The account panel follows the routes on every page; here the test follows them itself.
let stopFollowing = () => {};
beforeEach(() => {
  stopFollowing = followRoutes();
});
afterEach(() => stopFollowing());

let navigations: string[] = [];
let restoreNavigation = () => {};
beforeEach(() => {
  navigations = [];
  restoreNavigation = interceptNavigationForTests((url) => navigations.push(url));
});
afterEach(async () => {
  restoreNavigation();
  sessionStorage.clear();
  await resetAfterTest(site);
});

/** The login page, arrived at from `from` in the site (a locked video's 'Log in' link). */
function openLoginPageFrom(from: string | null, path = '/account/login') {
  if (from) recordRoute({ pathname: from, search: '', hash: '' });
  recordRoute({ pathname: '/account/login', search: '', hash: '' });
  const router = createMemoryRouter(routeTree(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), DEMO_EMAIL);
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('/account/login and the return address (spec 001 §4 "Login form" step 4)', () => {
  it('comes back to the page the supporter left for it, with no token on this site', async () => {
    const { user, router } = openLoginPageFrom('/videos/42');
    await waitFor(() => expect(storedReturnAddress()).toBe('/videos/42'));
    await logIn(user);
    await waitFor(() => expect(navigations).toEqual(['/videos/42']));
    expect(router.state.location.pathname).toBe('/account/login');
    expect(storedReturnAddress()).toBeNull();
  });

  it('goes to the profile when it was opened directly', async () => {
    const { user, router } = openLoginPageFrom(null);
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(navigations).toEqual([]);
  });

  it('goes to returnTo when the link asks for it, storing nothing', async () => {
    const { user, router } = openLoginPageFrom('/videos/42', '/account/login?returnTo=%2Fvideos%2Fbrowse');
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/videos/browse'));
    expect(navigations).toEqual([]);
    expect(storedReturnAddress()).toBeNull();
  });

  it('does not take another account page for the page to come back to', async () => {
    const { user, router } = openLoginPageFrom('/account/signup/confirm');
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(navigations).toEqual([]);
  });

  it('already logged in with an address waiting, goes there at once', async () => {
    setLoggedInUser(DEMO_USER);
    storeReturnAddress('/live/video', { suppressSessionToken: true });
    openLoginPageFrom(null);
    await waitFor(() => expect(navigations).toEqual(['/live/video']));
  });
});
