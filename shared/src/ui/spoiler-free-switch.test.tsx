import { SITE_COOKIES, SPOILER_FREE_HINT, SPOILER_FREE_LABEL } from '@club/shared/contracts';
import { $spoilerFree, resetStoresForTests } from '@club/shared/stores';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SpoilerFreeSwitch } from './spoiler-free-switch.tsx';

afterEach(resetStoresForTests);

describe('SpoilerFreeSwitch', () => {
  it('is an off switch named for the mode and described by what it hides', () => {
    render(<SpoilerFreeSwitch />);
    const toggle = screen.getByRole('switch', { name: SPOILER_FREE_LABEL });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      SPOILER_FREE_HINT,
    );
  });

  it('turns the mode on and off from the keyboard, kept in its cookie', async () => {
    const user = userEvent.setup();
    render(<SpoilerFreeSwitch />);
    await user.tab();
    await user.keyboard(' ');
    expect($spoilerFree.get()).toBe(true);
    expect(screen.getByRole('switch', { name: SPOILER_FREE_LABEL }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(document.cookie).toContain(`${SITE_COOKIES.spoilerFree}=1`);
    await user.keyboard('{Enter}');
    expect($spoilerFree.get()).toBe(false);
  });

  it('shows a change made elsewhere on the page', () => {
    render(<SpoilerFreeSwitch />);
    $spoilerFree.set(true);
    return expect
      .poll(() => screen.getByRole('switch', { name: SPOILER_FREE_LABEL }).getAttribute('aria-checked'))
      .toBe('true');
  });
});
