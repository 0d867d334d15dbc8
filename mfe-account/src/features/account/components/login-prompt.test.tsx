import { $accountHeaderOpen, $loginPrompt, openLoginPrompt, resetStoresForTests } from '@club/shared/stores';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_PROMPT_BUTTON, LOGIN_PROMPT_TEXT } from '../constants.ts';
import { LoginPrompt } from './login-prompt.tsx';

afterEach(() => {
  cleanup();
  resetStoresForTests();
});

function renderWithOpener() {
  const opener = document.createElement('button');
  opener.textContent = 'Play';
  document.body.append(opener);
  opener.focus();
  render(<LoginPrompt />);
  return opener;
}

describe('the login prompt (spec 001 §8)', () => {
  it('shows nothing until a player opens it', () => {
    render(<LoginPrompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by the spec’s text, taking the focus', () => {
    const opener = renderWithOpener();
    act(() => openLoginPrompt(LOGIN_PROMPT_TEXT));

    const dialog = screen.getByRole('dialog', { name: LOGIN_PROMPT_TEXT });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: LOGIN_PROMPT_BUTTON })).toBeTruthy();
    opener.remove();
  });

  it('adds the message it was opened with when that says more', () => {
    render(<LoginPrompt />);
    act(() => openLoginPrompt('You must be logged in to purchase'));

    const dialog = screen.getByRole('dialog', { name: LOGIN_PROMPT_TEXT });
    expect(dialog.getAttribute('aria-describedby')).toBe('login-prompt-message');
    expect(screen.getByText('You must be logged in to purchase')).toBeTruthy();
  });

  it("'Log In Or Register' closes the prompt and opens the account panel", async () => {
    render(<LoginPrompt />);
    act(() => openLoginPrompt(LOGIN_PROMPT_TEXT));

    await userEvent.click(screen.getByRole('button', { name: LOGIN_PROMPT_BUTTON }));

    expect($loginPrompt.get().message).toBeNull();
    expect($accountHeaderOpen.get()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    const opener = renderWithOpener();
    act(() => openLoginPrompt(LOGIN_PROMPT_TEXT));

    await userEvent.keyboard('{Escape}');

    expect($loginPrompt.get().message).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
