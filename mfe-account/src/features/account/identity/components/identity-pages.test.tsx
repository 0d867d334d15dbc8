import { routeTree } from '@club/shared/federation';
import { $user, completeLoginCheck, resetStoresForTests, setLoggedInUser } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../../app/routes.tsx';
import { DETAILS_UPDATED, PASSWORD_UPDATED } from '../constants.ts';

const calls: Record<string, unknown[]> = {
  signUp: [],
  confirm: [],
  change: [],
  attributes: [],
  forgot: [],
  reset: [],
  signOut: [],
  everywhere: [],
};
const errorBody = (status: number, code: string, title: string, detail?: string) => ({
  errors: [{ status: String(status), code, title, ...(detail ? { detail } : {}) }],
});
mockServices(
  http.post(serviceAddress('identity', '/sign-up'), async ({ request }) => {
    calls.signUp?.push(await request.json());
    return HttpResponse.json({
      userConfirmed: false,
      userSub: 'sub-1',
      codeDeliveryDetails: { destination: 'n***@club.test', deliveryMedium: 'EMAIL', attributeName: 'email' },
    });
  }),
  http.post(serviceAddress('identity', '/confirm-sign-up'), async ({ request }) => {
    const body = (await request.json()) as { code: string };
    calls.confirm?.push(body);
    if (body.code === '123456') return HttpResponse.json({ message: 'success' });
    return HttpResponse.json(
      errorBody(400, 'CodeMismatchException', 'Invalid verification code provided, please try again.'),
      {
        status: 400,
      },
    );
  }),
  http.post(serviceAddress('identity', '/change-password'), async ({ request }) => {
    const body = (await request.json()) as { newPassword: string };
    calls.change?.push(body);
    if (body.newPassword.length < 8) {
      return HttpResponse.json(
        errorBody(
          400,
          'InvalidPasswordException',
          'Password did not conform with policy',
          'at least 8 characters',
        ),
        { status: 400 },
      );
    }
    return HttpResponse.json({ message: 'success' });
  }),
  http.post(serviceAddress('identity', '/attributes'), async ({ request }) => {
    calls.attributes?.push(await request.json());
    return HttpResponse.json({ message: 'success' });
  }),
  http.post(serviceAddress('identity', '/forgot-password'), async ({ request }) => {
    calls.forgot?.push(await request.json());
    return HttpResponse.json({
      codeDeliveryDetails: { destination: 'n***@club.test', deliveryMedium: 'EMAIL', attributeName: 'email' },
    });
  }),
  http.post(serviceAddress('identity', '/confirm-forgot-password'), async ({ request }) => {
    const body = (await request.json()) as { code: string };
    calls.reset?.push(body);
    if (body.code === '654321') return HttpResponse.json({ message: 'success' });
    return HttpResponse.json(
      errorBody(400, 'CodeMismatchException', 'Invalid verification code provided, please try again.'),
      { status: 400 },
    );
  }),
  http.post(serviceAddress('account', '/api/sign_out'), () => {
    calls.signOut?.push('account');
    return HttpResponse.json({ message: 'signed_out' });
  }),
  http.post(serviceAddress('identity', '/global-sign-out'), () => {
    calls.everywhere?.push('identity');
    return HttpResponse.json({ message: 'success' });
  }),
);

afterEach(() => {
  cleanup();
  resetStoresForTests();
  for (const list of Object.values(calls)) list.length = 0;
});

function renderAt(path: string) {
  const router = createMemoryRouter(routeTree(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const signedIn = () => {
  setLoggedInUser({ userDisplayName: 'New Fan', ssoID: 'sub-1', email: 'new@club.test' });
  completeLoginCheck();
};

describe('the identity pages (spec 001 §4 "Authentication")', () => {
  it('signs up with the email as typed, trimmed and lowercased, and goes on to confirm the code', async () => {
    const { router, user } = renderAt('/account/signup');
    await user.type(screen.getByLabelText('Email'), ' New@Club.test ');
    await user.type(screen.getByLabelText('Password'), 'Brand-new-1!');
    await user.type(screen.getByLabelText('Display name'), 'New Fan');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your email', level: 1 })).toBeTruthy();
    expect(router.state.location.search).toBe('?email=new%40club.test');
    expect(calls.signUp).toEqual([
      { email: 'new@club.test', password: 'Brand-new-1!', attributes: [{ name: 'name', value: 'New Fan' }] },
    ]);
  });

  it('shows the service’s error for a wrong code, and confirms with the right one', async () => {
    const { user } = renderAt('/account/signup/confirm?email=new%40club.test');
    const code = screen.getByLabelText('Code from the email');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again.',
    );

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your email is confirmed.');
  });

  it('asks for a valid email without calling the service', async () => {
    const { user } = renderAt('/account/signup');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(calls.signUp).toEqual([]);
  });

  it('the profile changes the password with the spec’s success text, and shows a policy refusal plainly', async () => {
    signedIn();
    const { user } = renderAt('/account/profile');
    await user.type(screen.getByLabelText('Current password'), 'Password1!');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password did not conform with policy: at least 8 characters',
    );

    await user.type(screen.getByLabelText('Current password'), 'Password1!');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Brand-new-1!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been successfully updated')).toBeTruthy();
    expect(PASSWORD_UPDATED).toBe('Your password has been successfully updated');
  });

  it('the profile updates the display name with the spec’s success text, and the site shows the new name', async () => {
    signedIn();
    const { user } = renderAt('/account/profile');
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Newer Fan');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Your details have been successfully updated')).toBeTruthy();
    expect(DETAILS_UPDATED).toBe('Your details have been successfully updated');
    expect(calls.attributes).toEqual([{ attributes: [{ name: 'name', value: 'Newer Fan' }] }]);
    expect($user.get().userDisplayName).toBe('Newer Fan');
  });

  it('forgot password: sends a code to the email, then resets with the code and a new password', async () => {
    const { router, user } = renderAt('/account/forgot-password');
    await user.type(screen.getByLabelText('Email'), ' New@Club.test ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Choose a new password', level: 1 })).toBeTruthy();
    expect(router.state.location.search).toBe('?email=new%40club.test');
    expect(calls.forgot).toEqual([{ email: 'new@club.test' }]);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@club.test');

    await user.type(screen.getByLabelText('Code from the email'), '000000');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-1!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again.',
    );

    await user.clear(screen.getByLabelText('Code from the email'));
    await user.type(screen.getByLabelText('Code from the email'), '654321');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Brand-new-1!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been reset.');
    expect(calls.reset?.at(-1)).toEqual({
      email: 'new@club.test',
      code: '654321',
      newPassword: 'Brand-new-1!',
    });
  });

  it('the profile signs out: at the account site, the user cleared, and home', async () => {
    signedIn();
    const { router, user } = renderAt('/account/profile');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.signOut).toEqual(['account']);
    expect(calls.everywhere).toEqual([]);
    expect($user.get().loggedIn).toBe(false);
  });

  it('the profile signs out everywhere: every session ended at the identity service, then this one', async () => {
    signedIn();
    const { user } = renderAt('/account/profile');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect((await screen.findByRole('status')).textContent).toBe('You have been signed out on every device.');
    expect(calls.everywhere).toEqual(['identity']);
    expect(calls.signOut).toEqual(['account']);
    expect($user.get().loggedIn).toBe(false);
  });

  it('the profile asks a signed-out visitor to log in, coming back afterwards', () => {
    completeLoginCheck();
    renderAt('/account/profile');
    expect(screen.getByText('Log in to see your profile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/account/login?returnTo=%2Faccount%2Fprofile',
    );
  });
});
