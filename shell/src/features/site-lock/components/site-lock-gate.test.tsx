import { forgetDataLayer } from '@club/shared/analytics';
import { SITE_COOKIES, SITE_LOCK_COOKIE_DAYS } from '@club/shared/contracts';
import { DEVELOPMENT_ENTRY_WORD } from '@club/shared/site';
import { grantAllConsent, resetStoresForTests } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_ACCESS_GRANTED_EVENT } from '../constants.ts';
import { $siteLocked, configureSiteLock, enterSite, isEntryWord } from '../stores/site-lock.ts';
import { SiteLockGate } from './site-lock-gate.tsx';

const events: unknown[] = [];
mockServices(
  http.post(serviceAddress('collect', '/events'), async ({ request }) => {
    events.push(...((await request.json()) as unknown[]));
    return HttpResponse.json({ accepted: 1 });
  }),
);

const clear = () => Cookies.remove(SITE_COOKIES.siteLock, { path: '/' });

function renderSite() {
  render(
    <SiteLockGate>
      <p>The site</p>
    </SiteLockGate>,
  );
}

beforeEach(() => {
  clear();
  events.length = 0;
  $siteLocked.set(false);
});
afterEach(() => {
  clear();
  forgetDataLayer();
  resetStoresForTests();
});

describe('the site lock (spec 000 §4 "Site lock")', () => {
  it('is off when the runtime config flag is off', () => {
    configureSiteLock(false);
    renderSite();
    expect(screen.getByText('The site')).toBeTruthy();
  });

  it('with the flag on and no allow_entry cookie, shows the lock screen instead of the site', () => {
    configureSiteLock(true);
    renderSite();
    expect(screen.queryByText('The site')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'This site is in development' })).toBeTruthy();
    expect(screen.getByLabelText('Entry Password').getAttribute('type')).toBe('password');
    expect(screen.queryByRole('button', { name: 'Access' })).toBeNull();
  });

  it('with the flag on and the allow_entry cookie, shows the site', () => {
    Cookies.set(SITE_COOKIES.siteLock, 'true');
    configureSiteLock(true);
    renderSite();
    expect(screen.getByText('The site')).toBeTruthy();
  });

  it('shows Access only while the typed word equals the entry word exactly', async () => {
    configureSiteLock(true);
    renderSite();
    const user = userEvent.setup();
    const field = screen.getByLabelText('Entry Password');
    await user.type(field, DEVELOPMENT_ENTRY_WORD.slice(0, -1));
    expect(screen.queryByRole('button', { name: 'Access' })).toBeNull();
    await user.type(field, DEVELOPMENT_ENTRY_WORD.slice(-1));
    expect(screen.getByRole('button', { name: 'Access' })).toBeTruthy();
    await user.type(field, ' ');
    expect(screen.queryByRole('button', { name: 'Access' })).toBeNull();
    expect(isEntryWord(DEVELOPMENT_ENTRY_WORD.toUpperCase())).toBe(false);
    expect(isEntryWord(` ${DEVELOPMENT_ENTRY_WORD}`)).toBe(false);
    expect(isEntryWord('')).toBe(false);
  });

  it('Access sets allow_entry for 60 days, emits the window event and the analytics event, and reveals the site', async () => {
    grantAllConsent();
    configureSiteLock(true);
    renderSite();
    const set = vi.spyOn(Cookies, 'set');
    const emitted = vi.fn();
    window.addEventListener(SITE_ACCESS_GRANTED_EVENT, emitted);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Entry Password'), DEVELOPMENT_ENTRY_WORD);
    await user.click(screen.getByRole('button', { name: 'Access' }));
    window.removeEventListener(SITE_ACCESS_GRANTED_EVENT, emitted);

    expect(screen.getByText('The site')).toBeTruthy();
    expect(Cookies.get(SITE_COOKIES.siteLock)).toBe('true');
    expect(SITE_LOCK_COOKIE_DAYS).toBe(60);
    expect(set).toHaveBeenCalledWith(SITE_COOKIES.siteLock, 'true', {
      expires: 60,
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
    expect(emitted).toHaveBeenCalledTimes(1);
    expect(emitted.mock.calls[0]?.[0]).toBeInstanceOf(CustomEvent);
    await waitFor(() =>
      expect(events).toEqual([expect.objectContaining({ event: 'siteAccessGranted', path: '/' })]),
    );
  });

  it('Enter with a wrong word lets nobody in', async () => {
    configureSiteLock(true);
    renderSite();
    await userEvent.type(screen.getByLabelText('Entry Password'), 'letmein{Enter}');
    expect(screen.queryByText('The site')).toBeNull();
    expect(Cookies.get(SITE_COOKIES.siteLock)).toBeUndefined();
    act(() => {
      expect(enterSite('letmein')).toBe(false);
    });
    expect($siteLocked.get()).toBe(true);
  });
});
