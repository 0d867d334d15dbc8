import {
  $accountHeaderOpen,
  $lockBackground,
  $showPackages,
  $upgradePromo,
  openAccountHeader,
  openUpgradePromo,
  resetStoresForTests,
} from '@club/shared/stores';
import { mockServices } from '@club/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPGRADE_PROMO } from '../constants.ts';
import { UpgradePromo } from './upgrade-promo.tsx';

// No calls are made; this sets the runtime config the image addresses are built from.
mockServices();

function renderPromo() {
  render(
    <>
      <button type="button" onClick={openUpgradePromo}>
        Watch
      </button>
      <UpgradePromo />
    </>,
  );
}

beforeEach(() => {
  resetStoresForTests();
});

describe('UpgradePromo', () => {
  it('shows image, title, description, Learn more in a new tab and Subscribe now when opened', async () => {
    renderPromo();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    const dialog = screen.getByRole('dialog', { name: UPGRADE_PROMO.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByText(UPGRADE_PROMO.description)).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(
      `http://localhost:4000/images/1400x1400/fit-in/${UPGRADE_PROMO.imageKey}`,
    );
    const learnMore = within(dialog).getByRole('link', { name: /^Learn more/ });
    expect(learnMore.getAttribute('href')).toBe('/videos/subscriptions');
    expect(learnMore.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('button', { name: 'Subscribe now' })).toBeTruthy();
    expect($lockBackground.get()).toBe(true);
  });

  it('opening it closes the account panel (spec 000 §4)', () => {
    openAccountHeader();
    renderPromo();
    act(() => openUpgradePromo());
    expect($accountHeaderOpen.get()).toBe(false);
    expect(screen.getByRole('dialog', { name: UPGRADE_PROMO.title })).toBeTruthy();
  });

  it('Subscribe now closes the promo and opens the packages panel', async () => {
    renderPromo();
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe now' }));
    expect($upgradePromo.get().display).toBe(false);
    expect($showPackages.get()).toBe(true);
    expect(screen.queryByRole('dialog', { name: UPGRADE_PROMO.title })).toBeNull();
  });

  it('closes on its Close button, the backdrop and Escape, and gives focus back', async () => {
    renderPromo();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Watch' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: `Close: ${UPGRADE_PROMO.title}` }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($lockBackground.get()).toBe(false);
  });
});
