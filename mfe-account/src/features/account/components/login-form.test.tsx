import { $accountNotification, $user } from '@club/shared/stores';
import { mockServices } from '@club/shared/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTHENTICATED_URL,
  accountServices,
  DEMO_PASSWORD,
  DEMO_TOKENS,
  DEMO_USER,
  newServiceCalls,
  SIGN_IN_URL,
  WRONG_PASSWORD_TITLE,
} from '../../../testing/account-services.ts';
import { OPENER_NAME, renderAccountPanel } from '../../../testing/render-panel.tsx';
import { resetAfterTest } from '../../../testing/reset.ts';
import {
  INVALID_EMAIL_MESSAGE,
  MISSING_PASSWORD_MESSAGE,
  SIGN_IN_UNREACHABLE_MESSAGE,
  UNABLE_TO_SIGN_IN,
} from '../constants.ts';
import { readTokens } from '../lib/token-storage.ts';

const calls = newServiceCalls();
const server = mockServices(...accountServices(calls));

afterEach(() => {
  calls.signIn.length = 0;
  calls.authenticated.length = 0;
  calls.signOut.length = 0;
  return resetAfterTest();
});

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
    expect(readTokens()).toEqual(DEMO_TOKENS);
  });

  it('shows the service’s message for a wrong password and stays signed out', async () => {
    const { panel, logIn } = await openLoginForm();

    await logIn(DEMO_USER.email, 'not-the-password');

    expect((await panel.findByRole('alert')).textContent).toBe(WRONG_PASSWORD_TITLE);
    expect($user.get().loggedIn).toBe(false);
    expect($accountNotification.get().message).toBeNull();
    expect(readTokens()).toBeNull();
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
    expect(readTokens()).toBeNull();
  });

  it('disables Log In while the sign-in is on its way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(SIGN_IN_URL, async () => {
        await answered;
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
});
