import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, readTokens, saveTokens } from './token-storage.ts';

const TOKENS = {
  access_token: 'a',
  refresh_token: 'r',
  access_token_expires_utc: '2026-11-22T06:00:00.000Z',
  refresh_token_expires_utc: '2026-12-22T06:00:00.000Z',
  message: 'success',
};

afterEach(() => {
  clearTokens();
  sessionStorage.clear();
});

describe('token storage', () => {
  it('keeps the tokens for the tab, so a reload finds them', () => {
    saveTokens(TOKENS);

    expect(readTokens()).toEqual(TOKENS);
    expect(sessionStorage.length).toBe(1);
  });

  it('forgets them on clear', () => {
    saveTokens(TOKENS);
    clearTokens();

    expect(readTokens()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops what is stored when it is not a set of tokens', () => {
    const key = 'club.account.tokens';
    sessionStorage.setItem(key, '{"access_token": 1}');
    expect(readTokens()).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();

    sessionStorage.setItem(key, 'not json');
    expect(readTokens()).toBeNull();
  });
});
