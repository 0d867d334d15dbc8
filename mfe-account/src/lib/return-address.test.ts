// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_STORAGE_KEY } from './code-flow.ts';
import {
  appendQuery,
  RETURN_ADDRESS_KEY,
  redirectWithReturnAddress,
  SUPPRESS_SESSION_TOKEN_KEY,
  storedReturnAddress,
  storeReturnAddress,
} from './return-address.ts';

afterEach(() => sessionStorage.clear());

describe('redirect with a return address (spec 001 §4)', () => {
  it('gets the session token for the address, appends it with ?, removes the stored flags and navigates', async () => {
    storeReturnAddress('https://streamer.example/live/video');
    const getToken = vi.fn(async () => 'one-time');
    const navigate = vi.fn();
    expect(await redirectWithReturnAddress(getToken, navigate)).toBe(true);
    expect(getToken).toHaveBeenCalledWith('https://streamer.example/live/video');
    const state = sessionStorage.getItem(AUTH_STATE_STORAGE_KEY);
    expect(navigate).toHaveBeenCalledWith(`https://streamer.example/live/video?code=one-time&state=${state}`);
    expect(storedReturnAddress()).toBeNull();
  });

  it('appends with & when the address has a query already, before its hash', async () => {
    storeReturnAddress('/videos/browse?team=lionesses#results');
    const navigate = vi.fn();
    await redirectWithReturnAddress(async () => 'c', navigate);
    expect(navigate.mock.calls[0]?.[0]).toMatch(
      /^\/videos\/browse\?team=lionesses&code=c&state=[0-9a-f]{32}#results$/,
    );
  });

  it('appends no token when the suppress flag is stored, and removes the flag with the address', async () => {
    storeReturnAddress('/videos/42', { suppressSessionToken: true });
    const getToken = vi.fn(async () => 'never');
    const navigate = vi.fn();
    await redirectWithReturnAddress(getToken, navigate);
    expect(getToken).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/videos/42');
    expect(sessionStorage.getItem(RETURN_ADDRESS_KEY)).toBeNull();
    expect(sessionStorage.getItem(SUPPRESS_SESSION_TOKEN_KEY)).toBeNull();
  });

  it('does nothing without a stored address', async () => {
    const navigate = vi.fn();
    expect(await redirectWithReturnAddress(async () => 'c', navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the address when the token cannot be had, so nothing is lost', async () => {
    storeReturnAddress('/videos/42');
    const navigate = vi.fn();
    await expect(
      redirectWithReturnAddress(() => Promise.reject(new Error('offline')), navigate),
    ).rejects.toThrow('offline');
    expect(navigate).not.toHaveBeenCalled();
    expect(storedReturnAddress()).toBe('/videos/42');
  });

  it.each([
    ['/a', '/a?x=1'],
    ['/a?', '/a?x=1'],
    ['/a?b=2', '/a?b=2&x=1'],
    ['/a?b=2&', '/a?b=2&x=1'],
    ['/a#h', '/a?x=1#h'],
  ])('appendQuery(%s) is %s', (address, expected) => {
    expect(appendQuery(address, { x: '1' })).toBe(expected);
  });
});
