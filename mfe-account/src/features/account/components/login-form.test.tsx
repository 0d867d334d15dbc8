import { $runtimeConfig } from '@club/shared/config';
import { $accountNotification, $user } from '@club/shared/stores';
import { mockServices, testRuntimeConfig } from '@club/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTHENTICATED_URL,
  accountServices,
  DEMO_PASSWORD,
  DEMO_TOKENS,
  DEMO_USER,
  newServiceCalls,
  RENEW_EMAIL,
  SIGN_IN_URL,
  WRONG_PASSWORD_TITLE,
  withLiveSession,
} from '../../../testing/account-services.ts';
import { OPENER_NAME, renderAccountPanel } from '../../../testing/render-panel.tsx';
import { resetAfterTest } from '../../../testing/reset.ts';
import {
  INVALID_EMAIL_MESSAGE,
  MISSING_PASSWORD_MESSAGE,
  NEW_PASSWORD_MISMATCH,
  SIGN_IN_UNREACHABLE_MESSAGE,
  UNABLE_TO_SIGN_IN,
} from '../constants.ts';
import { heldAccessToken } from '../lib/access-token.ts';

const calls = newServiceCalls();
const server = mockServices(...accountServices(calls));

afterEach(() => resetAfterTest(calls));

async function openLoginForm() {
  const { user } = renderAccountPanel();
  await user.click(screen.getByRole('button', { name: OPENER_NAME }));
  const panel = within(screen.getByRole('dialog', { name: 'Account' }));
  await panel.findByLabelText('Email');
  const logIn = async (email: string, password: string) => {
    if (email) await user.type(panel.getByLabelText('Email'), email);
    if (password) await user.type(panel.getByLabelText('Password'), password);
    await user.click(panel.getByRole('button', { name: 'Log In' }));
  };
  return { user, panel, logIn };
}

describe('logging in from the account panel', () => {
  it('signs in with the email trimmed and lowercased, and shows the account summary', async () => {
    const { panel, logIn } = await openLoginForm();

    await logIn('  Free@CLUB.test ', DEMO_PASSWORD);

    expect(await panel.findByText('Welcome back')).toBeTruthy();
    expect(panel.getByText('Free Fan')).toBeTruthy();
    expect(calls.signIn).toEqual([{ email: 'free@club.test', password: DEMO_PASSWORD }]);
    expect(calls.authenticated).toEqual([`Bearer ${DEMO_TOKENS.access_token}`]);
  });

  it('stores the user as logged in, marks the login as the user’s own and shows Logged In', async () => {
    const { panel, logIn } = await openLoginForm();

    await logIn(DEMO_USER.email, DEMO_PASSWORD);
    await panel.findByText('Welcome back');

    expect($user.get()).toMatchObject({
      loggedIn: true,
      userDisplayName: 'Free Fan',
      ssoID: DEMO_USER.ssoID,
      email: DEMO_USER.email,
      loginStatusUpdatedByUser: true,
    });
    expect($accountNotification.get()).toEqual({ display: true, message: 'Logged In' });
    expect(heldAccessToken()).toBe(DEMO_TOKENS.access_token);
    // Nothing of the session is in web storage: the account service keeps it in an HttpOnly cookie.
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('shows the service’s message for a wrong password and stays signed out', async () => {
    const { panel, logIn } = await openLoginForm();

    await logIn(DEMO_USER.email, 'not-the-password');

    expect((await panel.findByRole('alert')).textContent).toBe(WRONG_PASSWORD_TITLE);
    expect($user.get().loggedIn).toBe(false);
    expect($accountNotification.get().message).toBeNull();
    expect(heldAccessToken()).toBeNull();
    expect(panel.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('clears the message when the user types again', async () => {
    const { user, panel, logIn } = await openLoginForm();
    await logIn(DEMO_USER.email, 'not-the-password');
    await panel.findByRole('alert');

    await user.type(panel.getByLabelText('Password'), 'x');

    expect(panel.queryByRole('alert')).toBeNull();
  });

  it('asks for a valid email without calling the service', async () => {
    const { panel, logIn } = await openLoginForm();

    await logIn('not-an-email', DEMO_PASSWORD);

    expect(panel.getByRole('alert').textContent).toBe(INVALID_EMAIL_MESSAGE);
    expect(panel.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.signIn).toEqual([]);
  });

  it('asks for the password without calling the service', async () => {
    const { panel, logIn } = await openLoginForm();

    await logIn(DEMO_USER.email, '');

    expect(panel.getByRole('alert').textContent).toBe(MISSING_PASSWORD_MESSAGE);
    expect(panel.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.signIn).toEqual([]);
  });

  it('says the service could not be reached when the network fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(SIGN_IN_URL, () => HttpResponse.error()));
    const { panel, logIn } = await openLoginForm();

    await logIn(DEMO_USER.email, DEMO_PASSWORD);

    expect((await panel.findByRole('alert')).textContent).toBe(SIGN_IN_UNREACHABLE_MESSAGE);
    expect($user.get().loggedIn).toBe(false);
    expect(log).toHaveBeenCalledWith(
      '[mfe-account] sign-in failed',
      expect.objectContaining({ kind: 'network' }),
    );
  });

  it("says 'Unable to sign in' and forgets the tokens when the user cannot be fetched after sign-in", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(AUTHENTICATED_URL, () => HttpResponse.json({ ssoID: 42 })));
    const { panel, logIn } = await openLoginForm();

    await logIn(DEMO_USER.email, DEMO_PASSWORD);

    expect((await panel.findByRole('alert')).textContent).toBe(UNABLE_TO_SIGN_IN);
    expect($user.get().loggedIn).toBe(false);
    expect(heldAccessToken()).toBeNull();
  });

  it('disables Log In while the sign-in is on its way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(SIGN_IN_URL, async () => {
        await answered;
        withLiveSession(calls);
        calls.valid.add(DEMO_TOKENS.access_token);
        return HttpResponse.json(DEMO_TOKENS);
      }),
    );
    const { panel, logIn } = await openLoginForm();

    await logIn(DEMO_USER.email, DEMO_PASSWORD);

    const button = panel.getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    answer();
    expect(await panel.findByText('Welcome back')).toBeTruthy();
  });

  it('switches to the newPass fields when the account must change its password, then signs in with the new one', async () => {
    const { user, panel, logIn } = await openLoginForm();

    await logIn(RENEW_EMAIL, DEMO_PASSWORD);

    const newPassword = await panel.findByPlaceholderText('New Password');
    expect(panel.getByPlaceholderText('New Password Confirmation')).toBeTruthy();
    expect(panel.queryByLabelText('Email')).toBeNull();
    expect(panel.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(newPassword));

    await user.type(newPassword, 'Brand-new-1!');
    await user.type(panel.getByPlaceholderText('New Password Confirmation'), 'Brand-new-1!');
    await user.click(panel.getByRole('button', { name: 'Set password and log in' }));

    expect(await panel.findByText('Welcome back')).toBeTruthy();
    expect(calls.signIn.at(-1)).toEqual({
      email: RENEW_EMAIL,
      password: DEMO_PASSWORD,
      newPassword: 'Brand-new-1!',
    });
  });

  it("says 'New Password does not match' and sends nothing when the confirmation differs", async () => {
    const { user, panel, logIn } = await openLoginForm();
    await logIn(RENEW_EMAIL, DEMO_PASSWORD);
    const newPassword = await panel.findByPlaceholderText('New Password');
    const sent = calls.signIn.length;

    await user.type(newPassword, 'Brand-new-1!');
    await user.type(panel.getByPlaceholderText('New Password Confirmation'), 'Brand-new-2!');
    await user.click(panel.getByRole('button', { name: 'Set password and log in' }));

    expect(panel.getByRole('alert').textContent).toBe(NEW_PASSWORD_MISMATCH);
    expect(calls.signIn).toHaveLength(sent);
    expect($user.get().loggedIn).toBe(false);
  });
});

describe('social sign-in links (spec 001 §2: optional, per configuration)', () => {
  it('shows none when the runtime config has none, as on this site', async () => {
    await openLoginForm();
    expect(screen.queryByRole('navigation', { name: 'Or log in with' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Log in with / })).toBeNull();
  });

  it('shows each configured provider in the spec’s order, linking to its address, and no other', async () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set({
      ...config,
      settings: {
        ...config.settings,
        socialSignIn: {
          apple: 'http://localhost:4000/account/social/apple',
          google: 'http://localhost:4000/account/social/google',
        },
      },
    });
    await openLoginForm();
    const social = within(screen.getByRole('navigation', { name: 'Or log in with' }));
    const links = social.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Log in with Google', 'http://localhost:4000/account/social/google'],
      ['Log in with Apple', 'http://localhost:4000/account/social/apple'],
    ]);
  });
});
