import { $runtimeConfig } from '@club/shared/config';
import { $accountHeaderOpen, $lockBackground, $user } from '@club/shared/stores';
import { mockServices, testRuntimeConfig } from '@club/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountServices,
  endSession,
  newServiceCalls,
  SESSION_URL,
  withLiveSession,
} from '../../../testing/account-services.ts';
import { OPENER_NAME, renderAccountPanel } from '../../../testing/render-panel.tsx';
import { resetAfterTest } from '../../../testing/reset.ts';
import { REGISTER_HEADING } from '../constants.ts';

const site = newServiceCalls();
const server = mockServices(...accountServices(site));

afterEach(() => resetAfterTest(site));

async function openPanel() {
  const rendered = renderAccountPanel();
  await rendered.user.click(screen.getByRole('button', { name: OPENER_NAME }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Account' }) };
}

describe('the account panel', () => {
  it('is not on the page until the profile button opens it', async () => {
    const { user } = renderAccountPanel();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: OPENER_NAME }));

    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  it('opens as a modal dialog with the id the profile button controls, and takes the focus', async () => {
    const { dialog } = await openPanel();

    expect(dialog.id).toBe('account-panel');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect($lockBackground.get()).toBe(true);
  });

  it('closes on Escape and gives the focus back to the profile button', async () => {
    const { user } = await openPanel();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect($accountHeaderOpen.get()).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: OPENER_NAME }));
  });

  it('closes with its Close button, focus going back to the profile button', async () => {
    const { user, dialog } = await openPanel();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: OPENER_NAME }));
  });

  it('closes when the underlay beside it is clicked', async () => {
    const { user } = await openPanel();

    await user.click(screen.getByRole('button', { name: 'Close the account panel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the panel', async () => {
    const { user, dialog } = await openPanel();
    await within(dialog).findByRole('button', { name: 'Log In' });
    const register = within(dialog).getByRole('link', { name: 'Register' });
    const close = within(dialog).getByRole('button', { name: 'Close' });

    register.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(register);
  });

  it('shows the login form when signed out, with the texts of spec 001 §2 and §5', async () => {
    const { dialog } = await openPanel();
    const panel = within(dialog);

    const email = await panel.findByLabelText('Email');
    expect(email.getAttribute('placeholder')).toBe('email');
    expect(panel.getByLabelText('Password').getAttribute('placeholder')).toBe('password');
    expect(panel.getByRole('button', { name: 'Log In' })).toBeTruthy();
    const forgot = new URL(
      panel.getByRole('link', { name: 'Forgotten password?' }).getAttribute('href') ?? '',
    );
    expect(forgot.pathname).toBe('/account/forgot-password');
    expect(panel.getByRole('heading', { name: REGISTER_HEADING })).toBeTruthy();
    const register = new URL(panel.getByRole('link', { name: 'Register' }).getAttribute('href') ?? '');
    expect(register.pathname).toBe('/account/register');
    expect(register.searchParams.get('form')).toBe('short');
    expect(register.searchParams.get('returnUrl')).toBe(window.location.href);
  });

  it("in non-direct login mode, links Log In to the account site's hosted login instead of the form (spec 001 §2)", async () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set({ ...config, settings: { ...config.settings, loginMode: 'hosted' } });
    const { dialog } = await openPanel();
    const panel = within(dialog);
    const login = new URL((await panel.findByRole('link', { name: 'Log In' })).getAttribute('href') ?? '');
    expect(`${login.origin}${login.pathname}`).toBe('http://localhost:4000/account/sign-in');
    expect(login.searchParams.get('loginSuccess')).toBe('true');
    expect(login.searchParams.get('successRedirect')).toBe(window.location.href);
    expect(panel.queryByLabelText('Email')).toBeNull();
    expect(panel.queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(panel.getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it('signed out, opened from the keyboard, puts the cursor in the email field; Escape gives focus back', async () => {
    const { user } = renderAccountPanel();
    await waitFor(() => expect($user.get().loginCheckCompleted).toBe(true));
    const opener = screen.getByRole('button', { name: OPENER_NAME });
    opener.focus();
    await user.keyboard('{Enter}');
    const email = within(screen.getByRole('dialog', { name: 'Account' })).getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    await user.keyboard('free@club.test');
    expect((email as HTMLInputElement).value).toBe('free@club.test');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opened while the session is being checked, puts the cursor in the email field once the form arrives', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Held, then answered by the usual handler: the session has ended, so the form shows.
    server.use(
      http.get(SESSION_URL, async () => {
        await answered;
      }),
    );
    withLiveSession(site);
    endSession(site);
    const { dialog } = await openPanel();
    expect(document.activeElement).toBe(dialog);

    answer();
    const email = await within(dialog).findByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('signed in, takes the focus on the panel itself: it is no one-field overlay then', async () => {
    withLiveSession(site);
    const { user } = renderAccountPanel();
    await waitFor(() => expect($user.get().loggedIn).toBe(true));
    await user.click(screen.getByRole('button', { name: OPENER_NAME }));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Account' }));
  });
});
